import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import type { ExpectedFailure } from '../fixtures';

const API = 'http://127.0.0.1:4000';

/** A person no earlier test has used. */
export function newPerson(name: string) {
  return { email: `${name.toLowerCase()}-${randomUUID().slice(0, 8)}@e2e.test`, name };
}

/** Stripe's test cards and the sandbox's own processing card (server/src/sandbox/stripe/cards.ts). */
export const CARDS = {
  visa: '4242 4242 4242 4242',
  mastercard: '5555 5555 5555 4444',
  declined: '4000 0000 0000 0002',
  threeDSecure: '4000 0000 0000 3220',
  processing: '4000 0000 0000 7775',
} as const;

/** The answers the flows give on purpose (spec §4, DESIGN.md §4). */
export const PAYMENT_FAILURES = {
  cardCallbackRefused: { status: 402, path: /^\/paymee\/payment\/v3\/stripe\/callback\/$/ },
  cardCallbackPending: { status: 409, path: /^\/paymee\/payment\/v3\/stripe\/callback\/$/ },
  gatewayCallbackRefused: { status: 402, path: /^\/paymee\/payment\/v3\/redirect-callback\/$/ },
  gatewayCallbackPending: { status: 409, path: /^\/paymee\/payment\/v3\/redirect-callback\/$/ },
  checkoutRefused: { status: 402, path: /^\/paymee\/checkout\/v3\/checkout\/$/ },
} satisfies Record<string, ExpectedFailure>;

/**
 * `test.use({ expectedFailures: expecting(a, b) })`: Playwright reads an array whose second item is
 * an object as a fixture tuple `[value, options]`, so a list of two or more needs the tuple form.
 */
export function expecting(...failures: ExpectedFailure[]): [ExpectedFailure[], { scope: 'test' }] {
  return [failures, { scope: 'test' }];
}

/** An operator adjustment of the sandbox (`POST /sandbox/wallet/adjust`). */
export async function adjustWallet(userId: string, currency: 'STAR' | 'TVS', amount: number) {
  const answer = await fetch(`${API}/sandbox/wallet/adjust`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ user_id: userId, currency, amount, reason: 'e2e top-up' }),
  });
  expect(answer.status, await answer.clone().text()).toBe(200);
}

/** The header's STAR balance link. */
export const headerBalance = (page: Page) => page.getByRole('link', { name: /^STAR balance: / });

/** Types a card into the Payment Element inside the open dialog. */
export async function fillCard(page: Page, number: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Card number').fill(number);
  await dialog.getByLabel('Expiration date', { exact: true }).fill('12 / 34');
  await dialog.getByLabel('Security code').fill('123');
}

/** On /get-star: picks a country's method and opens the card step or pays (first package). */
export async function choose(page: Page, { country, method }: { country?: string; method: string | RegExp }) {
  if (country) {
    await page.getByRole('combobox', { name: 'Country' }).click();
    await page.getByRole('option', { name: country }).click();
  }
  await page.getByRole('radio', { name: method }).check();
}

/** Pays the first package with a new card from /get-star. */
export async function payWithNewCard(page: Page, number: string) {
  await choose(page, { method: 'Card' });
  await expect(page.getByText('You receive')).toBeVisible();
  await page.getByRole('button', { name: /^Pay / }).click();
  const dialog = page.getByRole('dialog', { name: 'Pay by card' });
  await dialog.getByRole('radio', { name: 'A new card' }).check();
  await fillCard(page, number);
  await dialog.getByRole('button', { name: /^Pay / }).click();
}
