import { payouts, sandboxObjects } from '@/server/src/db/schema';
import { createPaymentDeps } from '@/server/src/modules/payments/deps';
import type { PayoutDeps } from '@/server/src/modules/payouts/deps';
import { retryStuckPayouts } from '@/server/src/modules/payouts/retry';
import { requestPayout } from '@/server/src/modules/payouts/service';
import { eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import type { TestApp } from '../helpers/test-app';
import { balances, createWalletApp, deliverWebhooks, expectLedgerClean } from '../wallet/helpers';
import { bankAnswers, readyCreator } from './helpers';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

const unreachable = () => new Stripe.errors.StripeConnectionError({ message: 'An error occurred with our connection to Stripe.' });

describe(`retrying payouts Stripe did not answer, on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createWalletApp();
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  /** The API's payout deps, seen at `at` from now, with `transfers.create` replaced when given. */
  function depsAt(at: number, create?: Stripe['transfers']['create']): PayoutDeps {
    const { app, config, database } = testApp;
    const real = createPaymentDeps(app, config, database.db, () => new Date(Date.now() + at));
    const stripe = create
      ? (Object.create(real.stripe!, { transfers: { value: Object.assign(Object.create(real.stripe!.transfers), { create }) } }) as Stripe)
      : real.stripe;
    return { ...real, stripe, restrictions: [] };
  }

  const rowOf = async (id: string) => (await testApp.database.db.select().from(payouts).where(eq(payouts.id, id)))[0]!;
  const transfersFor = (id: string) =>
    testApp.database.db
      .select({ id: sandboxObjects.id })
      .from(sandboxObjects)
      .where(sql`${sandboxObjects.kind} = 'transfer' and ${sandboxObjects.data}->'metadata'->>'payout_id' = ${id}`);

  it('sends again with the same idempotency key when the transfer was made but its answer was lost: one transfer, paid once', async () => {
    const { app } = testApp;
    const creator = await readyCreator(testApp, 10_000);
    const real = depsAt(0).stripe!;
    // The transfer reaches Stripe; the connection drops before the answer comes back.
    const lostAnswer: Stripe['transfers']['create'] = async (params, options) => {
      await real.transfers.create(params, options);
      throw unreachable();
    };
    const made = await requestPayout(depsAt(0, lostAnswer), { userId: creator.userId, ip: '192.0.2.1' }, 'lost-answer', { amount: 10_000 });
    expect(made.status).toBe('pending');
    expect(await balances(app, creator)).toEqual({ STAR: 0, TVS: 0 });

    // Too young: the request that made it may still be sending it.
    await retryStuckPayouts(depsAt(0));
    expect(await rowOf(made.id)).toMatchObject({ status: 'pending', transferId: null });

    const report = await retryStuckPayouts(depsAt(2 * MINUTE));
    expect(report.answered).toBeGreaterThanOrEqual(1);
    const row = await rowOf(made.id);
    expect(row).toMatchObject({ status: 'in_transit', transferId: expect.stringMatching(/^tr_/) });
    expect(await transfersFor(made.id)).toEqual([{ id: row.transferId }]);

    await bankAnswers(app, row.stripePayoutId!, 'paid');
    expect(await rowOf(made.id)).toMatchObject({ status: 'paid' });
    expect(await balances(app, creator)).toEqual({ STAR: 0, TVS: 0 });
    await expectLedgerClean(testApp);
  });

  it('keeps retrying while Stripe cannot be reached, then gives the TVS back exactly once past the give-up age', async () => {
    const { app, config } = testApp;
    const creator = await readyCreator(testApp, 10_000);
    let calls = 0;
    const down: Stripe['transfers']['create'] = async () => {
      calls += 1;
      throw unreachable();
    };
    const made = await requestPayout(depsAt(0, down), { userId: creator.userId, ip: '192.0.2.1' }, 'stripe-down', { amount: 10_000 });
    expect([made.status, calls]).toEqual(['pending', 1]);

    await retryStuckPayouts(depsAt(2 * MINUTE, down));
    expect([(await rowOf(made.id)).status, calls]).toEqual(['pending', 2]);
    expect(await balances(app, creator)).toEqual({ STAR: 0, TVS: 0 });

    // Two processes' rounds at once past the give-up age: one return between them.
    const late = config.payouts.giveUpSeconds * 1000 + 2 * MINUTE;
    const rounds = await Promise.all([retryStuckPayouts(depsAt(late, down)), retryStuckPayouts(depsAt(late, down))]);
    expect(rounds.reduce((sum, round) => sum + round.gaveUp, 0)).toBe(1);
    expect(await rowOf(made.id)).toMatchObject({ status: 'failed', failureMessage: 'Stripe could not be reached to send this payout.' });
    expect(await balances(app, creator)).toEqual({ STAR: 0, TVS: 10_000 });

    await retryStuckPayouts(depsAt(late + HOUR, down));
    expect(await balances(app, creator)).toEqual({ STAR: 0, TVS: 10_000 });
    expect(await transfersFor(made.id)).toEqual([]);
    await deliverWebhooks(app);
    await expectLedgerClean(testApp);
  });

  it('takes back a transfer that turns up after the payout was given up, leaving the TVS with the creator', async () => {
    const { app, config } = testApp;
    const creator = await readyCreator(testApp, 10_000);
    const real = depsAt(0).stripe!;
    let made: Stripe.Transfer | undefined;
    // The transfer is made but neither its answer nor its event arrives before the give-up.
    const lostAnswer: Stripe['transfers']['create'] = async (params, options) => {
      made ??= await real.transfers.create(params, options);
      throw unreachable();
    };
    const payout = await requestPayout(depsAt(0, lostAnswer), { userId: creator.userId, ip: '192.0.2.1' }, 'late-transfer', {
      amount: 10_000,
    });
    const late = config.payouts.giveUpSeconds * 1000 + 2 * MINUTE;
    await retryStuckPayouts(depsAt(late, lostAnswer));
    expect(await rowOf(payout.id)).toMatchObject({ status: 'failed', transferId: null });

    await deliverWebhooks(app);
    const row = await rowOf(payout.id);
    expect(row).toMatchObject({ status: 'failed', transferId: made!.id, reversalId: expect.stringMatching(/^trr_/) });
    expect(await real.transfers.retrieve(made!.id)).toMatchObject({ reversed: true });
    expect(await balances(app, creator)).toEqual({ STAR: 0, TVS: 10_000 });
    await expectLedgerClean(testApp);
  });
});
