import type Stripe from 'stripe';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { orderEvents, orders } from '../../db/schema';
import { failureMessageOf } from '../../providers/stripe';
import type { OrderRow } from '../checkout/view';
import { repayDebt } from '../wallet/debts';
import { postTransfer, type Tx } from '../wallet/ledger';
import { requireGateway, requireStripe, type PaymentDeps } from './deps';
import { mismatchOf, paidOfIntent, type Paid } from './paid';

export type Outcome =
  | { kind: 'succeeded'; paid: Paid; card?: { brand: string; last4: string } | undefined }
  | { kind: 'failed'; message: string; card?: { brand: string; last4: string } | undefined }
  | { kind: 'pending' }
  | { kind: 'cancelled'; message: string };

export type SettleSource = 'checkout' | 'callback' | 'webhook' | 'notification' | 'poll' | 'sweep';

const cardOf = (method: Stripe.PaymentMethod | null | undefined) =>
  method?.card ? { brand: method.card.brand, last4: method.card.last4 } : undefined;

/** What Stripe says about a PaymentIntent, as an order outcome. */
export function outcomeOfIntent(intent: Stripe.PaymentIntent): Outcome {
  const method = typeof intent.payment_method === 'object' ? intent.payment_method : null;
  const card = cardOf(method);
  if (intent.status === 'succeeded') return { kind: 'succeeded', paid: paidOfIntent(intent), card };
  if (intent.status === 'canceled') return { kind: 'cancelled', message: 'The payment was cancelled.' };
  if (intent.status === 'requires_payment_method' && intent.last_payment_error)
    // The refused card is the error's (a failed intent may no longer name its method).
    return { kind: 'failed', message: failureMessageOf(intent), card: cardOf(intent.last_payment_error.payment_method) ?? card };
  return { kind: 'pending' };
}

/** Re-reads the provider's status of an order; the caller's claim is never trusted. */
export async function providerOutcome(deps: PaymentDeps, order: OrderRow): Promise<Outcome> {
  // A TVS order is settled in its own checkout transaction: nothing to ask anyone.
  if (order.methodType === 'tvs') return { kind: 'pending' };
  if (!order.providerRef) return { kind: 'pending' };
  if (order.methodType === 'card') {
    const intent = await requireStripe(deps).paymentIntents.retrieve(order.providerRef, { expand: ['payment_method'] });
    return outcomeOfIntent(intent);
  }
  const result = await requireGateway(deps).query(order.providerRef, {
    amount: order.priceAmount,
    currency: order.priceCurrency,
    exponent: order.priceExponent,
  });
  if (result.status === 'paid') return { kind: 'succeeded', paid: result.paid };
  if (result.status === 'failed') return { kind: 'failed', message: result.message ?? 'The payment was refused.' };
  return { kind: 'pending' };
}

export const externalRefOf = (order: OrderRow) =>
  order.methodType === 'card' ? `stripe:${order.providerRef}` : `gateway:${order.gateway}:${order.providerRef}`;

/**
 * The purchase's double entry: stars from issuance to the wallet, the charge from clearing to
 * sales; then the stars pay off what the buyer owes from an earlier refund or dispute.
 */
export async function creditPurchase(tx: Tx, order: OrderRow): Promise<boolean> {
  const stars = order.stars + order.bonusStars;
  const clearing = order.methodType === 'card' ? 'card_clearing' : 'gateway_clearing';
  const { created } = await postTransfer(tx, {
    idempotencyKey: `order:${order.id}:credit`,
    kind: 'purchase',
    externalRef: externalRefOf(order),
    orderId: order.id,
    legs: [
      { account: { platform: 'issuance' }, currency: 'STAR', amount: -stars },
      { account: { userId: order.userId }, currency: 'STAR', amount: stars },
      { account: { platform: clearing }, currency: order.priceCurrency, amount: order.priceAmount },
      { account: { platform: 'sales' }, currency: order.priceCurrency, amount: -order.priceAmount },
    ],
  });
  if (created) await repayDebt(tx, order.userId, 'STAR', `order:${order.id}:repayment`);
  return created;
}

export async function recordEvent(tx: Tx | Db, orderId: string, status: string, source: string, message: string | null = null) {
  await tx.insert(orderEvents).values({ orderId, status, source, message });
}

/**
 * Moves an order out of `pending` (or a cancelled / failed one to `succeeded`: a late success
 * still credits) with a conditional update, and credits in the same transaction. A success whose
 * amount, currency or order reference differ from the order credits nothing: the order goes to
 * `review` and the mismatch is logged. Concurrent
 * callers race on the row: exactly one update matches, exactly one credit is posted.
 */
export async function applyOutcome(deps: PaymentDeps, order: OrderRow, outcome: Outcome, source: SettleSource): Promise<OrderRow> {
  const now = deps.clock();
  if (outcome.kind === 'pending') return order;
  const mismatch = outcome.kind === 'succeeded' ? mismatchOf(order, outcome.paid) : null;
  await deps.db.transaction(async (tx) => {
    if (mismatch) {
      const [held] = await tx
        .update(orders)
        .set({ status: 'review', failureMessage: mismatch, updatedAt: now })
        .where(and(eq(orders.id, order.id), inArray(orders.status, ['pending', 'failed', 'cancelled'])))
        .returning({ id: orders.id });
      if (!held) return;
      await recordEvent(tx, order.id, 'review', source, mismatch);
      deps.log.warn({ orderId: order.id, source, mismatch }, 'payment does not match its order: held for review');
      return;
    }
    if (outcome.kind === 'succeeded') {
      const [moved] = await tx
        .update(orders)
        .set({
          status: 'succeeded',
          starsCredited: sql`${orders.stars} + ${orders.bonusStars}`,
          failureMessage: null,
          completedAt: now,
          updatedAt: now,
          ...(outcome.card && { cardBrand: outcome.card.brand, cardLast4: outcome.card.last4 }),
        })
        .where(and(eq(orders.id, order.id), inArray(orders.status, ['pending', 'failed', 'cancelled'])))
        .returning();
      if (!moved) return;
      await creditPurchase(tx, moved);
      await recordEvent(tx, order.id, 'succeeded', source, order.status === 'cancelled' ? 'Paid after the order expired.' : null);
      return;
    }
    const status = outcome.kind === 'failed' ? 'failed' : 'cancelled';
    const [moved] = await tx
      .update(orders)
      .set({
        status,
        failureMessage: outcome.message,
        updatedAt: now,
        ...(outcome.kind === 'failed' && outcome.card && { cardBrand: outcome.card.brand, cardLast4: outcome.card.last4 }),
      })
      .where(and(eq(orders.id, order.id), eq(orders.status, 'pending')))
      .returning({ id: orders.id });
    if (moved) await recordEvent(tx, order.id, status, source, outcome.message);
  });
  const [fresh] = await deps.db.select().from(orders).where(eq(orders.id, order.id));
  return fresh ?? order;
}

/** The one way an order is settled: re-read the provider, then apply. */
export async function settleOrder(deps: PaymentDeps, order: OrderRow, source: SettleSource): Promise<OrderRow> {
  return applyOutcome(deps, order, await providerOutcome(deps, order), source);
}
