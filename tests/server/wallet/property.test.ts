import { ledgerTransfers, orders } from '@/server/src/db/schema';
import { createPaymentDeps } from '@/server/src/modules/payments/deps';
import { sweepExpiredOrders } from '@/server/src/modules/payments/sweep';
import { verifyLedger } from '@/server/src/modules/wallet/verify';
import { loopbackFetch } from '@/server/src/providers/loopback';
import { createStripeClient } from '@/server/src/providers/stripe';
import { PROCESSING_CARD } from '@/server/src/sandbox/stripe/cards';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import type Stripe from 'stripe';
import { TestClock, type TestApp } from '../helpers/test-app';
import { checkout, createWalletApp, deliverWebhooks, newUser, payInBrowser, post, STRIPE_CALLBACK, type SignedInUser } from './helpers';

const PACKAGES = ['stars_100', 'stars_500', 'stars_1000'];
const CARDS = ['4242424242424242', '4000000000000002', '4000000000009995', PROCESSING_CARD];

type Op =
  | { kind: 'card'; pkg: number; card: number }
  | { kind: 'callback'; order: number }
  | { kind: 'webhooks' }
  | { kind: 'refund'; order: number }
  | { kind: 'convert'; pkg: number }
  | { kind: 'adjust'; currency: 'STAR' | 'TVS'; amount: number }
  | { kind: 'later'; seconds: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('card' as const), pkg: fc.nat(2), card: fc.nat(3) }),
  fc.record({ kind: fc.constant('callback' as const), order: fc.nat(5) }),
  fc.constant({ kind: 'webhooks' as const }),
  fc.record({ kind: fc.constant('refund' as const), order: fc.nat(5) }),
  fc.record({ kind: fc.constant('convert' as const), pkg: fc.nat(2) }),
  fc.record({
    kind: fc.constantFrom('adjust' as const),
    currency: fc.constantFrom('STAR' as const, 'TVS' as const),
    amount: fc.integer({ min: -3000, max: 6000 }).filter((n) => n !== 0),
  }),
  fc.record({ kind: fc.constant('later' as const), seconds: fc.constantFrom(2, 5) }),
);

describe(`ledger invariants under any sequence of operations on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  let testApp: TestApp;
  const clock = new TestClock();
  let stripe: Stripe;

  beforeAll(async () => {
    testApp = await createWalletApp({ clock: clock.now });
    stripe = createStripeClient(testApp.config.payments.stripe, loopbackFetch(testApp.app, testApp.config.payments.publicApiUrl))!;
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  async function run(user: SignedInUser, secrets: string[], step: Op) {
    const { app } = testApp;
    const secret = (index: number) => secrets[index % Math.max(secrets.length, 1)];
    switch (step.kind) {
      case 'card': {
        const answer = await checkout(app, user, { package_id: PACKAGES[step.pkg], method: 'card', country: 'US' });
        const clientSecret = answer.json().data.client_secret as string;
        secrets.push(clientSecret);
        await payInBrowser(app, clientSecret, CARDS[step.card]!);
        return;
      }
      case 'callback':
        if (secret(step.order)) await post(app, STRIPE_CALLBACK, { clientSecret: secret(step.order) }, { bearer: user.bearer });
        return;
      case 'webhooks':
        await deliverWebhooks(app);
        return;
      case 'refund':
        if (secret(step.order))
          await stripe.refunds.create({ payment_intent: secret(step.order)!.split('_secret_')[0] }).catch(() => undefined);
        return;
      case 'convert':
        await checkout(app, user, { package_id: PACKAGES[step.pkg], method: 'tvs', country: 'US' });
        return;
      case 'adjust':
        await app.inject({
          method: 'POST',
          url: '/sandbox/wallet/adjust',
          payload: { user_id: user.userId, currency: step.currency, amount: step.amount, reason: 'property' },
        });
        return;
      case 'later': {
        clock.advance(step.seconds);
        // The sweep looks from 40 minutes ahead, so every pending order counts as expired (the
        // access token, which lives 15 minutes on the app's clock, stays valid).
        const ahead = () => new Date(clock.now().getTime() + 40 * 60_000);
        await sweepExpiredOrders(createPaymentDeps(app, testApp.config, testApp.database.db, ahead));
      }
    }
  }

  it('keeps every transfer balanced, every cached balance equal to its entries, no wallet negative, no order credited twice', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 3, maxLength: 10 }), async (steps) => {
        // A fresh sign-in per run: the clock may have moved past the last access token's life.
        const user = await newUser(testApp.app, 'property');
        const secrets: string[] = [];
        for (const step of steps) await run(user, secrets, step);
        await deliverWebhooks(testApp.app);
        expect(await verifyLedger(testApp.database.db)).toEqual([]);
        const credits = (await testApp.database.db.execute(sql`
          select order_id, count(*)::int as n from ledger_transfers where kind in ('purchase', 'conversion') and order_id is not null
          group by order_id having count(*) > 1`)) as unknown as { rows: unknown[] };
        expect(credits.rows).toEqual([]);
        const mine = await testApp.database.db.select().from(orders).where(eq(orders.userId, user.userId));
        for (const order of mine) {
          const posted = await testApp.database.db.select().from(ledgerTransfers).where(eq(ledgerTransfers.orderId, order.id));
          const credited = posted.some((transfer) => transfer.kind === 'purchase' || transfer.kind === 'conversion');
          expect([order.id, credited]).toEqual([order.id, order.status === 'succeeded' || order.status === 'refunded']);
        }
      }),
      { numRuns: 12 },
    );
  });
});
