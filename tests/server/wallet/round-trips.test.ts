import type { TestApp } from '../helpers/test-app';
import { creatorWithChannel, sendGift } from '../gifts/helpers';
import { adjust, balances, checkout, createWalletApp, expectLedgerClean, seededUser } from './helpers';

/**
 * Issue 24: under load a money request's time went to its statements (a socket write and a wait
 * on the busy event loop each) and to the wallets' row locks held across those waits. A fresh TVS
 * checkout and a gift are one database call after the session check (money/create-with-transfer.ts,
 * migration 0013); this counts the calls the API makes, so a change that adds statements back to
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

  it('makes a TVS checkout and a gift in one database call each after the session check, and answers them', async () => {
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
    expect(checkoutCalls).toHaveLength(2);
    expect(checkoutCalls[1]).toContain('starlit_money_create');

    const stars = (await balances(app, fan)).STAR!;
    let sent: Awaited<ReturnType<typeof sendGift>> | undefined;
    const giftCalls = await callsOf(async () => {
      sent = await sendGift(app, fan, creator.slug, { stars: 10, anonymous: false });
    });
    expect(sent!.statusCode).toBe(200);
    expect(sent!.json().data.star_balance).toBe(stars - 10);
    // The session, the channel with the key's earlier gift, the gift.
    expect(giftCalls).toHaveLength(3);
    expect(giftCalls[2]).toContain('starlit_money_create');
    await expectLedgerClean(testApp);
  });
});
