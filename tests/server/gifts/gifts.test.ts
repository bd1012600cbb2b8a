import { gifts, ledgerAccounts, ledgerEntries } from '@/server/src/db/schema';
import { and, eq, sql } from 'drizzle-orm';
import { post } from '../helpers/auth';
import { signedUrl, type TestApp } from '../helpers/test-app';
import { adjust, balances, createWalletApp, expectLedgerClean, seededUser } from '../wallet/helpers';
import { creatorWithChannel, earnings, giftsPath, listGifts, pendingTvs, sendGift } from './helpers';

describe(`gifts on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createWalletApp();
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  const giftCount = async () => (await testApp.database.db.select({ n: sql<number>`count(*)::int` }).from(gifts))[0]!.n;

  it('answers the configured rate, fee, limits and presets to anyone', async () => {
    const answer = await testApp.app.inject({ method: 'GET', url: '/core/v3/channel/gift-config/' });
    expect(answer.statusCode).toBe(401);
    const signed = await testApp.app.inject({ method: 'GET', url: signedUrl('/core/v3/channel/gift-config/') });
    expect(signed.json()).toEqual({
      data: { tvs_per_star: 10, fee_bps: 2000, min_stars: 1, max_stars: 100_000, message_max: 140, presets: [10, 50, 100, 500, 1000] },
    });
  });

  it("moves the fan's stars to the platform and the value minus the fee to the creator's pending TVS, in one transfer", async () => {
    const { app, database } = testApp;
    const creator = await creatorWithChannel(testApp);
    const fan = await seededUser(testApp);
    await adjust(app, fan, 'STAR', 100);
    const answer = await sendGift(app, fan, creator.slug.toUpperCase(), { stars: 55, message: '  Love your streams!  ' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toEqual({
      id: expect.any(String),
      stars: 55,
      message: 'Love your streams!',
      sender: { display_name: 'Seeded', avatar_url: null },
      membership: null,
      created_at: expect.any(String),
      channel_slug: creator.slug,
      anonymous: false,
      star_balance: 45,
    });
    expect(await balances(app, fan)).toEqual({ STAR: 45, TVS: 0 });
    // 55 STAR × 10 = 5.50 TVS, of which 20 % (1.10 TVS) is the platform's fee; the rest waits out the hold period.
    expect(await balances(app, creator)).toEqual({ STAR: 0, TVS: 0 });
    expect(await pendingTvs(app, creator)).toBe(440);
    // Platform balances are the sums of their entries (only user wallets cache one).
    const [revenue] = await database.db
      .select({ balance: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerEntries.accountId, ledgerAccounts.id))
      .where(and(eq(ledgerAccounts.owner, 'platform'), eq(ledgerAccounts.code, 'revenue'), eq(ledgerAccounts.currency, 'TVS')));
    expect(Number(revenue!.balance)).toBeGreaterThanOrEqual(110);
    await expectLedgerClean(testApp);

    await sendGift(app, fan, creator.slug, { stars: 10, anonymous: true });
    const page = await listGifts(app, creator.slug, { page: '1', page_size: '1' });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toEqual({
      data: [{ id: expect.any(String), stars: 10, message: null, sender: null, membership: null, created_at: expect.any(String) }],
      meta: { page: 1, page_size: 1, total: 2 },
    });
    const second = await listGifts(app, creator.slug, { page: '2', page_size: '1' });
    expect(second.json().data[0]).toMatchObject({ stars: 55, message: 'Love your streams!', sender: { display_name: 'Seeded' } });
    expect((await listGifts(app, 'nobody-here')).json()).toMatchObject({ code: 'CHANNEL_NOT_FOUND' });
  });

  it('refuses bad input with a 400 envelope and writes nothing', async () => {
    const { app } = testApp;
    const creator = await creatorWithChannel(testApp);
    const fan = await seededUser(testApp);
    await adjust(app, fan, 'STAR', 1000);
    const before = await giftCount();
    const bad: [object, string][] = [
      [{ stars: 0 }, 'body.stars'],
      [{ stars: 1.5 }, 'body.stars'],
      [{ stars: '10' }, 'body.stars'],
      [{ stars: 100_001 }, 'body.stars'],
      [{ stars: 10, message: 'x'.repeat(141) }, 'body.message'],
      [{ stars: 10, message: 'line\nbreak' }, 'body.message'],
      [{ stars: 10, message: 'nul\u0000' }, 'body.message'],
      [{ stars: 10, anonymous: 'yes' }, 'body.anonymous'],
    ];
    for (const [body, path] of bad) {
      const answer = await sendGift(app, fan, creator.slug, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        details: expect.arrayContaining([expect.objectContaining({ path })]),
      });
    }
    const keyless = await post(app, giftsPath(creator.slug), { stars: 10 }, { bearer: fan.bearer });
    expect(keyless.statusCode).toBe(400);
    const guest = await post(app, giftsPath(creator.slug), { stars: 10 }, { headers: { 'idempotency-key': 'guest-key-0001' } });
    expect(guest.statusCode).toBe(401);
    expect(await giftCount()).toBe(before);
    expect(await balances(app, fan)).toEqual({ STAR: 1000, TVS: 0 });
  });

  it('answers 402 INSUFFICIENT_BALANCE, 404 for an unknown channel and 400 for your own, moving nothing', async () => {
    const { app } = testApp;
    const creator = await creatorWithChannel(testApp);
    const fan = await seededUser(testApp);
    await adjust(app, fan, 'STAR', 9);
    const before = await giftCount();
    const poor = await sendGift(app, fan, creator.slug, { stars: 10, message: 'all I have' });
    expect(poor.statusCode).toBe(402);
    expect(poor.json()).toEqual({ code: 'INSUFFICIENT_BALANCE', message: 'Your balance is not enough for this purchase.' });
    const unknown = await sendGift(app, fan, 'no-such-channel', { stars: 1 });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'CHANNEL_NOT_FOUND']);
    await adjust(app, creator, 'STAR', 50);
    const own = await sendGift(app, creator, creator.slug, { stars: 1 });
    expect([own.statusCode, own.json().code]).toEqual([400, 'GIFT_OWN_CHANNEL']);
    expect(await giftCount()).toBe(before);
    expect(await balances(app, fan)).toEqual({ STAR: 9, TVS: 0 });
    expect(await balances(app, creator)).toEqual({ STAR: 50, TVS: 0 });
    await expectLedgerClean(testApp);
  });

  it('makes one gift of the same Idempotency-Key sent twice; another body under it is 409', async () => {
    const { app } = testApp;
    const creator = await creatorWithChannel(testApp);
    const fan = await seededUser(testApp);
    await adjust(app, fan, 'STAR', 100);
    const first = await sendGift(app, fan, creator.slug, { stars: 30, message: 'once' }, 'gift-key-0001');
    const again = await sendGift(app, fan, creator.slug, { stars: 30, message: 'once', anonymous: false }, 'gift-key-0001');
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.json().data.id).toBe(first.json().data.id);
    const other = await sendGift(app, fan, creator.slug, { stars: 31, message: 'once' }, 'gift-key-0001');
    expect([other.statusCode, other.json().code]).toEqual([409, 'IDEMPOTENCY_CONFLICT']);
    expect(await balances(app, fan)).toEqual({ STAR: 70, TVS: 0 });
    expect(await pendingTvs(app, creator)).toBe(240);
    await expectLedgerClean(testApp);
  });

  it("pages a creator's earnings with the fee per gift, all-time totals and 30 days, snapshotting the fee", async () => {
    const { app, config } = testApp;
    const creator = await creatorWithChannel(testApp);
    const fan = await seededUser(testApp);
    await adjust(app, fan, 'STAR', 1000);
    await sendGift(app, fan, creator.slug, { stars: 100, message: 'first' });
    const feeBefore = config.gifts.feeBps;
    config.gifts.feeBps = 1000;
    try {
      await sendGift(app, fan, creator.slug, { stars: 7 });
    } finally {
      config.gifts.feeBps = feeBefore;
    }
    const answer = await earnings(app, creator, { page: '1', page_size: '1' });
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.meta).toEqual({ page: 1, page_size: 1, total: 2 });
    expect(body.data).toEqual([
      {
        id: expect.any(String),
        stars: 7,
        message: null,
        sender: { display_name: 'Seeded', avatar_url: null },
        membership: null,
        created_at: expect.any(String),
        gross: { amount: 70, currency: 'TVS', exponent: 2 },
        fee: { amount: 7, currency: 'TVS', exponent: 2 },
        net: { amount: 63, currency: 'TVS', exponent: 2 },
        fee_bps: 1000,
        tvs_per_star: 10,
      },
    ]);
    expect(body.totals).toEqual({
      gifts: 2,
      memberships: 0,
      stars: 107,
      gross: { amount: 1070, currency: 'TVS', exponent: 2 },
      fee: { amount: 207, currency: 'TVS', exponent: 2 },
      net: { amount: 863, currency: 'TVS', exponent: 2 },
    });
    expect(body.daily).toHaveLength(30);
    expect(body.daily.at(-1)).toEqual({ date: new Date().toISOString().slice(0, 10), net: 863, memberships: 0 });
    expect(body.daily.slice(0, -1).every((day: { net: number }) => day.net === 0)).toBe(true);
    const releaseDay = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    expect(body.pending).toEqual({
      total: { amount: 863, currency: 'TVS', exponent: 2 },
      hold_days: 7,
      releases: [{ date: releaseDay, amount: 863 }],
    });
    expect(await balances(app, creator)).toEqual({ STAR: 0, TVS: 0 });

    const stranger = await seededUser(testApp);
    const nothing = (await earnings(app, stranger)).json();
    expect(nothing.meta.total).toBe(0);
    expect(nothing.totals.net).toEqual({ amount: 0, currency: 'TVS', exponent: 2 });
    expect(nothing.pending).toEqual({ total: { amount: 0, currency: 'TVS', exponent: 2 }, hold_days: 7, releases: [] });
    expect((await testApp.app.inject({ method: 'GET', url: '/core/v1/me/earnings/' })).statusCode).toBe(401);
  });
});
