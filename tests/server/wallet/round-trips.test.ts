import { gifts, orders, rateLimits, sessions } from '@/server/src/db/schema';
import { count, eq } from 'drizzle-orm';
import type { TestApp } from '../helpers/test-app';
import { creatorWithChannel, sendGift } from '../gifts/helpers';
import { adjust, balances, checkout, createWalletApp, expectLedgerClean, seededUser, type SignedInUser } from './helpers';

/**
 * Issue 24: under load a money request's time went to its statements (a socket write and a wait
 * on the busy event loop each) and to the wallets' row locks held across those waits. A fresh TVS
 * checkout is one database call and a gift two, the sign-in's check included (money/create-with-transfer.ts,
 * migration 0013, http/bearer.ts `liveSessionOf`); this counts the calls the API makes, so a change that adds statements back to
 * the busiest paths is seen here rather than only in `npm run bench:api`.
 */
describe(`round trips of the money POSTs on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createWalletApp();
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  /** The database calls `work` makes through the app's pool or client, by their text. */
  async function callsOf(work: () => Promise<unknown>): Promise<string[]> {
    // The PGlite client or the node-postgres pool under drizzle: every statement the API sends goes through its `query`.
    const client = (testApp.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const query = client.query;
    const calls: string[] = [];
    client.query = function (this: unknown, ...args: unknown[]) {
      const [first] = args;
      calls.push(typeof first === 'string' ? first : String((first as { text?: string }).text));
      return query.apply(this, args);
    };
    try {
      await work();
    } finally {
      client.query = query;
    }
    return calls;
  }

  it('makes a TVS checkout in one database call and a gift in two, checking the sign-in in them, and answers them', async () => {
    const { app } = testApp;
    const fan = await seededUser(testApp);
    const creator = await creatorWithChannel(testApp);
    await adjust(app, fan, 'TVS', 1_000_000);

    let bought: Awaited<ReturnType<typeof checkout>> | undefined;
    const checkoutCalls = await callsOf(async () => {
      bought = await checkout(app, fan, { package_id: 'stars_100', method: 'tvs', country: 'US' });
    });
    expect(bought!.statusCode).toBe(200);
    expect(bought!.json().data.order.status).toBe('succeeded');
    expect(checkoutCalls).toHaveLength(1);
    expect(checkoutCalls[0]).toContain('starlit_money_create');
    expect(checkoutCalls[0]).toContain('"sessions"');

    const stars = (await balances(app, fan)).STAR!;
    let sent: Awaited<ReturnType<typeof sendGift>> | undefined;
    const giftCalls = await callsOf(async () => {
      sent = await sendGift(app, fan, creator.slug, { stars: 10, anonymous: false });
    });
    expect(sent!.statusCode).toBe(200);
    expect(sent!.json().data.star_balance).toBe(stars - 10);
    // The channel with the key's earlier gift and the sign-in's check, then the gift.
    expect(giftCalls).toHaveLength(2);
    expect(giftCalls[0]).toContain('"sessions"');
    expect(giftCalls[1]).toContain('starlit_money_create');
    await expectLedgerClean(testApp);
  });

  it('answers 401 to a sign-in that has ended, on every money POST path that checks it in its own query, and writes nothing', async () => {
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

  /** The user's orders, gifts and rate-limit hits: what a money POST writes. */
  async function writtenBy(user: SignedInUser) {
    const { db } = testApp.database;
    const [ordered] = await db.select({ n: count() }).from(orders).where(eq(orders.userId, user.userId));
    const [sent] = await db.select({ n: count() }).from(gifts).where(eq(gifts.senderId, user.userId));
    const hits = await db.select().from(rateLimits);
    return { orders: ordered!.n, gifts: sent!.n, hits: hits.filter((hit) => JSON.stringify(hit).includes(user.userId)) };
  }
});
