import { gifts, ledgerAccounts } from '@/server/src/db/schema';
import { ledgerExposure } from '@/server/src/modules/wallet/verify';
import { loopbackFetch } from '@/server/src/providers/loopback';
import { createStripeClient } from '@/server/src/providers/stripe';
import { DISPUTED_CARD } from '@/server/src/sandbox/stripe/cards';
import { and, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { creatorWithChannel, pendingTvs, sendGift } from '../gifts/helpers';
import { sql } from 'drizzle-orm';
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
  type SignedInUser,
} from './helpers';

const DAY = 86_400;

describe(`refunds, disputes, debts and the earnings hold on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  let testApp: TestApp;
  let stripe: Stripe;

  beforeAll(async () => {
    testApp = await createWalletApp();
    const { payments } = testApp.config;
    stripe = createStripeClient(payments.stripe, loopbackFetch(testApp.app, payments.publicApiUrl))!;
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  /** Buys a US package by card and settles it through the callback; answers the PaymentIntent id. */
  async function buy(user: SignedInUser, packageId: string, card = '4242424242424242') {
    const { app } = testApp;
    const started = (await checkout(app, user, { package_id: packageId, method: 'card', country: 'US' })).json().data;
    await payInBrowser(app, started.client_secret, card);
    const settled = await post(app, STRIPE_CALLBACK, { clientSecret: started.client_secret }, { bearer: user.bearer });
    expect(settled.json().data.status).toBe('succeeded');
    return { intent: started.client_secret.split('_secret_')[0] as string, orderId: started.order.id as string };
  }

  async function orderStatus(user: SignedInUser, id: string) {
    return (await get(testApp.app, `/paymee/checkout/v3/checkout/${id}/`, { bearer: user.bearer })).json().data.status;
  }

  async function debtOf(user: SignedInUser) {
    const [row] = await testApp.database.db
      .select({ balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.owner, user.userId), eq(ledgerAccounts.code, 'debt')));
    return 0 - (row?.balance ?? 0);
  }

  /** The hold period passes for every gift so far (sign-ins would expire if the app's clock moved instead). */
  async function holdPasses() {
    await testApp.database.db.update(gifts).set({ releasesAt: sql`${gifts.releasesAt} - interval '8 days'` });
  }

  const convert = (user: SignedInUser) => checkout(testApp.app, user, { package_id: 'stars_100', method: 'tvs', country: 'US' });

  it('claws back the pending earnings of gifts a refunded purchase paid for: bought 11,500 STAR, gifted all, refunded', async () => {
    const { app } = testApp;
    const buyer = await seededUser(testApp);
    const creator = await creatorWithChannel(testApp);
    const { intent } = await buy(buyer, 'stars_10000');
    expect(await balances(app, buyer)).toEqual({ STAR: 11_500, TVS: 0 });
    expect((await sendGift(app, buyer, creator.slug, { stars: 11_500 })).statusCode).toBe(200);
    expect(await pendingTvs(app, creator)).toBe(92_000);

    await stripe.refunds.create({ payment_intent: intent });
    await deliverWebhooks(app);
    expect(await pendingTvs(app, creator)).toBe(0);
    expect(await balances(app, creator)).toEqual({ STAR: 0, TVS: 0 });
    expect(await balances(app, buyer)).toEqual({ STAR: 0, TVS: 0 });
    expect(await debtOf(buyer)).toBe(0);
    const [gift] = await testApp.database.db.select().from(gifts).where(eq(gifts.senderId, buyer.userId));
    expect(gift).toMatchObject({ stars: 11_500, reversedStars: 11_500, reversedNetTvs: 92_000 });
    // Even past the hold period, nothing reaches the creator's wallet.
    await holdPasses();
    expect(await balances(app, creator)).toEqual({ STAR: 0, TVS: 0 });
    await expectLedgerClean(testApp);
  });

  it('reverses the newest gifts first, part of one if fewer stars are missing, and only what the wallet lacks', async () => {
    const { app } = testApp;
    const buyer = await seededUser(testApp);
    const [older, newer] = [await creatorWithChannel(testApp), await creatorWithChannel(testApp)];
    await adjust(app, buyer, 'STAR', 50);
    const { intent } = await buy(buyer, 'stars_100');
    await sendGift(app, buyer, older.slug, { stars: 120 });
    await sendGift(app, buyer, newer.slug, { stars: 20 });
    expect(await balances(app, buyer)).toEqual({ STAR: 10, TVS: 0 });

    await stripe.refunds.create({ payment_intent: intent });
    await deliverWebhooks(app);
    // 100 STAR refunded: 10 from the wallet, 20 from the newest gift, 70 of the older one's 120.
    expect(await pendingTvs(app, newer)).toBe(0);
    expect(await pendingTvs(app, older)).toBe(400);
    expect(await balances(app, buyer)).toEqual({ STAR: 0, TVS: 0 });
    expect(await debtOf(buyer)).toBe(0);
    await expectLedgerClean(testApp);
  });

  it('records what it cannot take back as a debt that blocks gifts and conversions until a top-up pays it', async () => {
    const { app, database } = testApp;
    const buyer = await seededUser(testApp);
    const creator = await creatorWithChannel(testApp);
    const { intent } = await buy(buyer, 'stars_100');
    await sendGift(app, buyer, creator.slug, { stars: 70 });
    await holdPasses();
    // Released to the creator's wallet: past the hold, a refund no longer reaches it.
    expect(await balances(app, creator)).toEqual({ STAR: 0, TVS: 560 });

    await stripe.refunds.create({ payment_intent: intent });
    await deliverWebhooks(app);
    expect(await balances(app, buyer)).toEqual({ STAR: 0, TVS: 0 });
    expect(await debtOf(buyer)).toBe(70);
    expect(await balances(app, creator)).toEqual({ STAR: 0, TVS: 560 });
    expect(await ledgerExposure(database.db)).toMatchObject({ debts: [{ currency: 'STAR', accounts: 1, owed: 70 }], exposureTvs: 700 });

    await adjust(app, buyer, 'STAR', 5);
    await adjust(app, buyer, 'TVS', 5_000);
    const restricted = {
      code: 'ACCOUNT_RESTRICTED',
      message: 'A refunded or disputed payment left your account owing stars; top up to settle it before sending gifts or converting TVS.',
    };
    const gift = await sendGift(app, buyer, creator.slug, { stars: 5 });
    expect([gift.statusCode, gift.json()]).toEqual([403, restricted]);
    const conversion = await convert(buyer);
    expect([conversion.statusCode, conversion.json()]).toEqual([403, restricted]);
    expect(await balances(app, buyer)).toEqual({ STAR: 5, TVS: 5_000 });

    await buy(buyer, 'stars_100');
    // The new 100 STAR paid the 70 owed first.
    expect(await debtOf(buyer)).toBe(0);
    expect(await balances(app, buyer)).toEqual({ STAR: 35, TVS: 5_000 });
    expect((await sendGift(app, buyer, creator.slug, { stars: 5 })).statusCode).toBe(200);
    expect((await convert(buyer)).statusCode).toBe(200);
    expect((await ledgerExposure(database.db)).debts).toEqual([]);
    await expectLedgerClean(testApp);
  });

  it('keeps gift earnings pending for the hold period: shown with their release day, not convertible until then', async () => {
    const { app } = testApp;
    const fan = await seededUser(testApp);
    const creator = await creatorWithChannel(testApp);
    await adjust(app, fan, 'STAR', 1_250);
    await sendGift(app, fan, creator.slug, { stars: 1_250 });
    const earnings = (await get(app, '/core/v1/me/earnings/', { bearer: creator.bearer })).json();
    const [gift] = await testApp.database.db
      .select({ releasesAt: gifts.releasesAt })
      .from(gifts)
      .where(eq(gifts.creatorId, creator.userId));
    const releasesAt = gift!.releasesAt;
    expect(releasesAt.getTime() - Date.now()).toBeGreaterThan(7 * DAY * 1000 - 60_000);
    const releaseDay = releasesAt.toISOString().slice(0, 10);
    expect(earnings.pending).toEqual({
      total: { amount: 10_000, currency: 'TVS', exponent: 2 },
      hold_days: 7,
      releases: [{ date: releaseDay, amount: 10_000 }],
    });
    const early = await convert(creator);
    expect([early.statusCode, early.json().code]).toEqual([402, 'INSUFFICIENT_BALANCE']);

    await holdPasses();
    const converted = await convert(creator);
    expect(converted.statusCode).toBe(200);
    expect(await balances(app, creator)).toEqual({ STAR: 100, TVS: 9_000 });
    expect(await pendingTvs(app, creator)).toBe(0);
    await expectLedgerClean(testApp);
  });

  it('freezes a disputed purchase like a refund, and gives the stars back when the dispute is won', async () => {
    const { app } = testApp;
    const buyer = await seededUser(testApp);
    const creator = await creatorWithChannel(testApp);
    const { intent, orderId } = await buy(buyer, 'stars_100', DISPUTED_CARD);
    await sendGift(app, buyer, creator.slug, { stars: 40 });
    await deliverWebhooks(app);
    expect(await orderStatus(buyer, orderId)).toBe('disputed');
    expect(await balances(app, buyer)).toEqual({ STAR: 0, TVS: 0 });
    expect(await pendingTvs(app, creator)).toBe(0);
    expect(await debtOf(buyer)).toBe(0);

    const [dispute] = (await stripe.disputes.list({ payment_intent: intent })).data;
    await stripe.disputes.update(dispute!.id, { evidence: { uncategorized_text: 'winning_evidence' } });
    await deliverWebhooks(app);
    expect(await orderStatus(buyer, orderId)).toBe('succeeded');
    // The gift stays reversed; the buyer has its stars back to send again.
    expect(await balances(app, buyer)).toEqual({ STAR: 100, TVS: 0 });
    expect(await pendingTvs(app, creator)).toBe(0);
    await expectLedgerClean(testApp);
  });

  it('leaves a lost dispute refunded, and its debt owed', async () => {
    const { app } = testApp;
    const buyer = await seededUser(testApp);
    const creator = await creatorWithChannel(testApp);
    const { intent, orderId } = await buy(buyer, 'stars_100', DISPUTED_CARD);
    await sendGift(app, buyer, creator.slug, { stars: 100 });
    await holdPasses();
    expect(await balances(app, creator)).toEqual({ STAR: 0, TVS: 800 });
    await deliverWebhooks(app);
    expect(await debtOf(buyer)).toBe(100);

    const [dispute] = (await stripe.disputes.list({ payment_intent: intent })).data;
    await stripe.disputes.update(dispute!.id, { evidence: { uncategorized_text: 'losing_evidence' } });
    await deliverWebhooks(app);
    expect(await orderStatus(buyer, orderId)).toBe('refunded');
    expect(await debtOf(buyer)).toBe(100);
    const history = (await get(app, `/paymee/checkout/v3/checkout/${orderId}/`, { bearer: buyer.bearer })).json().data.status_history;
    expect(history.map((change: { status: string; message: string | null }) => [change.status, change.message])).toEqual([
      ['pending', null],
      ['succeeded', null],
      ['disputed', '100 STAR could not be taken back: owed by the buyer.'],
      ['refunded', 'The dispute was lost.'],
    ]);
    await expectLedgerClean(testApp);
  });
});
