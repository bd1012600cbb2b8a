import { z } from 'zod';
import { ORDER_TTL_MINUTES, type CheckoutRequest, type Order } from '@/contracts/checkout';
import { PaymentErrorCode } from '@/contracts/payments';
import { createKeyValueStore } from '@/services/storage/local-store';
import { trackCheckoutCompleted, trackCheckoutRefused, trackCheckoutStarted, type CheckoutDetails } from './events';

const KEY = 'starlit_checkout_started';

const storedDetails = z.object({
  item: z.string(),
  amount: z.number().int().optional(),
  currency: z.string().optional(),
  paymentMethod: z.string(),
});

// This tab, as long as the order stays payable: a payment that leaves for 3-D Secure or the
// gateway ends on a later page load, whose answer does not always carry the order.
const store = createKeyValueStore(() => (typeof window === 'undefined' ? undefined : window.sessionStorage));

export function orderDetails(order: Order): CheckoutDetails {
  return { item: order.package.id, amount: order.price.amount, currency: order.price.currency, paymentMethod: order.method.id };
}

/** What the buyer chose, for a checkout the API refused before it made an order. */
export function requestDetails(request: Pick<CheckoutRequest, 'package_id' | 'method'>): CheckoutDetails {
  return { item: request.package_id, paymentMethod: request.method };
}

/** `checkout_started`: the API made the order and it goes to the payment provider. */
export function checkoutStarted(order: Order): void {
  const details = orderDetails(order);
  store.write(KEY, details, { ttlSeconds: ORDER_TTL_MINUTES * 60 });
  trackCheckoutStarted(details);
}

/** `checkout_completed`: the order succeeded and the stars were credited. */
export function checkoutCompleted(order: Order): void {
  store.remove(KEY);
  trackCheckoutCompleted(orderDetails(order));
}

/**
 * `checkout_refused` with the API's code (or the order's end state), and the details the caller
 * knows (the order, or what the buyer chose), else those of the checkout this tab started.
 */
export function checkoutRefused(reason: string, known?: Order | CheckoutDetails): void {
  const details = known ? ('id' in known ? orderDetails(known) : known) : store.read(KEY, storedDetails);
  store.remove(KEY);
  trackCheckoutRefused(details ?? { item: '', paymentMethod: '' }, reason);
}

/** The reason a checkout answered with an order in its end state but not succeeded reports. */
export function refusedOrderReason(order: Order): string {
  return order.status === 'failed' ? PaymentErrorCode.PAYMENT_FAILED : order.status.toUpperCase();
}
