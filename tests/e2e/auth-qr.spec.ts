import type { Browser, Page } from '@playwright/test';
import { alertWith, expect, expectSignedInAs, signInWithGoogle, test, uniquePerson } from './support/ui-sign-in';

/** The other device: a second browser context where the person is already signed in. */
async function signedInDevice(browser: Browser, person: { email: string; name: string }): Promise<Page> {
  const context = await browser.newContext();
  const phone = await context.newPage();
  await phone.goto('/login');
  await signInWithGoogle(phone, person);
  await expectSignedInAs(phone, person.name);
  return phone;
}

async function showCode(page: Page): Promise<string> {
  return (await showCodeAndDigits(page)).link;
}

/** The QR link and the 6 digits the requesting screen shows under it. */
async function showCodeAndDigits(page: Page): Promise<{ link: string; digits: string }> {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with QR code' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in with a QR code' });
  await expect(dialog.getByRole('img', { name: 'QR code to sign in' })).toBeVisible();
  await expect(dialog.getByRole('status')).toHaveText('Scan this code with a device where you are signed in to Starlit.');
  const link = (await dialog.getByTestId('qr-link').textContent()) ?? '';
  expect(link).toMatch(/^http:\/\/localhost:3000\/device-link\/[0-9a-f-]{36}$/);
  expect(await dialog.getByRole('img', { name: 'QR code to sign in' }).getAttribute('data-qr-value')).toBe(link);
  await expect(dialog.getByText('Your other device will ask for this code:')).toBeVisible();
  const digits = (await dialog.getByTestId('qr-code-digits').textContent()) ?? '';
  expect(digits).toMatch(/^\d{6}$/);
  return { link, digits };
}

test.describe('QR code sign-in', () => {
  test('the fallback link under the code copies with one button', async ({ page }) => {
    const { link } = await showCodeAndDigits(page);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const dialog = page.getByRole('dialog', { name: 'Sign in with a QR code' });
    await dialog.getByRole('button', { name: 'Copy link' }).click();
    await expect(dialog.getByRole('button', { name: 'Link copied.' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  });

  test('approved on a signed-in device: this browser signs in as that person', async ({ page, browser }) => {
    const person = uniquePerson('quinn');
    const phone = await signedInDevice(browser, person);
    const { link, digits } = await showCodeAndDigits(page);
    const dialog = page.getByRole('dialog', { name: 'Sign in with a QR code' });

    await phone.goto(link);
    await expect(phone.getByRole('heading', { name: 'Sign in on another device' })).toBeVisible();
    // Opening the link is not scanning it: the requesting screen still waits for a decision.
    await expect(phone.getByRole('button', { name: 'Review the request' })).toBeVisible();
    await expect(dialog.getByRole('status')).toHaveText('Scan this code with a device where you are signed in to Starlit.');

    await phone.getByRole('button', { name: 'Review the request' }).click();
    // The requesting browser as the API saw it (its User-Agent and address), not as it named itself.
    const definitions = phone.getByRole('definition');
    await expect(definitions.first()).toContainText('Chrome');
    await expect(definitions.nth(2)).toHaveText(/^(127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)$/);
    await expect(definitions.nth(4)).toHaveText(/seconds? ago|minutes? ago/);
    await expect(dialog.getByRole('status')).toHaveText('Confirm on your other device.');

    const wrong = digits === '000000' ? '111111' : '000000';
    await phone.getByRole('textbox', { name: 'Code on the other screen' }).fill(wrong);
    await phone.getByRole('button', { name: 'Approve' }).click();
    await expect(phone.getByText('That is not the code on the other screen. 4 tries left.')).toBeVisible();
    await phone.getByRole('textbox', { name: 'Code on the other screen' }).fill(digits);
    await phone.getByRole('button', { name: 'Approve' }).click();
    await expect(alertWith(phone, 'Approved')).toBeVisible();

    await expect(page).toHaveURL('/');
    await expectSignedInAs(page, person.name);
    await phone.context().close();
  });

  test('denied on the other device: the code says so and offers a new one', async ({ page, browser }) => {
    const person = uniquePerson('dana');
    const phone = await signedInDevice(browser, person);
    const link = await showCode(page);
    const dialog = page.getByRole('dialog', { name: 'Sign in with a QR code' });

    await phone.goto(link);
    await phone.getByRole('button', { name: 'Review the request' }).click();
    await phone.getByRole('button', { name: 'Deny' }).click();
    await expect(alertWith(phone, 'Denied')).toBeVisible();

    await expect(dialog.getByRole('status')).toHaveText('The sign-in was denied on your other device.');
    await dialog.getByRole('button', { name: 'Get a new code' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Scan this code with a device where you are signed in to Starlit.');
    const next = await dialog.getByTestId('qr-link').textContent();
    expect(next).not.toBe(link);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    // Still signed out, on the sign-in page (its minimal frame has no Sign in link of its own).
    await expect(page.getByRole('heading', { name: 'Sign in to Starlit' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: /^Account menu of / })).toHaveCount(0);
    await phone.context().close();
  });

  test('expires when nobody approves it (DEVICE_LINK_TTL_SECONDS is short in e2e), and a new code works', async ({ page }) => {
    test.setTimeout(90_000);
    const link = await showCode(page);
    const dialog = page.getByRole('dialog', { name: 'Sign in with a QR code' });
    await expect(dialog.getByRole('status')).toHaveText('This code has expired.', { timeout: 45_000 });
    await expect(dialog.getByRole('img', { name: 'QR code to sign in' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Get a new code' }).click();
    await expect(dialog.getByTestId('qr-link')).not.toHaveText(link);
  });

  test('a signed-out visitor of an approval link is sent to sign in first, then back to it', async ({ page, browser }) => {
    const requester = await browser.newPage();
    const link = await showCode(requester);
    await page.goto(link);
    const path = new URL(link).pathname;
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(path)}`);
    const person = uniquePerson('olga');
    await signInWithGoogle(page, person);
    await expect(page).toHaveURL(path);
    await page.getByRole('button', { name: 'Review the request' }).click();
    await expect(page.getByRole('button', { name: 'Approve' })).toBeVisible();
    await expect(requester.getByRole('dialog', { name: 'Sign in with a QR code' }).getByRole('status')).toHaveText(
      'Confirm on your other device.',
    );
    await requester.close();
  });
});
