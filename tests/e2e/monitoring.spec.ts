import type { Page } from '@playwright/test';
import { signInAs } from './support/api-session';
import {
  type RumEvent,
  capturedEvents,
  clearRumIntake,
  hidePage,
  resetMonitoringSandbox,
  rumEvents,
  rumEventsAfterHiding,
  samplingTable,
  setRemoteConfig,
  startedRum,
  webConfig,
} from './support/sandbox-monitoring';
import { accountMenu, expect, expectSignedInAs, signInWithGoogle, test, uniquePerson } from './support/ui-sign-in';

const API = 'http://localhost:4000';
const coreResource = (event: RumEvent) => event.type === 'resource' && (event.resource?.url.startsWith(`${API}/core/`) ?? false);

// Other tests must see the checked-in documents: RUM and PostHog off, so nothing is ever sent.
test.beforeEach(resetMonitoringSandbox);
test.afterEach(resetMonitoringSandbox);

/** API requests of this page that carry Datadog's trace context, with their sampling priority. */
function tracedRequests(page: Page): { url: string; priority: string | undefined }[] {
  const traced: { url: string; priority: string | undefined }[] = [];
  page.on('request', (request) => {
    const headers = request.headers();
    if (request.url().startsWith(`${API}/core/`) && headers['x-datadog-trace-id']) {
      traced.push({ url: request.url(), priority: headers['x-datadog-sampling-priority'] });
    }
  });
  return traced;
}

/** Opens the profile settings from the account menu: a client-side visit that calls the API. */
async function visitProfileSettings(page: Page, name: string) {
  await accountMenu(page, name).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL('/settings/profile');
}

/**
 * The intake holds this user's events at a 100 % session sample rate, views at that rate, and the
 * API's resources. (The session's first view may be assembled before the user is applied; its
 * later updates reach the intake whenever the SDK flushes them.)
 */
async function expectRecordedAt100(page: Page, userId: string) {
  await expect
    .poll(async () =>
      (await rumEventsAfterHiding(page))
        .filter((event) => event.usr?.id === userId)
        .map((event) => event._dd?.configuration?.session_sample_rate),
    )
    .toContain(100);
  expect((await rumEvents()).some((event) => event.type === 'view' && event._dd?.configuration?.session_sample_rate === 100)).toBe(true);
  await expect.poll(async () => (await rumEventsAfterHiding(page)).filter(coreResource).length).toBeGreaterThan(0);
}

/** Signs in with RUM still off, switches it on with the given sampling table, and reloads. */
async function signedInWithRum(page: Page, person: { email: string; name: string }, whitelisted: boolean) {
  const { userId } = await signInAs(page, person);
  await setRemoteConfig('WEB_CONFIG', webConfig({ rum: true }));
  await setRemoteConfig('THIRD_PARTY_CONFIG', samplingTable(whitelisted ? [userId] : []));
  await clearRumIntake();
  await page.reload();
  await expectSignedInAs(page, person.name);
  return userId;
}

test.describe('Datadog RUM through the sandbox intake', () => {
  test('a whitelisted user is recorded and traced at 100 %, as the user of the session', async ({ page }) => {
    const person = uniquePerson('wendy');
    const traced = tracedRequests(page);
    const userId = await signedInWithRum(page, person, true);

    // Remote config, which switches RUM on, is fetched 5 s after the page settles.
    await expect
      .poll(() => startedRum(page), { timeout: 20_000 })
      .toMatchObject({
        sessionSampleRate: 100,
        traceSampleRate: 100,
        env: 'prod',
        version: 'v1.0.6',
        defaultPrivacyLevel: 'mask-user-input',
        trackResources: true,
        trackLongTasks: true,
        trackUserInteractions: true,
        allowedTracingUrls: [`${API}/`],
      });
    await visitProfileSettings(page, person.name);
    await expect.poll(() => traced.length).toBeGreaterThan(0);
    await expectRecordedAt100(page, userId);
    // Requests that start as the session begins (sign-in, the first balance) may precede setUser;
    // every resource that carries a user carries this one, and so do the profile page's.
    const resources = (await rumEvents()).filter(coreResource).filter((event) => event.usr?.id);
    expect(resources.length).toBeGreaterThan(0);
    expect(resources.map((event) => event.usr?.id)).toEqual(resources.map(() => userId));
    expect(resources.some((event) => event.usr?.email === person.email)).toBe(true);
    // Traced at 100 %: every API request of the session carries a kept (priority 1) trace. (The
    // trace ids on RUM's resource events arrive whenever the SDK next flushes: not asserted here.)
    expect(traced.map((request) => request.priority)).toEqual(traced.map(() => '1'));
  });

  test('a plain user is recorded through the country rule, and never traced', async ({ page }) => {
    const person = uniquePerson('paul');
    const traced = tracedRequests(page);
    const userId = await signedInWithRum(page, person, false);

    await expect.poll(() => startedRum(page), { timeout: 20_000 }).toMatchObject({ sessionSampleRate: 100, traceSampleRate: 0 });
    await visitProfileSettings(page, person.name);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectRecordedAt100(page, userId);
    expect((await rumEvents()).filter(coreResource).filter((event) => event._dd?.trace_id)).toEqual([]);
    expect(traced).toEqual([]);
  });
});

