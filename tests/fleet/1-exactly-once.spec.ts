import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { API_INSTANCES, BALANCER, call, ledgerVerify, type Answer, type Json } from './support/fleet';
import { balances, newAccount, newChannel, topUp, type Account } from './support/people';

// The sandbox's published test values (server/src/providers/payments-config.ts).
const STRIPE_PK = 'pk_test_sandbox_starlit_0000000000000000';
const WEBHOOK_SECRET = 'whsec_sandbox_starlit_0000000000000000';
const ROUNDS = 20;
const GIFT_STARS = 40;

/** The same request sent at the same moment to each API instance directly. */
const toBoth = (path: string, options: Parameters<typeof call>[2]) => Promise.all(API_INSTANCES.map((base) => call(base, path, options)));

/**
 * Both answers are the one result (200 with the same id), or one of them is 409
 * IDEMPOTENCY_IN_PROGRESS while the other did the work; the id of the work done.
 */
function oneResult(answers: Answer[], id: (body: Json) => string): string {
  const done = answers.filter((answer) => answer.status === 200);
  const waiting = answers.filter((answer) => answer.status !== 200);
  expect(done.length, JSON.stringify(answers.map((answer) => [answer.status, answer.body]))).toBeGreaterThanOrEqual(1);
  for (const answer of waiting) expect([answer.status, answer.body.code]).toEqual([409, 'IDEMPOTENCY_IN_PROGRESS']);
  expect(new Set(done.map((answer) => id(answer.body))).size).toBe(1);
  return id(done[0]!.body);
}

/** What Stripe.js does in the browser against the stand-in: a PaymentMethod, then confirm. */
async function payByCard(clientSecret: string) {
  const form = async (path: string, fields: Record<string, string>) => {
    const answer = await fetch(`${BALANCER.api}/sandbox/stripe/v1/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:3000' },
      body: new URLSearchParams({ key: STRIPE_PK, ...fields }),
    });
    expect(answer.status, path).toBe(200);
    return (await answer.json()) as { id: string; status: string };
  };
  const method = await form('payment_methods', {
    type: 'card',
    'card[number]': '4242424242424242',
    'card[exp_month]': '12',
    'card[exp_year]': '2040',
    'card[cvc]': '123',
  });
  const intentId = clientSecret.split('_secret_')[0]!;
  const confirmed = await form(`payment_intents/${intentId}/confirm`, {
    client_secret: clientSecret,
    payment_method: method.id,
    return_url: 'http://localhost:3000/get-star',
  });
  expect(confirmed.status).toBe('succeeded');
  return intentId;
}

test.describe('issue 28, test 1: exactly once across API instances', () => {
  let fan: Account;
  let creator: Account;
  let converter: Account;
  let payer: Account;
  let slug: string;

  test.beforeAll(async () => {
    [fan, creator, converter, payer] = await Promise.all([
      newAccount('Fan'),
      newAccount('Creator'),
      newAccount('Converter'),
      newAccount('Payer'),
    ]);
    slug = await newChannel(creator, 'Fleet Creator');
    await topUp(fan, 'STAR', ROUNDS * GIFT_STARS);
    await topUp(converter, 'TVS', 1_000_000);
  });

  test(`one gift, one order and one credit per round when both instances get them at once (${ROUNDS} rounds)`, async () => {
    const start = { fan: await balances(fan), converter: await balances(converter), payer: await balances(payer) };
    let conversionPrice: number | undefined;
    const gifts = new Set<string>();
    const orders = new Set<string>();
    for (let round = 1; round <= ROUNDS; round += 1) {
      // The gift: one Idempotency-Key, both instances.
      const giftKey = `fleet-gift-${randomUUID()}`;
      const giftAnswers = await toBoth(`/core/v3/channel/channels/${slug}/gifts/`, {
        method: 'POST',
        bearer: fan.bearer,
        headers: { 'idempotency-key': giftKey },
        body: { stars: GIFT_STARS, message: `round ${round}` },
      });
      gifts.add(oneResult(giftAnswers, (body) => body.data.id));
      expect((await balances(fan)).STAR).toBe(start.fan.STAR! - round * GIFT_STARS);

      // The TVS checkout: one Idempotency-Key, both instances.
      const before = await balances(converter);
      const orderKey = `fleet-tvs-${randomUUID()}`;
      const orderAnswers = await toBoth('/paymee/checkout/v3/checkout/', {
        method: 'POST',
        bearer: converter.bearer,
        headers: { 'idempotency-key': orderKey },
        body: { package_id: 'stars_100', method: 'tvs', country: 'US' },
      });
      orders.add(oneResult(orderAnswers, (body) => body.data.order.id));
      const after = await balances(converter);
      expect(after.STAR! - before.STAR!).toBe(100);
      conversionPrice ??= before.TVS! - after.TVS!;
      expect(before.TVS! - after.TVS!).toBe(conversionPrice);

      // The Stripe event: a card order paid in the "browser", then one event sent to both instances.
      const checkout = await call(BALANCER.api, '/paymee/checkout/v3/checkout/', {
        method: 'POST',
        bearer: payer.bearer,
        headers: { 'idempotency-key': `fleet-card-${randomUUID()}` },
        body: { package_id: 'stars_100', method: 'card', country: 'US' },
      });
      expect(checkout.status, JSON.stringify(checkout.body)).toBe(200);
      const { client_secret: clientSecret, order } = checkout.body.data;
      const intentId = await payByCard(clientSecret);
      const payload = JSON.stringify({
        id: `evt_fleet_${randomUUID().replaceAll('-', '')}`,
        object: 'event',
        type: 'payment_intent.succeeded',
        data: { object: { id: intentId, object: 'payment_intent', metadata: { order_id: order.id } } },
      });
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
      const webhooks = await Promise.all(
        API_INSTANCES.map((base) =>
          fetch(`${base}/paymee/payment/v3/stripe/webhook/`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'stripe-signature': signature },
            body: payload,
          }),
        ),
      );
      expect(webhooks.map((answer) => answer.status)).toEqual([200, 200]);
      // The credit lands once (the stand-in's own webhook delivery races these two as well).
      await expect.poll(async () => (await balances(payer)).STAR).toBe(start.payer.STAR! + round * 100);
    }
    expect([gifts.size, orders.size]).toEqual([ROUNDS, ROUNDS]);
    const listed = await call(BALANCER.api, `/core/v3/channel/channels/${slug}/gifts/?page_size=50`);
    expect(listed.body.data).toHaveLength(ROUNDS);
    // Nothing arrived late: still one credit per paid order, one conversion per key.
    expect((await balances(payer)).STAR).toBe(start.payer.STAR! + ROUNDS * 100);
    expect((await balances(converter)).STAR).toBe(start.converter.STAR! + ROUNDS * 100);
    const verified = await ledgerVerify();
    expect(verified.code, verified.output).toBe(0);
  });
});
