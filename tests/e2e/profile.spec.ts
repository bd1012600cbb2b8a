import type { Page } from '@playwright/test';
import { DISPLAY_NAME_MESSAGES } from '../../contracts/display-name';
import { expect, test } from './fixtures';
import { signInAs } from './support/api-session';

// The server's refusals of a display name are 400 answers the form shows.
test.use({ expectedFailures: [{ status: 400, path: /^\/core\/v1\/me\/(validate-display-name\/)?$/ }] });

const nameField = (page: Page) => page.getByRole('main').getByRole('textbox', { name: 'Display name' });

test('a signed-out visitor is sent to sign in and back', async ({ page }) => {
  await page.goto('/settings/profile');
  await expect(page).toHaveURL('/login?redirect=/settings/profile');
});

test('the display name is checked by the server as it is typed, then saved', async ({ page }) => {
  await signInAs(page, { email: 'gia.profile@example.com', name: 'Gia Profile' }, { channel: true });
  await page.getByRole('button', { name: 'Account menu of Gia Profile' }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(nameField(page)).toHaveValue('Gia Profile');

  const save = page.getByRole('button', { name: 'Save' });
  const cases: [string, string][] = [
    ['G', DISPLAY_NAME_MESSAGES.TOO_SHORT],
    ['G'.repeat(33), DISPLAY_NAME_MESSAGES.TOO_LONG],
    ['Gia <b>', DISPLAY_NAME_MESSAGES.INVALID_CHARACTERS],
    ['Star-Lit', DISPLAY_NAME_MESSAGES.RESERVED],
  ];
  for (const [name, message] of cases) {
    await nameField(page).fill(name);
    await expect(page.getByText(message)).toBeVisible();
    await expect(nameField(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(save).toBeDisabled();
  }

  await nameField(page).fill('Gia Renamed');
  await expect(nameField(page)).toHaveAttribute('aria-invalid', 'false');
  await save.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your display name is saved.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu of Gia Renamed' })).toBeVisible();
  await page.reload();
  await expect(nameField(page)).toHaveValue('Gia Renamed');
});

test('a name the server refuses on save shows its message', async ({ page }) => {
  await signInAs(page, { email: 'hal.profile@example.com', name: 'Hal Profile' }, { path: '/settings/profile', channel: true });
  await expect(nameField(page)).toHaveValue('Hal Profile');
  // Saved before the check as-you-type has answered: the save's own refusal is what shows.
  await nameField(page).fill('admin');
  await nameField(page).press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: DISPLAY_NAME_MESSAGES.RESERVED })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu of Hal Profile' })).toBeVisible();
});

test('sign-in methods: link another, then unlink one, never the last', async ({ page }) => {
  await signInAs(page, { email: 'ivy.profile@example.com', name: 'Ivy Profile' }, { path: '/settings/profile', channel: true });
  const methods = page.getByRole('list', { name: 'Sign-in methods' });
  await expect(methods.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Unlink Google' })).toBeDisabled();
  await expect(page.getByText('Your only sign-in method cannot be removed.')).toBeVisible();

  await page.getByRole('button', { name: 'Link Facebook' }).click();
  const chooser = page.getByRole('dialog', { name: 'Sign in with Facebook (sandbox)' });
  await chooser.getByLabel('Email').fill('ivy.facebook@example.com');
  await chooser.getByLabel('Display name').fill('Ivy Facebook');
  await chooser.getByRole('button', { name: 'Sign in with this account' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Facebook is linked.' })).toBeVisible();
  await expect(methods.getByRole('listitem')).toHaveCount(2);

  await page.getByRole('button', { name: 'Unlink Google' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Google is unlinked.' })).toBeVisible();
  await expect(methods.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Unlink Facebook' })).toBeDisabled();
});
