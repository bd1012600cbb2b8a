import { ledgerTransfers, orders, sandboxObjects } from '@/server/src/db/schema';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { TestClock, type TestApp } from '../helpers/test-app';
import { balances, checkout, createWalletApp, expectLedgerClean, savedCard, seededUser, type SignedInUser } from './helpers';

/** Stripe's PaymentIntents as the stand-in holds them, for one order. */
async function intentsOf(testApp: TestApp, orderId: string) {
  const rows = await testApp.database.db
    .select({ data: sandboxObjects.data })
    .from(sandboxObjects)
    .where(and(eq(sandboxObjects.kind, 'payment_intent'), sql`${sandboxObjects.data}->'metadata'->>'order_id' = ${orderId}`));
  return rows.map((row) => row.data as { id: string; customer: string | null; payment_method: string | null; status: string });
}

/**
 * Holds the API's calls that create a PaymentIntent at the stand-in (the network edge) until the
 * test lets them go, so a checkout can be caught while it waits for Stripe.
 */
function holdPaymentIntents(app: FastifyInstance) {
  let release: () => void = () => undefined;
  let held = 0;
  let gate: Promise<void> | undefined;
  app.addHook('onRequest', async (request) => {
    if (!gate || request.method !== 'POST' || request.url !== '/sandbox/stripe/v1/payment_intents') return;
    held += 1;
    await gate;
  });
  return {
    hold() {
      gate = new Promise((resolve) => (release = resolve));
    },
    release() {
      gate = undefined;
      release();
    },
    held: () => held,
  };
}

describe(`one Idempotency-Key, many requests, on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  let testApp: TestApp;
  const clock = new TestClock();
  let stripeEdge: ReturnType<typeof holdPaymentIntents>;

  beforeAll(async () => {
    testApp = await createWalletApp({ clock: clock.now });
    stripeEdge = holdPaymentIntents(testApp.app);
  });

  afterAll(async () => {
    stripeEdge.release();
    await testApp.app.close();
  });

  const savedCardCheckout = (user: SignedInUser, card: string, key: string) =>
    checkout(testApp.app, user, { package_id: 'stars_100', method: 'card', country: 'US', payment_method_id: card }, key);

  it('charges a saved card once for ten parallel requests with one key, and the order keeps the card', async () => {
    const { app } = testApp;
    const user = await seededUser(testApp);
    const card = await savedCard(app, user);
    const answers = await Promise.all(Array.from({ length: 10 }, () => savedCardCheckout(user, card, 'ten-at-once-saved-card')));

    // Each answer is the order, or (while the first request still waits for Stripe) "in progress".
    for (const answer of answers) {
      if (answer.statusCode === 409) {
        expect(answer.json().code).toBe('IDEMPOTENCY_IN_PROGRESS');
        expect(answer.headers['retry-after']).toBe('1');
      } else expect([answer.statusCode, answer.json().data.order.status]).toEqual([200, 'succeeded']);
    }
    const mine = await testApp.database.db.select().from(orders).where(eq(orders.userId, user.userId));
    expect(mine).toHaveLength(1);
    const [intent, ...others] = await intentsOf(testApp, mine[0]!.id);
    expect(others).toEqual([]);
    expect(intent).toMatchObject({
      id: mine[0]!.providerRef,
      payment_method: card,
      customer: expect.stringMatching(/^cus_/),
      status: 'succeeded',
    });
    expect(await balances(app, user)).toEqual({ STAR: 100, TVS: 0 });
    await expectLedgerClean(testApp);
  });

  it('answers 409 IDEMPOTENCY_IN_PROGRESS while the first request waits for Stripe, then replays its answer', async () => {
    const user = await seededUser(testApp);
    const card = await savedCard(testApp.app, user);
    stripeEdge.hold();
    const heldBefore = stripeEdge.held();
    const first = savedCardCheckout(user, card, 'slow-stripe-key');
    await expect.poll(() => stripeEdge.held(), { timeout: 10_000, interval: 20 }).toBe(heldBefore + 1);

    const second = await savedCardCheckout(user, card, 'slow-stripe-key');
    expect([second.statusCode, second.json().code, second.headers['retry-after']]).toEqual([409, 'IDEMPOTENCY_IN_PROGRESS', '1']);
    expect(second.json().details).toEqual({ retry_after_seconds: 1 });

    stripeEdge.release();
    const answered = await first;
    expect(answered.statusCode).toBe(200);
    const replayed = await savedCardCheckout(user, card, 'slow-stripe-key');
    expect(replayed.json()).toEqual(answered.json());
    const [intent, ...others] = await intentsOf(testApp, answered.json().data.order.id);
    expect([intent?.payment_method, others]).toEqual([card, []]);
    expect(await balances(testApp.app, user)).toEqual({ STAR: 100, TVS: 0 });
  });

  it('lets a retry finish an order whose request stopped hearing from Stripe, with the same saved card, and charges once', async () => {
    const user = await seededUser(testApp);
    const card = await savedCard(testApp.app, user);
    stripeEdge.hold();
    const heldBefore = stripeEdge.held();
    const stuck = savedCardCheckout(user, card, 'abandoned-key');
    await expect.poll(() => stripeEdge.held(), { timeout: 10_000, interval: 20 }).toBe(heldBefore + 1);

    // Past the lease, the retry takes the order over (the stuck call is still held at the edge).
    clock.advance(11);
    const retried = savedCardCheckout(user, card, 'abandoned-key');
    await expect.poll(() => stripeEdge.held(), { timeout: 10_000, interval: 20 }).toBe(heldBefore + 2);
    stripeEdge.release();
    const [late, taken] = await Promise.all([stuck, retried]);
    expect([taken.statusCode, taken.json().data.order.status]).toEqual([200, 'succeeded']);
    expect([late.statusCode, late.json().data.order.id]).toEqual([200, taken.json().data.order.id]);

    const orderId = taken.json().data.order.id;
    const [intent, ...others] = await intentsOf(testApp, orderId);
    expect(others).toEqual([]);
    expect(intent).toMatchObject({ payment_method: card, customer: expect.stringMatching(/^cus_/), status: 'succeeded' });
    const credits = await testApp.database.db.select().from(ledgerTransfers).where(eq(ledgerTransfers.orderId, orderId));
    expect(credits).toHaveLength(1);
    expect(await balances(testApp.app, user)).toEqual({ STAR: 100, TVS: 0 });
    await expectLedgerClean(testApp);
  });
});
