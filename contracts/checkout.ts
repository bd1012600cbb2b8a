import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { dataEnvelope, pagedEnvelope } from './envelope';
import { countryCode, money } from './wallet';

export const PAYMENT_METHOD_TYPES = ['card', 'gateway', 'tvs'] as const;
export const paymentMethodType = z.enum(PAYMENT_METHOD_TYPES);
export type PaymentMethodType = z.infer<typeof paymentMethodType>;

/**
 * `pending` until the provider settles it; `succeeded` credited the stars; `failed` refused by the
 * provider; `cancelled` expired unpaid (30 minutes); `refunded` paid, then the charge was refunded
 * (or a dispute lost); `review` the provider reported a payment whose amount, currency or order
 * does not match, so nothing was credited; `disputed` the cardholder disputed the charge: its
 * stars are frozen as for a refund until the dispute is decided.
 */
export const ORDER_STATUSES = ['pending', 'succeeded', 'failed', 'cancelled', 'refunded', 'review', 'disputed'] as const;
export const orderStatus = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatus>;

/** An order stays payable this long; the sweep then cancels it (a late success still credits). */
export const ORDER_TTL_MINUTES = 30;

export const orderMethod = z.object({
  type: paymentMethodType,
  /** The method id checkout was given (`card`, `tvs`, `eghl:ovo`, …). */
  id: z.string(),
  /** Card brand and last four digits once the provider knows the card, else null. */
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  gateway: z.string().nullable(),
});
export type OrderMethod = z.infer<typeof orderMethod>;

/** One top-up; prices are snapshotted when it is made. Timestamps are ISO 8601. */
export const order = z.object({
  id: z.uuid(),
  status: orderStatus,
  package: z.object({ id: z.string(), stars: z.number().int(), bonus_stars: z.number().int() }),
  /** What was charged: fiat for card and gateway, TVS (exponent 2) for `tvs`. */
  price: money,
  /** stars + bonus stars, credited once the order succeeds. */
  stars: z.number().int(),
  stars_credited: z.number().int(),
  method: orderMethod,
  /** The provider's reason when `failed` (e.g. 'Your card was declined.'), else null. */
  failure_message: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  completed_at: z.string().nullable(),
  expires_at: z.string(),
});
export type Order = z.infer<typeof order>;

export const orderStatusChange = z.object({
  status: orderStatus,
  at: z.string(),
  /** What moved it: `checkout`, `callback`, `webhook`, `notification`, `poll`, `sweep`, `refund`. */
  source: z.string(),
  message: z.string().nullable(),
});

/** An order as a receipt: the order plus the provider's reference and every status change. */
export const receipt = order.extend({
  /** `pi_…` for a card, the gateway's TxnID, or the ledger transfer id for TVS. */
  provider_reference: z.string().nullable(),
  status_history: z.array(orderStatusChange),
});
export type Receipt = z.infer<typeof receipt>;

/** 3-D Secure for a saved card confirmed on the server: send the browser to `url`. */
export const nextAction = z.object({
  type: z.literal('redirect_to_url'),
  redirect_to_url: z.object({ url: z.string(), return_url: z.string() }),
});
export type NextAction = z.infer<typeof nextAction>;

/**
 * Prices come from the catalogue only: the body names a package, never an amount.
 * `payment_method_id` (a saved card `pm_…`) only with `method: 'card'`; it is charged at once.
 * `return_url` must be on the web origin; default `<web origin>/get-star`.
 */
export const checkoutRequest = z.object({
  package_id: z.string().min(1).max(64),
  method: z.string().min(1).max(64),
  payment_method_id: z
    .string()
    .regex(/^pm_[A-Za-z0-9]{1,64}$/)
    .optional(),
  country: countryCode,
  return_url: z
    .url({ protocol: /^https?$/ })
    .max(2048)
    .optional(),
});
export type CheckoutRequest = z.infer<typeof checkoutRequest>;

/**
 * Card: `client_secret` for `stripe.confirmPayment` (null when a saved card was charged; then
 * `next_action` is set if 3-D Secure is needed). Gateway: send the browser to `redirect_url`.
 * TVS: the order is already `succeeded`.
 */
export const checkoutResult = z.object({
  order,
  client_secret: z.string().nullable(),
  redirect_url: z.string().nullable(),
  next_action: nextAction.nullable(),
});
export type CheckoutResult = z.infer<typeof checkoutResult>;

/** Any client-chosen string of 8–255 visible ASCII characters (a UUID v4 is a good choice). */
export const idempotencyHeaders = z.object({
  'idempotency-key': z.string().regex(/^[\x21-\x7e]{8,255}$/, 'An Idempotency-Key of 8–255 visible characters'),
});

export const createCheckout = defineEndpoint({
  id: 'createCheckout',
  method: 'POST',
  path: '/paymee/checkout/v3/checkout/',
  summary:
    'Buy a package: an order plus what the browser does next; the same Idempotency-Key and body answer the same order, another body 409 IDEMPOTENCY_CONFLICT, 409 IDEMPOTENCY_IN_PROGRESS while the first is still processed; TVS: 402 INSUFFICIENT_BALANCE; saved card declined: 402 PAYMENT_FAILED; past the per-user or per-address limit or the cap on pending orders: 429 RATE_LIMITED with Retry-After',
  tags: ['checkout'],
  auth: 'bearer',
  headers: idempotencyHeaders,
  body: checkoutRequest,
  responses: { 200: dataEnvelope(checkoutResult) },
});

export const HISTORY_PAGE_SIZE = 10;

export const listOrders = defineEndpoint({
  id: 'listOrders',
  method: 'GET',
  path: '/paymee/checkout/v3/checkout/',
  summary: "The caller's orders, newest first",
  tags: ['checkout'],
  auth: 'bearer',
  query: z.object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    page_size: z.coerce.number().int().min(1).max(50).default(HISTORY_PAGE_SIZE),
  }),
  responses: { 200: pagedEnvelope(order) },
});

export const getOrder = defineEndpoint({
  id: 'getOrder',
  method: 'GET',
  path: '/paymee/checkout/v3/checkout/:id/',
  summary: "One of the caller's orders as a receipt; 404 ORDER_NOT_FOUND",
  tags: ['checkout'],
  auth: 'bearer',
  params: z.object({ id: z.uuid() }),
  responses: { 200: dataEnvelope(receipt) },
});

export const checkoutEndpoints = [createCheckout, listOrders, getOrder] as const;
