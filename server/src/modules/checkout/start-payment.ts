import { toStripeAmount } from '@/contracts/stripe-amounts';
import { ErrorCode } from '@/contracts/envelope';
import type { CheckoutResult } from '@/contracts/checkout';
import { PaymentErrorCode } from '@/contracts/payments';
import { and, count, eq, gt, isNull, lte, min, ne } from 'drizzle-orm';
import Stripe from 'stripe';
import { orders, users } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { rateLimited } from '../auth/rate-limit';
import { requireStripe, type PaymentDeps } from '../payments/deps';
import { ensureCustomer } from '../payments/saved-cards';
import { applyOutcome, outcomeOfIntent, recordEvent, settleOrder } from '../payments/settle';
import type { OrderRow } from './view';

/**
 * A card or gateway order is written before the provider is asked; until its reference is
 * recorded, `updated_at` is the lease of the request asking. A retry with the same key takes the
 * order over only once the lease is this old (its request died, or the provider hangs: asking
 * again with the same provider idempotency key and the same body is safe either way).
 */
export const UNSTARTED_LEASE_SECONDS = 10;

export const paymentFailed = (message: string) => new ApiError(402, PaymentErrorCode.PAYMENT_FAILED, message);

/** eGHL's PaymentID: at most 20 characters, derived from the order so a retry reuses it. */
export const gatewayPaymentId = (orderId: string) => `SL${orderId.replace(/-/g, '').slice(0, 18).toUpperCase()}`;

/** Written, but the provider has not answered for it yet. */
export const awaitsProvider = (order: OrderRow) => order.methodType !== 'tvs' && order.status === 'pending' && !order.providerRef;

/**
 * Writes a card or gateway order, unless the key is taken (undefined) or the user already has
 * `pendingOrdersMax` orders waiting for payment (429). The user's row lock makes the count exact
 * under concurrent checkouts.
 */
export async function openOrder(deps: PaymentDeps, values: typeof orders.$inferInsert): Promise<OrderRow | undefined> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, values.userId)).for('no key update');
    const [row] = await tx.insert(orders).values(values).onConflictDoNothing().returning();
    if (!row) return undefined;
    const [open] = await tx
      .select({ count: count(), oldest: min(orders.expiresAt) })
      .from(orders)
      .where(and(eq(orders.userId, values.userId), eq(orders.status, 'pending'), ne(orders.methodType, 'tvs'), gt(orders.expiresAt, now)));
    if ((open?.count ?? 0) > deps.config.moneyLimits.pendingOrdersMax) {
      const wait = ((open?.oldest ?? now).getTime() - now.getTime()) / 1000;
      throw rateLimited('Too many unpaid orders. Pay or let one expire first.', Math.max(1, Math.ceil(wait)));
    }
    await recordEvent(tx, row.id, 'pending', 'checkout');
    return row;
  });
}

/** Takes over an order whose lease has run out; undefined while its request may still be running. */
export async function claimUnstarted(deps: PaymentDeps, order: OrderRow): Promise<OrderRow | undefined> {
  const now = deps.clock();
  const [row] = await deps.db
    .update(orders)
    .set({ updatedAt: now })
    .where(
      and(
        eq(orders.id, order.id),
        eq(orders.status, 'pending'),
        isNull(orders.providerRef),
        lte(orders.updatedAt, new Date(now.getTime() - UNSTARTED_LEASE_SECONDS * 1000)),
      ),
    )
    .returning();
  return row;
}

/** Ends the lease at once: the provider failed, and the caller was told to retry with the same key. */
async function releaseUnstarted(deps: PaymentDeps, order: OrderRow): Promise<void> {
  const expired = new Date(deps.clock().getTime() - UNSTARTED_LEASE_SECONDS * 1000);
  await deps.db
    .update(orders)
    .set({ updatedAt: expired })
    .where(and(eq(orders.id, order.id), isNull(orders.providerRef)));
}

export type ResultOf = (order: OrderRow) => CheckoutResult;

/**
 * Asks the provider to start the payment (outside any transaction), then records its reference.
 * `savedCard` is the request's own: a retry carries the same one, its body hash being the same.
 */
export async function startPayment(deps: PaymentDeps, order: OrderRow, savedCard: string | undefined, resultOf: ResultOf) {
  if (order.methodType === 'gateway') {
    const [row] = await deps.db
      .update(orders)
      .set({ providerRef: gatewayPaymentId(order.id) })
      .where(eq(orders.id, order.id))
      .returning();
    return resultOf(row!);
  }
  const stripe = requireStripe(deps);
  let intent: Stripe.PaymentIntent;
  try {
    const customer = savedCard ? await ensureCustomer(deps, order.userId) : undefined;
    intent = await stripe.paymentIntents.create(
      {
        // In Stripe's minor units: IDR and TWD are two-decimal there, whole units here.
        amount: toStripeAmount(order.priceAmount, order.priceCurrency),
        currency: order.priceCurrency.toLowerCase(),
        metadata: { order_id: order.id, user_id: order.userId },
        description: `${order.stars + order.bonusStars} STAR`,
        ...(savedCard && { customer, payment_method: savedCard, confirm: true, return_url: order.returnUrl }),
      },
      { idempotencyKey: `order:${order.id}:payment-intent` },
    );
  } catch (error) {
    const failed = error instanceof Stripe.errors.StripeCardError ? error.payment_intent : undefined;
    if (!failed) {
      // The order stays pending without a PaymentIntent; the same Idempotency-Key finishes it later.
      await releaseUnstarted(deps, order);
      if (error instanceof Stripe.errors.StripeError) {
        throw new ApiError(503, ErrorCode.SERVICE_UNAVAILABLE, 'The card processor did not answer; retry with the same Idempotency-Key.');
      }
      throw error;
    }
    intent = failed;
  }
  const [row] = await deps.db
    .update(orders)
    .set({
      providerRef: intent.id,
      clientSecret: savedCard ? null : intent.client_secret,
      nextActionUrl: intent.next_action?.redirect_to_url?.url ?? null,
    })
    .where(eq(orders.id, order.id))
    .returning();
  if (!savedCard) return resultOf(row!);
  const settled =
    intent.status === 'succeeded'
      ? await settleOrder(deps, row!, 'checkout')
      : await applyOutcome(deps, row!, outcomeOfIntent(intent), 'checkout');
  if (settled.status === 'failed') throw paymentFailed(settled.failureMessage ?? 'The payment was not completed.');
  const result = resultOf(settled);
  // Still processing: the secret lets the page ask for the outcome as it does after Stripe's redirect.
  return settled.status === 'pending' && !result.next_action ? { ...result, client_secret: intent.client_secret } : result;
}

/**
 * A saved card's order that is still pending without a 3-D Secure step: the first request may
 * be settling it right now, so a replay asks Stripe too rather than answer a stale `pending`.
 */
export async function replaySavedCard(deps: PaymentDeps, order: OrderRow): Promise<OrderRow> {
  const chargedOnServer = order.methodType === 'card' && order.providerRef && !order.clientSecret && !order.nextActionUrl;
  return chargedOnServer && order.status === 'pending' ? settleOrder(deps, order, 'checkout') : order;
}
