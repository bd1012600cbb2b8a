import { ledgerTransfers, orders } from '@/server/src/db/schema';
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import type { TestApp } from '../helpers/test-app';
import {
  adjust,
  balances,
  checkout,
  createWalletApp,
  deliverWebhooks,
  expectLedgerClean,
  get,
  newUser,
  payInBrowser,
  post,
  STRIPE_CALLBACK,
  WEBHOOK,
} from './helpers';

// PGlite answers one query at a time, so only the PostgreSQL run (DATABASE_URL) shows the races;
// on PGlite the same assertions hold with the requests in turn.
describe(`exactly once under concurrency on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createWalletApp();
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  it('credits one successful payment exactly once under 100 concurrent callbacks, webhooks and polls', async () => {
    const { app, config } = testApp;
    const user = await newUser(app, 'hundred');
    const { client_secret: clientSecret, order } = (
      await checkout(app, user, { package_id: 'stars_1000', method: 'card', country: 'US' })
    ).json().data;
    await payInBrowser(app, clientSecret, '4242424242424242');
    const intentId = clientSecret.split('_secret_')[0];
    const webhook = (index: number) => {
      const payload = JSON.stringify({
        id: `evt_race_${index % 7}`,
        object: 'event',
        type: 'payment_intent.succeeded',
        data: { object: { id: intentId, object: 'payment_intent', metadata: { order_id: order.id } } },
      });
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: config.payments.stripe.webhookSecret! });
      return app.inject({
        method: 'POST',
        url: WEBHOOK,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload,
      });
    };
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, index) => {
        if (index % 3 === 0) return webhook(index);
        if (index % 3 === 1) return post(app, STRIPE_CALLBACK, { clientSecret }, { bearer: user.bearer });
        return get(app, `/paymee/checkout/v3/checkout/${order.id}/`, { bearer: user.bearer });
      }),
    );
    expect(answers.map((answer) => answer.statusCode).every((status) => status === 200)).toBe(true);
    await deliverWebhooks(app);
    const credits = await testApp.database.db
      .select()
      .from(ledgerTransfers)
      .where(and(eq(ledgerTransfers.orderId, order.id), eq(ledgerTransfers.kind, 'purchase')));
    expect(credits).toHaveLength(1);
    expect(credits[0]?.externalRef).toBe(`stripe:${intentId}`);
    expect(await balances(app, user)).toEqual({ STAR: 1080, TVS: 0 });
    await expectLedgerClean(testApp);
  });

  it('never overdraws a wallet under concurrent TVS conversions: the losers get 402 and move nothing', async () => {
    const { app } = testApp;
    const user = await newUser(app, 'overdraw');
    await adjust(app, user, 'TVS', 2500);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => checkout(app, user, { package_id: 'stars_100', method: 'tvs', country: 'US' })),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([...Array(2).fill(200), ...Array(10).fill(402)]);
    expect(await balances(app, user)).toEqual({ STAR: 200, TVS: 500 });
    expect(await testApp.database.db.select().from(orders).where(eq(orders.userId, user.userId))).toHaveLength(2);
    await expectLedgerClean(testApp);
  });

  it('answers one order to the same Idempotency-Key sent twenty times at once', async () => {
    const { app } = testApp;
    const user = await newUser(app, 'same-key');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => checkout(app, user, { package_id: 'stars_500', method: 'card', country: 'TH' }, 'one-key-at-once')),
    );
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    const ids = new Set(answers.map((answer) => answer.json().data.order.id));
    const secrets = new Set(answers.map((answer) => answer.json().data.client_secret));
    expect([ids.size, secrets.size]).toEqual([1, 1]);
    expect(await testApp.database.db.select().from(orders).where(eq(orders.userId, user.userId))).toHaveLength(1);
  });
});
