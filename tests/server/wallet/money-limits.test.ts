import { gifts, ledgerTransfers, orders, payouts, sandboxObjects } from '@/server/src/db/schema';
import { loadMoneyLimits } from '@/server/src/modules/money/limits-config';
import { StartupError } from '@/server/src/startup-error';
import { and, eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { creatorWithChannel, sendGift } from '../gifts/helpers';
import { testConfig, type TestApp } from '../helpers/test-app';
import { readyCreator, requestPayout } from '../payouts/helpers';
import { adjust, balances, CHECKOUT, createWalletApp, MY_METHODS, post, seededUser, type SignedInUser } from './helpers';

const defaults = testConfig().moneyLimits;

/** A limited answer as DESIGN.md §4 pins it: 429 RATE_LIMITED, and when to come back, in seconds. */
function expectLimited(answer: LightMyRequestResponse, windowSeconds = defaults.windowSeconds) {
  expect([answer.statusCode, answer.json().code]).toEqual([429, 'RATE_LIMITED']);
  const wait = Number(answer.headers['retry-after']);
  expect(wait).toBeGreaterThanOrEqual(1);
  expect(wait).toBeLessThanOrEqual(windowSeconds);
  expect(answer.json().details).toEqual({ retry_after_seconds: wait });
}

describe(`limits on money endpoints on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createWalletApp();
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  let addresses = 0;
  /** Each test buys from its own address, so only the per-user limits meet. */
  const checkout = (user: SignedInUser, body: object, ip = `192.0.2.${++addresses}`) =>
    post(testApp.app, CHECKOUT, body, { bearer: user.bearer, ip, headers: { 'idempotency-key': randomUUID() } });

  const intentsOf = async (kind: 'payment_intent' | 'setup_intent', userId: string) =>
    testApp.database.db
      .select({ id: sandboxObjects.id })
      .from(sandboxObjects)
      .where(and(eq(sandboxObjects.kind, kind), sql`${sandboxObjects.data}->'metadata'->>'user_id' = ${userId}`));

  it('stops 200 card checkouts of one user at the cap on pending orders, then at the per-user limit', async () => {
    const { app, database } = testApp;
    const user = await seededUser(testApp);
    const answers: LightMyRequestResponse[] = [];
    const ip = '192.0.2.200';
    // In rounds of 20 at once, as a script would send them.
    for (let round = 0; round < 10; round += 1) {
      answers.push(
        ...(await Promise.all(
          Array.from({ length: 20 }, () => checkout(user, { package_id: 'stars_100', method: 'card', country: 'US' }, ip)),
        )),
      );
    }
    const accepted = answers.filter((answer) => answer.statusCode === 200);
    expect(accepted).toHaveLength(defaults.pendingOrdersMax);
    for (const answer of answers.filter((each) => each.statusCode !== 200)) expectLimited(answer, 30 * 60);
    // The per-user window ran out too: even a TVS purchase, which leaves nothing pending, waits.
    await adjust(app, user, 'TVS', 10_000);
    expectLimited(await checkout(user, { package_id: 'stars_100', method: 'tvs', country: 'US' }));

    const mine = await database.db.select().from(orders).where(eq(orders.userId, user.userId));
    expect(mine.map((order) => order.status)).toEqual(Array(defaults.pendingOrdersMax).fill('pending'));
    expect(await intentsOf('payment_intent', user.userId)).toHaveLength(defaults.pendingOrdersMax);
  });

  it('limits a user to its TVS checkouts per window, and moves nothing for the refused ones', async () => {
    const { app, database } = testApp;
    const user = await seededUser(testApp);
    await adjust(app, user, 'TVS', 1_000_000);
    const answers = await Promise.all(
      Array.from({ length: defaults.checkout.perUser + 5 }, () =>
        checkout(user, { package_id: 'stars_100', method: 'tvs', country: 'US' }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(defaults.checkout.perUser);
    for (const answer of answers.filter((each) => each.statusCode !== 200)) expectLimited(answer);
    const conversions = await database.db
      .select()
      .from(ledgerTransfers)
      .innerJoin(orders, eq(orders.id, ledgerTransfers.orderId))
      .where(eq(orders.userId, user.userId));
    expect(conversions).toHaveLength(defaults.checkout.perUser);
  });

  it('answers 50 parallel SetupIntent requests with the per-user limit of saved-card attempts', async () => {
    const user = await seededUser(testApp);
    const answers = await Promise.all(Array.from({ length: 50 }, () => post(testApp.app, MY_METHODS, undefined, { bearer: user.bearer })));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(defaults.savedCards.perUser);
    for (const answer of answers.filter((each) => each.statusCode !== 201)) expectLimited(answer);
    expect(await intentsOf('setup_intent', user.userId)).toHaveLength(defaults.savedCards.perUser);
  });

  it('limits gifts per user, writing no gift and moving no star past the limit', async () => {
    const { app, database } = testApp;
    const creator = await creatorWithChannel(testApp);
    const fan = await seededUser(testApp);
    await adjust(app, fan, 'STAR', 10_000);
    const answers = await Promise.all(
      Array.from({ length: defaults.gifts.perUser + 10 }, (_, index) =>
        sendGift(app, fan, creator.slug, { stars: 1, message: `gift ${index}` }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(defaults.gifts.perUser);
    for (const answer of answers.filter((each) => each.statusCode !== 200)) expectLimited(answer);
    expect(await database.db.select().from(gifts).where(eq(gifts.senderId, fan.userId))).toHaveLength(defaults.gifts.perUser);
  });

  it('limits payout requests per creator, paying out nothing past the limit; a replay of a made payout still answers', async () => {
    const { app, database } = testApp;
    const { perUser } = defaults.payouts;
    const creator = await readyCreator(testApp, (perUser + 5) * 10_000);
    const answers = await Promise.all(
      Array.from({ length: perUser + 5 }, (_, index) => requestPayout(app, creator, 10_000, `payout-limit-${index}`)),
    );
    const made = answers.filter((answer) => answer.statusCode === 200);
    expect(made).toHaveLength(perUser);
    for (const answer of answers.filter((each) => each.statusCode !== 200)) expectLimited(answer);
    expect(await database.db.select().from(payouts).where(eq(payouts.userId, creator.userId))).toHaveLength(perUser);
    expect(await balances(app, creator)).toEqual({ STAR: 0, TVS: 5 * 10_000 });

    const first = answers.findIndex((answer) => answer.statusCode === 200);
    const again = await requestPayout(app, creator, 10_000, `payout-limit-${first}`);
    expect([again.statusCode, again.json().data.id]).toEqual([200, answers[first]!.json().data.id]);
  });
});

describe('limits per address', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    const base = testConfig().moneyLimits;
    testApp = await createWalletApp({
      config: { moneyLimits: { ...base, checkout: { perUser: 3, perAddress: 5 }, savedCards: { perUser: 1, perAddress: 2 } } },
    });
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  it('counts every user of one address together, and another address apart', async () => {
    const { app } = testApp;
    const users = await Promise.all(Array.from({ length: 3 }, () => seededUser(testApp)));
    const buy = (index: number, ip: string) =>
      post(
        app,
        CHECKOUT,
        { package_id: 'stars_100', method: 'card', country: 'US' },
        {
          bearer: users[index % 3]!.bearer,
          ip,
          headers: { 'idempotency-key': `address-${ip}-${index}` },
        },
      );
    const statuses: number[] = [];
    for (let index = 0; index < 6; index += 1) statuses.push((await buy(index, '198.51.100.7')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await buy(6, '203.0.113.9')).statusCode).toBe(200);

    const card = (index: number, ip: string) => post(app, MY_METHODS, undefined, { bearer: users[index]!.bearer, ip });
    expect([(await card(0, '198.51.100.7')).statusCode, (await card(0, '203.0.113.9')).statusCode]).toEqual([201, 429]);
    expect([(await card(1, '198.51.100.7')).statusCode, (await card(2, '198.51.100.7')).statusCode]).toEqual([201, 429]);
  });
});

describe('money limit settings', () => {
  it('has working defaults and refuses settings that make no sense', () => {
    expect(loadMoneyLimits({})).toEqual({
      windowSeconds: 600,
      checkout: { perUser: 30, perAddress: 200 },
      savedCards: { perUser: 10, perAddress: 30 },
      gifts: { perUser: 120, perAddress: 600 },
      payouts: { perUser: 20, perAddress: 100 },
      pendingOrdersMax: 10,
    });
    expect(loadMoneyLimits({ PAYOUT_LIMIT_PER_USER: '3', PAYOUT_LIMIT_PER_ADDRESS: '9' }).payouts).toEqual({ perUser: 3, perAddress: 9 });
    expect(() => loadMoneyLimits({ PAYOUT_LIMIT_PER_USER: '150' })).toThrow(
      'PAYOUT_LIMIT_PER_ADDRESS must be at least PAYOUT_LIMIT_PER_USER',
    );
    expect(() => loadMoneyLimits({ GIFT_LIMIT_PER_USER: '50', GIFT_LIMIT_PER_ADDRESS: '10' })).toThrow(
      'GIFT_LIMIT_PER_ADDRESS must be at least GIFT_LIMIT_PER_USER',
    );
    expect(() => loadMoneyLimits({ PENDING_ORDERS_MAX: '0' })).toThrow(StartupError);
    expect(() => loadMoneyLimits({ MONEY_LIMIT_WINDOW_SECONDS: 'soon' })).toThrow(StartupError);
  });
});