test.describe('PostHog through the sandbox capture endpoint', () => {
  test('a visitor from a referral link is identified on sign-up, with the referral and sign-up events; the next account is not merged', async ({
    page,
  }) => {
    await setRemoteConfig('WEB_CONFIG', webConfig({ posthog: true }));
    const first = uniquePerson('una');
    await page.goto('/signup?utm_source=tiktok&utm_campaign=launch');
    await signInWithGoogle(page, first);
    await expectSignedInAs(page, first.name);
    const firstId = await page.evaluate(() => (JSON.parse(localStorage.getItem('user_id') ?? '{}') as { value?: string }).value);

    const byName = async (name: string) => (await capturedEvents()).filter((event) => event.event === name);
    await expect.poll(async () => (await byName('signed_up')).length, { timeout: 20_000 }).toBe(1);
    await expect.poll(async () => (await byName('$identify')).length, { timeout: 20_000 }).toBe(1);
    const [referral] = await byName('clicked_referral_link');
    const [signedUp] = await byName('signed_up');
    const [identify] = await byName('$identify');
    expect(referral?.properties).toMatchObject({
      platform: 'web',
      utm_source: 'tiktok',
      utm_campaign: 'launch',
      initial_utm_source: 'tiktok',
    });
    expect(signedUp?.properties).toMatchObject({
      platform: 'web',
      signup_method: 'google',
      utm_source: 'tiktok',
      initial_utm_campaign: 'launch',
    });
    expect(identify).toMatchObject({
      // The anonymous visitor who followed the link becomes the new account.
      properties: { distinct_id: firstId, $anon_distinct_id: referral?.properties.distinct_id },
      $set: { email: first.email, name: first.name },
    });

    await accountMenu(page, first.name).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    const second = uniquePerson('vera');
    await signInWithGoogle(page, second);
    await expectSignedInAs(page, second.name);
    await expect.poll(async () => (await byName('$identify')).length, { timeout: 20_000 }).toBe(2);
    const next = (await byName('$identify'))[1];
    expect(next?.$set).toEqual({ email: second.email, name: second.name });
    expect(next?.properties.distinct_id).not.toBe(firstId);
    expect(next?.properties.$anon_distinct_id).not.toBe(firstId);
  });
});

test('with RUM and PostHog switched off (the checked-in defaults) nothing is loaded or sent', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (/\/sandbox\/(datadog|posthog)\//.test(request.url())) sent.push(request.url());
  });
  const person = uniquePerson('otto');
  const remoteConfig = page.waitForResponse((response) => response.url() === `${API}/sandbox/remote-config` && response.ok());
  await page.goto('/signup?utm_source=tiktok');
  await remoteConfig;
  await signInWithGoogle(page, person);
  await expectSignedInAs(page, person.name);
  await visitProfileSettings(page, person.name);
  await hidePage(page);

  expect(await startedRum(page)).toBeNull();
  expect(sent).toEqual([]);
  expect(await rumEvents()).toEqual([]);
  expect(await capturedEvents()).toEqual([]);
});
