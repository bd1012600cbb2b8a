import { gifts, orders, rateLimits, sessions } from '@/server/src/db/schema';
import { count, eq } from 'drizzle-orm';
import type { TestApp } from '../helpers/test-app';
import { creatorWithChannel, sendGift } from '../gifts/helpers';
import { adjust, balances, checkout, createWalletApp, expectLedgerClean, seededUser, type SignedInUser } from './helpers';

/** A sign-in that has ended (logout, a spent refresh token come back) moves no money, on any path. */
describe(`money POSTs after the sign-in has ended, on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createWalletApp();
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  it('answers 401 to a sign-in that has ended, on every money POST path, replays and unknown channels included, and writes nothing', async () => {
    const { app, database } = testApp;
    const fan = await seededUser(testApp);
    const creator = await creatorWithChannel(testApp);
    await adjust(app, fan, 'TVS', 1_000_000);
    await adjust(app, fan, 'STAR', 1_000);
    // An order and a gift under keys the signed-out fan then sends again (the replay paths).
    expect((await checkout(app, fan, { package_id: 'stars_100', method: 'tvs', country: 'US' }, 'bought-before')).statusCode).toBe(200);
    expect((await sendGift(app, fan, creator.slug, { stars: 10, anonymous: false }, 'sent-before')).statusCode).toBe(200);
    const before = await writtenBy(fan);
    const wallets = await balances(app, fan);

    await database.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, fan.userId));
    const answers = [
      await checkout(app, fan, { package_id: 'stars_100', method: 'tvs', country: 'US' }),
      await checkout(app, fan, { package_id: 'stars_100', method: 'tvs', country: 'US' }, 'bought-before'),
      await checkout(app, fan, { package_id: 'stars_100', method: 'card', country: 'US' }),
      await sendGift(app, fan, creator.slug, { stars: 10, anonymous: false }),
      await sendGift(app, fan, creator.slug, { stars: 10, anonymous: false }, 'sent-before'),
      await sendGift(app, fan, 'no-such-channel-here', { stars: 10, anonymous: false }),
      await sendGift(app, fan, '--', { stars: 10, anonymous: false }),
    ];
    expect(answers.map((answer) => [answer.statusCode, answer.json().code, answer.json().message])).toEqual(
      Array(answers.length).fill([401, 'UNAUTHORIZED', 'This sign-in has ended.']),
    );
    expect(await writtenBy(fan)).toEqual(before);
    await database.db.update(sessions).set({ revokedAt: null }).where(eq(sessions.userId, fan.userId));
    expect(await balances(app, fan)).toEqual(wallets);
    await expectLedgerClean(testApp);
  });

  /**
   * The user's orders and gifts, and every rate-limit count (the user's and the address's keys):
   * what a money POST writes. This file's database is its own, so the whole table is compared.
   */
  async function writtenBy(user: SignedInUser) {
    const { db } = testApp.database;
    const [ordered] = await db.select({ n: count() }).from(orders).where(eq(orders.userId, user.userId));
    const [sent] = await db.select({ n: count() }).from(gifts).where(eq(gifts.senderId, user.userId));
    const hits = await db.select({ key: rateLimits.key, count: rateLimits.count }).from(rateLimits).orderBy(rateLimits.key);
    return { orders: ordered!.n, gifts: sent!.n, hits };
  }
});
