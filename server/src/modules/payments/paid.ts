import { fromStripeAmount } from '@/contracts/stripe-amounts';
import type Stripe from 'stripe';
import type { OrderRow } from '../checkout/view';

/**
 * What a provider says was paid: minor units in the order's exponent (null when its answer
 * cannot be read as such), the currency code, and the order the payment names (Stripe's
 * `metadata.order_id`, the gateway's `PaymentID`).
 */
export interface Paid {
  amount: number | null;
  currency: string;
  reference: string | null;
}

export function paidOfIntent(intent: Stripe.PaymentIntent): Paid {
  const currency = intent.currency.toUpperCase();
  return { amount: fromStripeAmount(intent.amount_received, currency), currency, reference: intent.metadata?.order_id ?? null };
}

/** The reference a payment of this order must name: our order id at Stripe, our PaymentID at the gateway. */
const expectedReference = (order: OrderRow) => (order.methodType === 'card' ? order.id : order.providerRef);

/**
 * Why a payment does not settle this order, or null when amount, currency and reference all
 * match. A provider answer is signed, but its signature says who sent it, not that it paid for
 * this order: a payment of 1.00 re-signed for a 1,499,000 IDR order must credit nothing.
 */
export function mismatchOf(order: OrderRow, paid: Paid): string | null {
  const problems = [
    paid.amount !== order.priceAmount && `amount ${paid.amount ?? 'unreadable'} instead of ${order.priceAmount}`,
    paid.currency !== order.priceCurrency && `currency ${paid.currency || 'missing'} instead of ${order.priceCurrency}`,
    paid.reference !== expectedReference(order) && `reference ${paid.reference ?? 'missing'} instead of ${expectedReference(order)}`,
  ].filter((problem): problem is string => typeof problem === 'string');
  return problems.length > 0 ? `The payment does not match the order (${problems.join('; ')}); it is held for review.` : null;
}
