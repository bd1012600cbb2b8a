import type { RedirectCallbackRequest } from '@/contracts/payments';
import { PaymentErrorCode, type GatewayNotification } from '@/contracts/payments';
import type { Order } from '@/contracts/checkout';
import { and, eq } from 'drizzle-orm';
import { orders, processedEvents } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { paymentIntentIdOf } from '../../providers/stripe';
import { orderView, type OrderRow } from '../checkout/view';
import { requireGateway, requireStripe, type PaymentDeps } from './deps';
import { mismatchOf } from './paid';
import { applyOutcome, settleOrder, type SettleSource } from './settle';

const orderNotFound = () => new ApiError(404, PaymentErrorCode.ORDER_NOT_FOUND, 'No order of yours matches.');

/**
 * 200 with the order once paid; 409 PM0003 while pending; 402 PAYMENT_FAILED with the provider's
 * reason, or why a payment that does not match the order is held for review.
 */
export function answerFor(order: OrderRow): Order {
  if (order.status === 'pending') {
    throw new ApiError(409, PaymentErrorCode.PAYMENT_PENDING, 'The payment is still being processed.');
  }
  if (order.status === 'failed' || order.status === 'cancelled' || order.status === 'review') {
    throw new ApiError(402, PaymentErrorCode.PAYMENT_FAILED, order.failureMessage ?? 'The payment was not completed.');
  }
  return orderView(order);
}

export async function stripeCallback(deps: PaymentDeps, userId: string, clientSecret: string): Promise<Order> {
  requireStripe(deps);
  const intentId = paymentIntentIdOf(clientSecret);
  if (!intentId) throw orderNotFound();
  const [order] = await deps.db
    .select()
    .from(orders)
    .where(and(eq(orders.methodType, 'card'), eq(orders.providerRef, intentId), eq(orders.userId, userId)));
  // The whole secret must match, not just the id inside it.
  if (!order || (order.clientSecret !== null && order.clientSecret !== clientSecret)) throw orderNotFound();
  return answerFor(await settleOrder(deps, order, 'callback'));
}

export async function redirectCallback(deps: PaymentDeps, userId: string, body: RedirectCallbackRequest): Promise<Order> {
  const gateway = requireGateway(deps);
  if (body.gateway !== gateway.name) throw orderNotFound();
  const [order] = await deps.db
    .select()
    .from(orders)
    .where(and(eq(orders.methodType, 'gateway'), eq(orders.providerRef, body.TxnId), eq(orders.userId, userId)));
  if (!order) throw orderNotFound();
  // The signed fields are optional (the status is asked of the gateway), but a forged hash is refused.
  if (body.HashValue2 !== undefined && (!gateway.verify(body) || body.PaymentID !== body.TxnId)) {
    throw new ApiError(400, PaymentErrorCode.PROVIDER_SIGNATURE_INVALID, 'The gateway return does not verify.');
  }
  if (body.HashValue2 !== undefined) {
    const held = await holdSignedMismatch(deps, order, body, 'callback');
    if (held) return answerFor(held);
  }
  return answerFor(await settleOrder(deps, order, 'callback'));
}

/**
 * A signed gateway return or notification reporting a payment of another amount, currency or
 * PaymentID than the order's holds the order for review (the gateway's query is not even asked:
 * the gateway itself says something else was paid). Undefined when the fields match or report
 * no success.
 */
async function holdSignedMismatch(
  deps: PaymentDeps,
  order: OrderRow,
  fields: Record<string, string | undefined>,
  source: SettleSource,
): Promise<OrderRow | undefined> {
  const paid = requireGateway(deps).reportedPayment(fields, order.priceExponent);
  if (!paid || !mismatchOf(order, paid)) return undefined;
  return applyOutcome(deps, order, { kind: 'succeeded', paid }, source);
}

/** The gateway's server-to-server notification: its hash must verify; the status is still re-queried. */
export async function gatewayNotification(deps: PaymentDeps, name: string, fields: GatewayNotification): Promise<void> {
  const gateway = requireGateway(deps);
  if (name !== gateway.name) throw new ApiError(404, 'NOT_FOUND', 'No such gateway.');
  if (!gateway.verify(fields)) {
    throw new ApiError(400, PaymentErrorCode.PROVIDER_SIGNATURE_INVALID, 'The notification does not verify.');
  }
  const eventId = `gateway:${gateway.name}:${fields.PaymentID}:${fields.TxnID}:${fields.TxnStatus}`;
  const [seen] = await deps.db.select({ id: processedEvents.id }).from(processedEvents).where(eq(processedEvents.id, eventId));
  if (seen) return;
  const [order] = await deps.db
    .select()
    .from(orders)
    .where(and(eq(orders.methodType, 'gateway'), eq(orders.providerRef, fields.PaymentID)));
  if (order && !(await holdSignedMismatch(deps, order, fields, 'notification'))) await settleOrder(deps, order, 'notification');
  await deps.db.insert(processedEvents).values({ id: eventId, type: 'gateway.notification' }).onConflictDoNothing();
}
