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
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with QR code' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in with a QR code' });
  await expect(dialog.getByRole('img', { name: 'QR code to sign in' })).toBeVisible();
  await expect(dialog.getByRole('status')).toHaveText('Scan this code with a device where you are signed in to Starlit.');
  const link = (await dialog.getByTestId('qr-link').textContent()) ?? '';
  expect(link).toMatch(/^http:\/\/localhost:3000\/device-link\/[0-9a-f-]{36}$/);
  expect(await dialog.getByRole('img', { name: 'QR code to sign in' }).getAttribute('data-qr-value')).toBe(link);
  return link;
}

test.describe('QR code sign-in', () => {
  test('approved on a signed-in device: this browser signs in as that person', async ({ page, browser }) => {
    const person = uniquePerson('quinn');
    const phone = await signedInDevice(browser, person);
    const link = await showCode(page);
    const dialog = page.getByRole('dialog', { name: 'Sign in with a QR code' });

    await phone.goto(link);
    await expect(phone.getByRole('heading', { name: 'Sign in on another device' })).toBeVisible();
    // The requesting device, as the API recorded it from this browser.
    const userAgent = await page.evaluate(() => navigator.userAgent);
    expect(userAgent).toContain('Chrome');
    await expect(phone.getByRole('definition').first()).toContainText('Chrome');
    await expect(phone.getByRole('definition').nth(1)).toHaveText(/\S/);
    await expect(dialog.getByRole('status')).toHaveText('Confirm on your other device.');

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
    await phone.getByRole('button', { name: 'Deny' }).click();
    await expect(alertWith(phone, 'Denied')).toBeVisible();

    await expect(dialog.getByRole('status')).toHaveText('The sign-in was denied on your other device.');
    await dialog.getByRole('button', { name: 'Get a new code' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Scan this code with a device where you are signed in to Starlit.');
    const next = await dialog.getByTestId('qr-link').textContent();
    expect(next).not.toBe(link);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
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
    await expect(page.getByRole('button', { name: 'Approve' })).toBeVisible();
    await expect(requester.getByRole('dialog', { name: 'Sign in with a QR code' }).getByRole('status')).toHaveText('Confirm on your other device.');
    await requester.close();
  });
});
