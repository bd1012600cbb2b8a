import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiAs, apiSignIn, signInAs, type ApiTokens } from './support/api-session';
import { expectAccessible, tabTo } from './support/axe';
import { adjustWallet, headerBalance } from './support/wallet';

const API = 'http://127.0.0.1:4000';

/** A person no earlier test has used, with an address for their channel. */
function newPerson(name: string) {
  const tag = randomUUID().slice(0, 8);
  return { email: `${name.toLowerCase()}-${tag}@e2e.test`, name, slug: `${name.toLowerCase()}-${tag}` };
}

async function createChannel(tokens: Pick<ApiTokens, 'access_token'>, slug: string, displayName: string) {
  const answer = await apiAs(tokens).post('/core/v3/channel/my-channel/', { slug, display_name: displayName });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
}

async function switchTo(page: Page, from: string, to: string) {
  await page.getByRole('button', { name: `Account menu of ${from}` }).click();
  await page.getByRole('menuitem').filter({ hasText: to }).click();
  await expect(page.getByRole('button', { name: `Account menu of ${to}` })).toBeVisible();
}

/** The sandbox's control of the renewal job: moves its clock and runs a round at the new time. */
async function sandbox(path: 'clock' | 'renew', body?: { days: number }) {
  const answer = await fetch(`${API}/sandbox/memberships/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });
  expect(answer.status, await answer.clone().text()).toBe(200);
  return ((await answer.json()) as { data: { charged: number } }).data;
}

async function addTier(page: Page, name: string, price: string, perks: string) {
  await page.getByRole('button', { name: 'Add a tier' }).click();
  const editor = page.getByRole('dialog', { name: 'New tier' });
  await editor.getByRole('textbox', { name: /^Name/ }).fill(name);
  await editor.getByRole('textbox', { name: /^Monthly price in stars/ }).fill(price);
  await editor.getByRole('textbox', { name: 'Perks' }).fill(perks);
  await editor.getByRole('button', { name: 'Create tier' }).click();
  await expect(editor).toBeHidden();
  await expect(page.getByRole('listitem', { name })).toContainText(`${price} STAR a month`);
}

test.describe('memberships', () => {
  test('a creator makes two tiers, a fan joins one, a month later it renews once, then the fan switches tier and cancels', async ({
    page,
  }) => {
    const creator = newPerson('Mara');
    await signInAs(page, creator, { channel: 'Mara Makes' });

    // The creator's channel settings, from the account menu.
    await page.goto('/');
    await page.getByRole('button', { name: `Account menu of ${creator.name}` }).click();
    await page.getByRole('menuitem', { name: 'Channel memberships' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Channel memberships' })).toBeVisible();
    await addTier(page, 'Bronze', '20', 'My thanks in every stream');
    await addTier(page, 'Silver', '40', 'A monthly behind-the-scenes video');
    await expect(page.getByRole('region', { name: 'Members' })).toContainText('No members yet.');

    // The fan, a second account on this device, with 100 STAR.
    const fan = newPerson('Finn');
    const fanSession = await signInAs(page, fan, { channel: true });
    await adjustWallet(fanSession.userId, 'STAR', 100);
    await page.goto(`/${creator.slug}`);
    const tiers = page.getByRole('region', { name: 'Memberships' });
    await expect(tiers.getByRole('listitem')).toHaveCount(2);
    await expect(tiers.getByRole('listitem').first()).toContainText('Bronze20 STAR a monthMy thanks in every stream');
    await tiers.getByRole('button', { name: 'Join Bronze' }).click();
    const join = page.getByRole('dialog', { name: "Join Bronze on Mara Makes's channel" });
    await expect(join).toContainText('You pay 20 STAR now from your star balance.');
    await expect(join).toContainText('renews every month on the same day and takes 20 STAR from your star balance each time');
    await expect(join).toContainText('To cancel, open My memberships in your wallet.');
    await expect(join.getByText('Your balance: 100 STAR')).toBeVisible();
    await join.getByRole('button', { name: 'Join for 20 STAR' }).click();
    await expect(page.getByText(/^You joined Bronze\. Next renewal: /)).toBeVisible();
    await expect(join).toBeHidden();
    await expect(headerBalance(page)).toHaveAccessibleName('STAR balance: 80 STAR');
    const supporters = page.getByRole('list', { name: 'Recent supporters' });
    await expect(supporters).toContainText('Finn, member · Bronze, paid 20 STAR');

    // A month later the renewal job charges the membership once, however often it runs.
    expect((await sandbox('clock', { days: 32 })).charged).toBeGreaterThanOrEqual(1);
    await sandbox('renew');
    await page.goto('/');
    await page.getByRole('button', { name: `Account menu of ${fan.name}` }).click();
    await page.getByRole('menuitem', { name: 'My memberships' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My memberships' })).toBeVisible();
    await expect(headerBalance(page)).toHaveAccessibleName('STAR balance: 60 STAR');
    const payments = page.getByRole('list', { name: 'Membership payments' });
    await expect(payments.getByRole('listitem')).toHaveCount(2);
    await expect(payments.getByRole('listitem').filter({ hasText: `Bronze on @${creator.slug}: renewal` })).toHaveCount(1);
    await expect(payments.getByRole('listitem').filter({ hasText: `Bronze on @${creator.slug}: first month` })).toHaveCount(1);

    // The fan moves to Silver from the next renewal, then cancels: a member until the period ends.
    const membership = page.getByRole('listitem', { name: 'Bronze · Mara Makes' });
    await expect(membership).toContainText('Active');
    await expect(membership).toContainText('Price: 20 STAR a month');
    await membership.getByRole('button', { name: 'Switch tier' }).click();
    const switching = page.getByRole('dialog', { name: 'Switch tier' });
    await switching.getByRole('radio', { name: 'Silver: 40 STAR a month' }).check();
    await switching.getByRole('button', { name: 'Switch at next renewal' }).click();
    await expect(switching).toBeHidden();
    await expect(membership).toContainText('Switching to Silver (40 STAR a month) at your next renewal');
    await expect(membership).toContainText(/Next renewal: .+, 40 STAR/);
    await membership.getByRole('button', { name: 'Cancel membership' }).click();
    const cancel = page.getByRole('dialog', { name: 'Cancel Bronze?' });
    await expect(cancel).toContainText('That month is not refunded, and no more stars are taken.');
    await cancel.getByRole('button', { name: 'Cancel membership' }).click();
    await expect(cancel).toBeHidden();
    await expect(membership).toContainText('Cancelled: not renewed');
    await expect(membership).toContainText(/You stay a member until .+\. Nothing more is taken\./);
    await expect(membership.getByRole('button', { name: 'Keep my membership' })).toBeVisible();
    await expect(headerBalance(page)).toHaveAccessibleName('STAR balance: 60 STAR');

    // The creator sees both payments in their earnings, and the member in the channel's settings.
    await switchTo(page, fan.name, creator.name);
    await page.goto('/wallet/earnings');
    const received = page.getByRole('list', { name: 'Gifts and memberships received' });
    await expect(received.getByRole('listitem').filter({ hasText: '20 STAR from Finn, membership Bronze' })).toHaveCount(2);
    await expect(page.getByText('Membership payments', { exact: true }).locator('..')).toContainText('2');
    await page.goto('/settings/channel');
    const members = page.getByRole('region', { name: 'Members' });
    await expect(members).toContainText('Finn · Bronze');
    await expect(members).toContainText('Cancelled: not renewed');
    await expect(members.getByRole('list', { name: 'Members per tier' })).toContainText('Bronze: 1 member,');
  });

  test('a fan joins and opens the cancel confirmation with the keyboard alone; the screens pass axe', async ({ page }) => {
    const creator = newPerson('Kira');
    const { tokens } = await apiSignIn(creator, randomUUID());
    await createChannel(tokens, creator.slug, 'Kira Knits');
    const tier = await apiAs(tokens).post(`/core/v3/channel/channels/${creator.slug}/tiers/`, {
      name: 'Bronze',
      price_stars: 20,
      perks: 'Patterns',
    });
    expect(tier.status, JSON.stringify(tier.body)).toBe(201);
    const fan = newPerson('Kai');
    const fanSession = await signInAs(page, fan, { channel: true });
    await adjustWallet(fanSession.userId, 'STAR', 30);

    await page.goto(`/${creator.slug}`);
    const join = page.getByRole('button', { name: 'Join Bronze' });
    await expect(join).toBeEnabled();
    await expectAccessible(page, 'the channel page with its tiers');
    await tabTo(page, join, 60);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: "Join Bronze on Kira Knits's channel" });
    await expect(dialog.getByText('Your balance: 30 STAR')).toBeVisible();
    await expectAccessible(page, 'the join dialog');
    await tabTo(page, dialog.getByRole('button', { name: 'Join for 20 STAR' }));
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(headerBalance(page)).toHaveAccessibleName('STAR balance: 10 STAR');

    await page.goto('/wallet/memberships');
    const cancel = page.getByRole('button', { name: 'Cancel membership' });
    await expect(cancel).toBeVisible();
    await expectAccessible(page, 'my memberships');
    await tabTo(page, cancel, 60);
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Cancel Bronze?' });
    await expect(confirm).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(cancel).toBeFocused();
  });
});
