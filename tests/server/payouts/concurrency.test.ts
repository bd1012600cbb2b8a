import { payouts, sandboxDeliveries } from '@/server/src/db/schema';
import { and, eq, like } from 'drizzle-orm';
import Stripe from 'stripe';
import type { TestApp } from '../helpers/test-app';
import { balances, createWalletApp, expectLedgerClean } from '../wallet/helpers';
import { CONNECT_WEBHOOK, readyCreator, requestPayout } from './helpers';

// PGlite answers one query at a time, so only the PostgreSQL run (DATABASE_URL) shows the races.
describe(`payouts under concurrency on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createWalletApp();
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  const payoutsOf = (userId: string) => testApp.database.db.select().from(payouts).where(eq(payouts.userId, userId));

  it('makes one payout of 20 concurrent requests that only one can cover; 19 are 402 INSUFFICIENT_BALANCE', async () => {
    const creator = await readyCreator(testApp, 10_000);
    const answers = await Promise.all(Array.from({ length: 20 }, () => requestPayout(testApp.app, creator, 10_000)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array(19).fill(402)]);
    expect(answers.filter((answer) => answer.statusCode === 402).every((answer) => answer.json().code === 'INSUFFICIENT_BALANCE')).toBe(
      true,
    );
    expect(await payoutsOf(creator.userId)).toHaveLength(1);
    expect(await balances(testApp.app, creator)).toEqual({ STAR: 0, TVS: 0 });
    await expectLedgerClean(testApp);
  });

  it('makes one payout of one Idempotency-Key sent twenty times at once', async () => {
    const creator = await readyCreator(testApp, 30_000);
    const answers = await Promise.all(Array.from({ length: 20 }, () => requestPayout(testApp.app, creator, 10_000, 'one-payout-at-once')));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((answer) => answer.json().data.id)).size).toBe(1);
    const [row] = await payoutsOf(creator.userId);
    expect(row).toMatchObject({ status: 'in_transit' });
    expect(await payoutsOf(creator.userId)).toHaveLength(1);
    expect(await balances(testApp.app, creator)).toEqual({ STAR: 0, TVS: 20_000 });
    await expectLedgerClean(testApp);
  });

  it('moves the money of a payout.failed event once when Stripe delivers it 10 times at once', async () => {
    const { app, database, config } = testApp;
    const creator = await readyCreator(testApp, 10_000);
    const payout = (await requestPayout(app, creator, 10_000)).json().data;
    const [row] = await payoutsOf(creator.userId);
    const marked = await app.inject({
      method: 'POST',
      url: `/sandbox/stripe/connect/payouts/${row!.stripePayoutId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=failed',
    });
    expect(marked.statusCode).toBe(200);
    const [delivery] = await database.db
      .select()
      .from(sandboxDeliveries)
      .where(
        and(
          eq(sandboxDeliveries.url, CONNECT_WEBHOOK),
          like(sandboxDeliveries.body, '%"payout.failed"%'),
          like(sandboxDeliveries.body, `%${payout.id}%`),
        ),
      );
    const event = JSON.parse(delivery!.body);
    expect(event).toMatchObject({ type: 'payout.failed', account: expect.stringMatching(/^acct_/) });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        app.inject({
          method: 'POST',
          url: CONNECT_WEBHOOK,
          headers: {
            'content-type': 'application/json',
            'stripe-signature': Stripe.webhooks.generateTestHeaderString({
              payload: delivery!.body,
              secret: config.payouts.connectWebhookSecret!,
            }),
          },
          payload: delivery!.body,
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    expect(await balances(app, creator)).toEqual({ STAR: 0, TVS: 10_000 });
    expect((await payoutsOf(creator.userId))[0]).toMatchObject({ status: 'failed' });
    await expectLedgerClean(testApp);
  });
});
