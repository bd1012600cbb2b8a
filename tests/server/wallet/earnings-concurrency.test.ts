import { gifts, ledgerEntries, ledgerTransfers } from '@/server/src/db/schema';
import { loopbackFetch } from '@/server/src/providers/loopback';
import { createStripeClient } from '@/server/src/providers/stripe';
import { and, eq, gt, sql } from 'drizzle-orm';
import { creatorWithChannel, earnings, pendingTvs, sendGift } from '../gifts/helpers';
import type { TestApp } from '../helpers/test-app';
import {
  adjust,
  balances,
  checkout,
  createWalletApp,
  deliverWebhooks,
  expectLedgerClean,
  get,
  payInBrowser,
  post,
  seededUser,
  STRIPE_CALLBACK,
} from './helpers';

// PGlite answers one query at a time, so only the PostgreSQL run (DATABASE_URL) shows the races.
describe(`gift earnings released and clawed back under concurrency on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createWalletApp();
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  it('releases each matured gift once while balance reads, earnings reads, conversions and a refund race', async () => {
    const { app, database, config } = testApp;
    const creator = await creatorWithChannel(testApp);
    const fan = await seededUser(testApp);
    await adjust(app, fan, 'STAR', 1_250);
    for (let index = 0; index < 10; index += 1) expect((await sendGift(app, fan, creator.slug, { stars: 125 })).statusCode).toBe(200);
    await database.db.update(gifts).set({ releasesAt: sql`${gifts.releasesAt} - interval '8 days'` });

    // A buyer whose gift to the same creator is still pending when the purchase is refunded.
    const buyer = await seededUser(testApp);
    const started = (await checkout(app, buyer, { package_id: 'stars_100', method: 'card', country: 'US' })).json().data;
    await payInBrowser(app, started.client_secret, '4242424242424242');
    await post(app, STRIPE_CALLBACK, { clientSecret: started.client_secret }, { bearer: buyer.bearer });
    await deliverWebhooks(app);
    await sendGift(app, buyer, creator.slug, { stars: 100 });
    const stripe = createStripeClient(config.payments.stripe, loopbackFetch(app, config.payments.publicApiUrl))!;
    await stripe.refunds.create({ payment_intent: started.client_secret.split('_secret_')[0] });

    const answers = await Promise.all([
      ...Array.from({ length: 20 }, () => get(app, '/billy/v5/billing/balance/', { bearer: creator.bearer })),
      ...Array.from({ length: 5 }, () => earnings(app, creator)),
      ...Array.from({ length: 3 }, () => checkout(app, creator, { package_id: 'stars_100', method: 'tvs', country: 'US' })),
      deliverWebhooks(app).then(() => ({ statusCode: 200 })),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(29).fill(200));

    // 10 gifts of 125 STAR pay 1,000 each; three conversions took 1,000 each; the refunded gift left nothing pending.
    expect(await balances(app, creator)).toEqual({ STAR: 300, TVS: 7_000 });
    expect(await pendingTvs(app, creator)).toBe(0);
    expect(await balances(app, buyer)).toEqual({ STAR: 0, TVS: 0 });
    const [released] = await database.db
      .select({ total: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)::bigint`.mapWith(Number) })
      .from(ledgerEntries)
      .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
      .where(and(eq(ledgerTransfers.kind, 'release'), gt(ledgerEntries.amount, 0)));
    expect(released!.total).toBe(10_000);
    await expectLedgerClean(testApp);
  });
});
