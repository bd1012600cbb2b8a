import {
  alertWith,
  expect,
  expectSignedInAs,
  passTurnstile,
  signInWithPetra,
  signInWithTelegram,
  signInWithTikTok,
  test,
} from './support/ui-sign-in';

const uniqueNumber = () => 200_000_000 + Math.floor(Math.random() * 100_000_000);

test.describe('sign-in with Telegram, TikTok and Petra (offline stand-ins)', () => {
  test('signs in with Telegram through its widget', async ({ page }) => {
    const user = { id: uniqueNumber(), first_name: 'Tilda', username: 'tilda_sandbox' };
    await page.goto('/login');
    await signInWithTelegram(page, user);
    await expect(page).toHaveURL('/');
    await expectSignedInAs(page, 'Tilda');
  });

  test.describe('when the API refuses the proof', () => {
    test.use({ expectedFailures: [{ status: 401, path: /\/core\/v1\/connect\/telegram\/$/ }] });

    test('shows the API message when it rejects the Telegram data', async ({ page }) => {
      // The widget's answer is altered after Telegram (the stand-in) signed it, as a forger would.
      await page.route('**/sandbox/telegram/auth', async (route) => {
        const signed = (await (await route.fetch()).json()) as Record<string, unknown>;
        await route.fulfill({ json: { ...signed, first_name: 'Mallory' } });
      });
      await page.goto('/login');
      await signInWithTelegram(page, { id: uniqueNumber(), first_name: 'Trudy' });
      await expect(alertWith(page, 'The Telegram sign-in data is not genuine.')).toBeVisible();
      await expect(page).toHaveURL('/login');
      await expect(page.getByRole('button', { name: 'Continue with Telegram' })).toBeEnabled();
    });
  });

  test('signs in with TikTok: authorize page, back with the state, then the API', async ({ page }) => {
    const handle = `tok_${Date.now().toString(36)}`;
    await page.goto('/login?redirect=%2F%3Ffrom%3Dtiktok');
    await signInWithTikTok(page, { handle, displayName: 'Tika Tester' });
    await expect(page).toHaveURL('/?from=tiktok');
    await expectSignedInAs(page, 'Tika Tester');
  });

  test('a TikTok sign-in the person cancels says so and leads back to sign-in', async ({ page }) => {
    await page.goto('/login');
    await signInWithTikTok(page, 'deny');
    await expect(page).toHaveURL('/auth/tiktok');
    await expect(alertWith(page, 'TikTok sign-in was cancelled or denied.')).toBeVisible();
    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await expect(page).toHaveURL('/login');
  });

  test('a TikTok return whose state this tab did not send is refused before the API sees the code', async ({ page }) => {
    let connectCalls = 0;
    page.on('request', (request) => {
      if (request.url().includes('/core/v1/connect/tiktok/')) connectCalls += 1;
    });
    await page.goto('/auth/tiktok?code=stolen-code&state=forged-state');
    await expect(alertWith(page, 'not started from this browser tab')).toBeVisible();
    expect(connectCalls).toBe(0);
  });

  test('signs in with the Petra wallet: tokens kept, no user without a verified email (spec §4)', async ({ page }) => {
    await page.goto('/login');
    await signInWithPetra(page);
    await expect(alertWith(page, 'Your wallet is connected. The account has no verified email yet')).toBeVisible();
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 't_uat')?.value).toBeTruthy();
    // No user is set: the page stays on /login, offering its providers, with no account menu.
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
    await expect(page.getByRole('banner').getByRole('button', { name: /^Account menu of / })).toHaveCount(0);
  });

  test('the challenge dialog can be cancelled: nothing is signed in', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continue with TikTok' }).click();
    await page.getByRole('button', { name: 'Authorize' }).click();
    const challenge = page.getByRole('dialog', { name: 'Confirm you are human' });
    await expect(challenge).toBeVisible();
    await challenge.getByRole('button', { name: 'Cancel' }).click();
    await expect(alertWith(page, 'TikTok sign-in did not complete.')).toBeVisible();
    // A challenge passed later for another sign-in still works.
    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await page.getByRole('button', { name: 'Continue with TikTok' }).click();
    await page.getByRole('button', { name: 'Authorize' }).click();
    await passTurnstile(page);
    await expectSignedInAs(page, 'Tika');
  });
});
