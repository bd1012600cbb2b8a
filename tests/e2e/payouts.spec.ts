import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiAs, apiSignIn, signInAs } from './support/api-session';
import { expectAccessible } from './support/axe';
import { adjustWallet } from './support/wallet';

const API = 'http://127.0.0.1:4000';

function newPerson(name: string) {
  const tag = randomUUID().slice(0, 8);
  return { email: `${name.toLowerCase()}-${tag}@e2e.test`, name, slug: `${name.toLowerCase()}-${tag}` };
}

/** The stand-in's control page, as the bank answering the payout the page's receipt link names. */
async function bankAnswers(page: Page, payoutId: string, action: 'Mark paid' | 'Mark failed') {
  await page.goto(`${API}/sandbox/stripe/connect/payouts`);
  const row = page.locator(`li[data-reference="${payoutId}"]`);
  // The row is on the page or not: a bounded wait says so, instead of the test's whole timeout.
  await row.getByRole('button', { name: new RegExp(`^${action} `) }).click({ timeout: 10_000 });
  await expect(page.locator(`li[data-reference="${payoutId}"]`)).toHaveCount(0);
}

/** Webhooks arrive on the stand-in's timer: reload until the history shows the payout's new state. */
async function waitForState(page: Page, line: RegExp, state: string) {
  await expect(async () => {
    await page.goto('/wallet/payouts');
    const item = page.getByRole('list', { name: 'Payout history' }).getByRole('listitem').filter({ hasText: line });
    await expect(item).toContainText(state, { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
}

test.describe('payouts', () => {
  test('a creator paid in gifts waits out the hold, onboards with Stripe, is paid out, and a failed payout returns to the balance', async ({
    page,
  }) => {
    // Half of the usual 60 s goes to waiting: the 15 s hold period, then two webhook rounds of the
    // stand-in's timer. A pause of the shared stack (a background round, a checkpoint) left too
    // little margin for the rest; each wait below keeps its own bound.
    test.setTimeout(120_000);
    const creator = newPerson('Paola');
    await signInAs(page, creator, { channel: 'Paola Paints' });

    // A fan gifts 12,500 STAR: TVS 1,000.00 for the creator after the 20 % fee.
    const fan = newPerson('Fred');
    const fanSession = await apiSignIn(fan, randomUUID());
    await adjustWallet(fanSession.user.id, 'STAR', 12_500);
    const gift = await apiAs(fanSession.tokens).post(
      `/core/v3/channel/channels/${creator.slug}/gifts/`,
      { stars: 12_500, message: 'For your next canvas' },
      { 'Idempotency-Key': randomUUID() },
    );
    expect(gift.status, JSON.stringify(gift.body)).toBe(200);

    // The earnings are pending until the stack's short hold period (EARNINGS_HOLD_SECONDS) ends.
    await page.goto('/wallet/earnings');
    await expect(page.getByRole('heading', { name: /^Pending: TVS\s1,000\.00$/ })).toBeVisible();
    await expect(page.getByText(/^TVS\s1,000\.00 available on /)).toBeVisible();
    await expect(page.getByLabel(/^TVS balance: TVS\s0\.00$/)).toBeVisible();
    await expect(async () => {
      await page.reload();
      await expect(page.getByLabel(/^TVS balance: TVS\s1,000\.00$/)).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 45_000 });
    await expect(page.getByRole('heading', { name: /^Pending:/ })).toHaveCount(0);
    await expectAccessible(page, '/wallet/earnings with earnings available');
    await page.getByRole('link', { name: 'Pay out' }).click();
    await expect(page).toHaveURL(/\/wallet\/payouts$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Payouts' })).toBeVisible();
    await expect(page.getByText(/^TVS\s1,000\.00$/)).toBeVisible();
    await expect(page.getByText(/^Pays \$100\.00/)).toBeVisible();

    // Stripe's onboarding, leaving the bank account out: Stripe still needs it.
    await page.getByRole('combobox', { name: 'Country of your bank account' }).selectOption('US');
    await page.getByRole('button', { name: 'Set up payouts' }).click();
    await expect(page.getByRole('heading', { name: 'Set up payouts' })).toBeVisible();
    await page.getByLabel('Bank account number').fill('');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/wallet\/payouts\?onboarding=return$/);
    await expect(page.getByText('Details needed')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Stripe still needs:' })).toHaveText('Bank account');

    await page.getByRole('button', { name: 'Continue onboarding' }).click();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Enabled', { exact: true })).toBeVisible();
    await expectAccessible(page, '/wallet/payouts with an enabled account');

    // The first payout, by keyboard: half the balance.
    const amount = page.getByRole('textbox', { name: 'Amount in TVS' });
    await amount.focus();
    await page.keyboard.type('500');
    await expect(page.getByText('You receive $50.00')).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByText(/^Payout of TVS\s500\.00 \(\$50\.00\) requested/)).toBeVisible();
    await expect(page.getByText(/^TVS\s500\.00$/)).toBeVisible();
    const first = page.getByRole('list', { name: 'Payout history' }).getByRole('listitem').first();
    await expect(first).toContainText('On its way');
    const firstId = (await first.getByRole('link').getAttribute('href'))!.split('/').pop()!;

    await bankAnswers(page, firstId, 'Mark paid');
    await waitForState(page, /./, 'Paid');

    // The rest, which the bank refuses: the TVS come back.
    await page.getByRole('button', { name: 'All' }).click();
    await page.getByRole('button', { name: 'Pay out' }).click();
    await expect(page.getByText(/^Payout of TVS\s500\.00 \(\$50\.00\) requested/)).toBeVisible();
    const second = page.getByRole('list', { name: 'Payout history' }).getByRole('listitem').first();
    const secondId = (await second.getByRole('link').getAttribute('href'))!.split('/').pop()!;
    expect(secondId).not.toBe(firstId);
    await bankAnswers(page, secondId, 'Mark failed');
    await expect(async () => {
      await page.goto(`/wallet/payouts/${secondId}`);
      await expect(page.getByText('Failed, returned')).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 20_000 });
    await expect(page.getByText(/Reason: The bank account has been closed\.$/)).toBeVisible();
    await expectAccessible(page, 'the receipt of a failed payout');

    await page.getByRole('link', { name: 'All payouts' }).click();
    await expect(page.getByText(/^TVS\s500\.00$/)).toBeVisible();
    const history = page.getByRole('list', { name: 'Payout history' }).getByRole('listitem');
    await expect(history).toHaveCount(2);
    await expect(history.nth(0)).toContainText('Failed, returned');
    await expect(history.nth(1)).toContainText('Paid');
  });
});
