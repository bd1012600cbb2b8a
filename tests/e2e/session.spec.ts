import { expect, test } from './fixtures';
import { apiAs, signInAs, storedAccount } from './support/api-session';

// A call with an expired or revoked access token answers 401: that answer is what starts the refresh.
// The balance (billing) is asked with the same token, so it can meet the 401 first.
test.use({ expectedFailures: [{ status: 401, path: /^\/(core|billy|paymee)\// }] });

test('an expired access token is refreshed without the user noticing', async ({ page }) => {
  const person = { email: 'eve.session@example.com', name: 'Eve Session' };
  const { userId } = await signInAs(page, person, { path: '/settings/profile', channel: true });
  await expect(page.getByRole('button', { name: `Account menu of ${person.name}` })).toBeVisible();
  const before = await storedAccount(page, userId);
  expect(before?.access_token).toBeTruthy();

  // The e2e stack issues short-lived access tokens: wait until the API refuses this one.
  const lifetime = Math.max((before?.expires_at ?? 0) - Date.now(), 0);
  test.setTimeout(60_000 + lifetime);
  const accessToken = before?.access_token ?? '';
  await expect
    .poll(async () => (await apiAs({ access_token: accessToken }).get('/core/v1/me/')).status, {
      timeout: lifetime + 30_000,
      intervals: [1_000],
    })
    .toBe(401);

  const field = page.getByRole('main').getByRole('textbox', { name: 'Display name' });
  await field.fill('Eve Refreshed');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your display name is saved.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu of Eve Refreshed' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0);

  const after = await storedAccount(page, userId);
  expect(after?.access_token).toBeTruthy();
  expect(after?.access_token).not.toBe(before?.access_token);
  expect(after?.refresh_token).not.toBe(before?.refresh_token);
});

test('a revoked sign-in ends in the signed-out state once, without an error pile or a reload loop', async ({ page }) => {
  const person = { email: 'finn.session@example.com', name: 'Finn Session' };
  const { tokens } = await signInAs(page, person);
  await expect(page.getByRole('button', { name: `Account menu of ${person.name}` })).toBeVisible();
  // The page's own start-up calls (channel, balance) finish before the revocation, so every
  // refresh counted below belongs to the reloaded page.
  await page.waitForLoadState('networkidle');

  // Signed out elsewhere: this sign-in's access and refresh tokens stop working.
  expect((await apiAs(tokens).post('/core/v1/logout/')).status).toBe(200);

  let loads = 0;
  page.on('load', () => (loads += 1));
  const refreshes: number[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/core/v1/token/refresh/') refreshes.push(Date.now());
  });
  await page.reload();
  // Spec §4: the refused refresh ends the session and reloads the page once.
  await expect.poll(() => loads).toBe(2);
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  // Settled: no request in flight for a while, so no further reloads or refresh attempts follow.
  await page.waitForLoadState('networkidle');
  expect(loads).toBe(2);
  expect(refreshes.length).toBeLessThanOrEqual(1);
  // Empty alerts are Next.js's route announcer; a message would be an error shown to the user.
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
  const stored = await page.evaluate(() => ({ userId: localStorage.getItem('user_id'), list: localStorage.getItem('user_logged_list') }));
  expect(stored.userId).toBeNull();
  expect(stored.list ?? '').not.toContain(tokens.refresh_token);
});
