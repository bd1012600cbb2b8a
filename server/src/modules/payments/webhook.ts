import { PaymentErrorCode } from '@/contracts/payments';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import { ledgerAccounts, orders, processedEvents } from '../../db/schema';
import { ApiError } from '../../http/errors';
import type { OrderRow } from '../checkout/view';
import { lockedWalletBalance, postTransfer } from '../wallet/ledger';
import { requireStripe, type PaymentDeps } from './deps';
import { externalRefOf, recordEvent, settleOrder } from './settle';

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

/**
 * A refunded charge takes the stars back. What the wallet no longer holds is not taken below
 * zero: the account is flagged with the shortfall for someone to look at.
 */
async function refundOrder(deps: PaymentDeps, order: OrderRow): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [moved] = await tx
      .update(orders)
      .set({ status: 'refunded', updatedAt: deps.clock() })
      .where(and(eq(orders.id, order.id), eq(orders.status, 'succeeded')))
      .returning();
    if (!moved) return;
    const stars = moved.starsCredited;
    const available = await lockedWalletBalance(tx, moved.userId, 'STAR');
    const taken = Math.min(available, stars);
    const clearing = moved.methodType === 'card' ? 'card_clearing' : 'gateway_clearing';
    await postTransfer(tx, {
      idempotencyKey: `order:${moved.id}:refund`,
      kind: 'refund',
      externalRef: `${externalRefOf(moved)}:refund`,
      orderId: moved.id,
      legs: [
        { account: { userId: moved.userId }, currency: 'STAR', amount: -taken },
        { account: { platform: 'issuance' }, currency: 'STAR', amount: taken },
        { account: { platform: clearing }, currency: moved.priceCurrency, amount: -moved.priceAmount },
        { account: { platform: 'sales' }, currency: moved.priceCurrency, amount: moved.priceAmount },
      ],
    });
    if (taken < stars) {
      await tx
        .update(ledgerAccounts)
        .set({ flagged: true, shortfall: sql`${ledgerAccounts.shortfall} + ${stars - taken}` })
        .where(and(eq(ledgerAccounts.owner, moved.userId), eq(ledgerAccounts.code, 'wallet'), eq(ledgerAccounts.currency, 'STAR')));
    }
    await recordEvent(tx, moved.id, 'refunded', 'webhook', taken < stars ? `${stars - taken} STAR could not be taken back.` : null);
  });
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
    const intentId = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
    const order = intentId ? await orderOfIntent(deps, intentId) : undefined;
    // Partial refunds stay on Stripe's side; the stars go back when the whole charge is refunded.
    if (order && charge.refunded) {
      const settled = order.status === 'pending' ? await settleOrder(deps, order, 'webhook') : order;
      await refundOrder(deps, settled);
    }
  }
  // Recorded after handling: a crash in between means a redelivery handles it again, harmlessly.
  await deps.db.insert(processedEvents).values({ id: event.id, type: event.type }).onConflictDoNothing();
}
