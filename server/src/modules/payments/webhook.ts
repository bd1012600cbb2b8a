import { PaymentErrorCode } from '@/contracts/payments';
import { and, eq, isNull } from 'drizzle-orm';
import type Stripe from 'stripe';
import { orders, processedEvents } from '../../db/schema';
import { ApiError } from '../../http/errors';
import type { OrderRow } from '../checkout/view';
import { requireStripe, type PaymentDeps } from './deps';
import { disputeLost, reinstate, takeBack } from './reversal';
import { externalRefOf, settleOrder } from './settle';

/** The order a PaymentIntent pays: by its reference, or by the metadata if checkout died before saving it. */
export async function orderOfIntent(deps: PaymentDeps, intentId: string, orderId?: string): Promise<OrderRow | undefined> {
  const [byRef] = await deps.db
    .select()
    .from(orders)
    .where(and(eq(orders.methodType, 'card'), eq(orders.providerRef, intentId)));
  if (byRef || !orderId || !/^[0-9a-f-]{36}$/.test(orderId)) return byRef;
  const [adopted] = await deps.db
    .update(orders)
    .set({ providerRef: intentId })
    .where(and(eq(orders.id, orderId), eq(orders.methodType, 'card'), isNull(orders.providerRef)))
    .returning();
  return adopted;
}

/** The order a charge or dispute is about, settled first if its success has not reached us yet. */
async function settledOrderOf(deps: PaymentDeps, intent: string | Stripe.PaymentIntent | null): Promise<OrderRow | undefined> {
  const intentId = typeof intent === 'string' ? intent : intent?.id;
  const order = intentId ? await orderOfIntent(deps, intentId) : undefined;
  return order?.status === 'pending' ? settleOrder(deps, order, 'webhook') : order;
}

/** Verifies Stripe's signature over the raw body, then handles each event id once. */
export async function handleStripeWebhook(deps: PaymentDeps, rawBody: Buffer | undefined, signature: string): Promise<void> {
  const stripe = requireStripe(deps);
  const secret = deps.config.payments.stripe.webhookSecret;
  if (!secret) throw new ApiError(503, 'SERVICE_UNAVAILABLE', 'The Stripe webhook secret is not configured.');
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(rawBody ?? Buffer.alloc(0), signature, secret);
  } catch {
    throw new ApiError(400, PaymentErrorCode.PROVIDER_SIGNATURE_INVALID, 'The Stripe-Signature header does not verify.');
  }
  const [seen] = await deps.db.select({ id: processedEvents.id }).from(processedEvents).where(eq(processedEvents.id, event.id));
  if (seen) return;
  const object = event.data.object as unknown as Record<string, unknown>;
  if (event.type.startsWith('payment_intent.')) {
    const intent = object as unknown as Stripe.PaymentIntent;
    const order = await orderOfIntent(deps, intent.id, intent.metadata?.order_id);
    if (order) await settleOrder(deps, order, 'webhook');
  } else if (event.type === 'charge.refunded') {
    const charge = object as unknown as Stripe.Charge;
    const order = await settledOrderOf(deps, charge.payment_intent);
    // Partial refunds stay on Stripe's side; the stars go back when the whole charge is refunded.
    if (order && charge.refunded) {
      await takeBack(deps, order, {
        status: 'refunded',
        idempotencyKey: `order:${order.id}:refund`,
        externalRef: `${externalRefOf(order)}:refund`,
      });
    }
  } else if (event.type === 'charge.dispute.created' || event.type === 'charge.dispute.closed') {
    const dispute = object as unknown as Stripe.Dispute;
    const order = await settledOrderOf(deps, dispute.payment_intent);
    if (order && event.type === 'charge.dispute.created') {
      // The disputed amount leaves our Stripe balance now: freeze the stars as a refund would.
      await takeBack(deps, order, {
        status: 'disputed',
        idempotencyKey: `order:${order.id}:dispute:${dispute.id}`,
        externalRef: `stripe:${dispute.id}`,
      });
    } else if (order && (dispute.status === 'won' || dispute.status === 'warning_closed')) {
      await reinstate(deps, order, dispute.id);
    } else if (order && dispute.status === 'lost') {
      await disputeLost(deps, order);
    }
  }
  // Recorded after handling: a crash in between means a redelivery handles it again, harmlessly.
  await deps.db.insert(processedEvents).values({ id: event.id, type: event.type }).onConflictDoNothing();
}
