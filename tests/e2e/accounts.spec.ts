import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInAs } from './support/api-session';

const ANN = { email: 'ann.accounts@example.com', name: 'Ann Accounts' };
const BEN = { email: 'ben.accounts@example.com', name: 'Ben Accounts' };

const menuButton = (page: Page, name: string) => page.getByRole('button', { name: `Account menu of ${name}` });

async function openMenu(page: Page, name: string) {
  await menuButton(page, name).click();
  return page.getByRole('menu');
}

async function switchTo(page: Page, from: string, to: string) {
  const menu = await openMenu(page, from);
  await menu.getByRole('menuitem').filter({ hasText: to }).click();
  await expect(menuButton(page, to)).toBeVisible();
}

const storedAccountIds = (page: Page) =>
  page.evaluate(() => Object.keys((JSON.parse(localStorage.getItem('user_logged_list') ?? '{"value":{}}') as { value: object }).value));

test('two accounts: switched both ways, both kept after a reload, one signed out while the other stays', async ({ page }) => {
  const ann = await signInAs(page, ANN);
  await expect(menuButton(page, ANN.name)).toBeVisible();
  const ben = await signInAs(page, BEN);
  await expect(menuButton(page, BEN.name)).toBeVisible();

  const menu = await openMenu(page, BEN.name);
  await expect(menu.getByRole('menuitem').filter({ hasText: ANN.email })).toBeVisible();
  await expect(menu.getByRole('menuitem').filter({ hasText: BEN.email })).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('Escape');

  await switchTo(page, BEN.name, ANN.name);
  await switchTo(page, ANN.name, BEN.name);

  await page.reload();
  await expect(menuButton(page, BEN.name)).toBeVisible();
  // Ben has no channel yet: his home settles once the suggested address has arrived (signed out
  // before that, the suggestion's request would still be on its way with his revoked token).
  await expect(page.getByText(/^starlit\/@.+ is available$/)).toBeVisible();
  const afterReload = await openMenu(page, BEN.name);
  await expect(afterReload.getByRole('menuitem').filter({ hasText: ANN.email })).toBeVisible();
  await expect(afterReload.getByRole('menuitem').filter({ hasText: BEN.email })).toBeVisible();

  await afterReload.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(menuButton(page, ANN.name)).toBeVisible();
  expect(await storedAccountIds(page)).toEqual([ann.userId]);
  const remaining = await openMenu(page, ANN.name);
  await expect(remaining.getByRole('menuitem').filter({ hasText: BEN.email })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.reload();
  await expect(menuButton(page, ANN.name)).toBeVisible();
  expect(await storedAccountIds(page)).not.toContain(ben.userId);
});

test('switching on the profile page shows only the other account, nothing of the previous one', async ({ page }) => {
  await signInAs(page, { email: 'cara.accounts@example.com', name: 'Cara Accounts' }, { channel: true });
  await signInAs(page, { email: 'dan.accounts@example.com', name: 'Dan Accounts' }, { path: '/settings/profile', channel: true });
  const main = page.getByRole('main');
  await expect(main.getByRole('textbox', { name: 'Display name' })).toHaveValue('Dan Accounts');
  // Something typed for Dan must not survive the switch to Cara.
  await main.getByRole('textbox', { name: 'Display name' }).fill('Dan Draft');

  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await switchTo(page, 'Dan Accounts', 'Cara Accounts');
  await expect(main.getByRole('textbox', { name: 'Display name' })).toHaveValue('Cara Accounts');
  await expect(main.getByRole('list', { name: 'Sign-in methods' }).getByText('Google')).toBeVisible();
  await expect(main).not.toContainText('Dan');
  expect(requests).toContain('/core/v1/me/identities/');
  expect(requests).toContain('/core/v1/me/');
});
