import { randomUUID } from 'node:crypto';
import { expect } from '@playwright/test';
import { apiAs, apiSignIn } from './api-session';
import type { LongNamePerson } from './routes';
import { adjustWallet } from './wallet';

/**
 * A creator with one payout, whose receipt the reflow check opens: paid in a gift, onboarded on
 * the Stripe stand-in's page, paid out once (left "On its way": nobody answers for the bank).
 * Another person than the member, whose payouts page must stay at its widest state (no account).
 */
export const PAYEE: LongNamePerson = {
  email: 'reflow.payee@e2e.test',
  name: 'Anastasia Konstantinopoulouvich',
  slug: 'reflow-payee-channel-check',
  channelName: 'Antidisestablishmentarianismuses',
};

const FAN = { email: 'reflow.payee-fan@e2e.test', name: 'Payee Fan' };
/** STAR 12,500 make TVS 1,000.00 after the fee; the payout takes half. */
const GIFT_STARS = 12_500;
const PAYOUT_TVS_MINOR = 50_000;

let payoutPath: string | undefined;

/** `/wallet/payouts/<id>` of the payee's payout, made once per stack (found again on a rerun). */
export async function payeePayoutPath(): Promise<string> {
  payoutPath ??= `/wallet/payouts/${await ensurePayout()}`;
  return payoutPath;
}

async function ensurePayout(): Promise<string> {
  const { tokens } = await apiSignIn(PAYEE, randomUUID());
  const api = apiAs(tokens);
  const earlier = await api.get<{ data: { id: string }[] }>('/paymee/payout/v1/payouts/');
  if (earlier.status === 200 && earlier.body.data[0]) return earlier.body.data[0].id;

  if ((await api.get('/core/v3/channel/my-channel/')).status !== 200) {
    const created = await api.post('/core/v3/channel/my-channel/', { slug: PAYEE.slug, display_name: PAYEE.channelName });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
  }
  const fan = await apiSignIn(FAN, randomUUID());
  await adjustWallet(fan.user.id, 'STAR', GIFT_STARS);
  const gift = await apiAs(fan.tokens).post(
    `/core/v3/channel/channels/${PAYEE.slug}/gifts/`,
    { stars: GIFT_STARS, message: 'For the payout receipt' },
    { 'Idempotency-Key': 'reflow-payee-gift' },
  );
  expect(gift.status, JSON.stringify(gift.body)).toBe(200);

  expect((await api.post('/paymee/payout/v1/account/', { country: 'US' })).status).toBe(201);
  const link = await api.post<{ data: { url: string } }>('/paymee/payout/v1/account/onboarding-link/', { language: 'en' });
  expect(link.status, JSON.stringify(link.body)).toBe(200);
  // The stand-in's onboarding form submitted as a person would, with the details it comes filled with.
  const onboarding = await (await fetch(link.body.data.url)).text();
  const form = new URLSearchParams(
    [...onboarding.matchAll(/<input [^>]*name="(\w+)"[^>]*value="([^"]*)"/g)].map(([, name, value]) => [name!, value!]),
  );
  form.set('outcome', 'verified');
  const submitted = await fetch(link.body.data.url, { method: 'POST', body: form, redirect: 'manual' });
  expect(submitted.status).toBe(303);

  // Enabled once the stand-in's webhook arrives; available once the hold has ended. Asked of the
  // summary: payout requests count against the per-user limit, refused ones too.
  await expect
    .poll(
      async () => {
        const summary = await api.get<{ data: { account: { state: string } | null; available: { amount: number } } }>(
          '/paymee/payout/v1/summary/',
        );
        return (
          summary.status === 200 && summary.body.data.account?.state === 'enabled' && summary.body.data.available.amount >= PAYOUT_TVS_MINOR
        );
      },
      { message: 'the payee can pay out', timeout: 60_000, intervals: [1000] },
    )
    .toBe(true);
  const asked = await api.post<{ data: { id: string } }>(
    '/paymee/payout/v1/payouts/',
    { amount: PAYOUT_TVS_MINOR },
    { 'Idempotency-Key': 'reflow-payee-payout' },
  );
  expect(asked.status, JSON.stringify(asked.body)).toBe(200);
  return asked.body.data.id;
}
