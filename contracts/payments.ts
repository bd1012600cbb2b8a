import { z } from 'zod';
import { order, paymentMethodType } from './checkout';
import { defineEndpoint } from './endpoint';
import { dataEnvelope } from './envelope';
import { countryCode, fiatCurrency } from './wallet';

/** Machine codes of payment answers, beside the shared ones (DESIGN.md §4). */
export const PaymentErrorCode = {
  /** 409: the payment is still processing or waits for the customer; poll again in 2 s. */
  PAYMENT_PENDING: 'PM0003',
  /** 402: the provider refused the payment; `message` is the provider's own reason. */
  PAYMENT_FAILED: 'PAYMENT_FAILED',
  /** 402: the TVS balance does not cover the package; nothing moved. */
  INSUFFICIENT_BALANCE: 'INSUFFICIENT_BALANCE',
  /** 409: this Idempotency-Key was used with another body. */
  IDEMPOTENCY_CONFLICT: 'IDEMPOTENCY_CONFLICT',
  /** 409: the first request with this Idempotency-Key is still being processed; ask again after `Retry-After`. */
  IDEMPOTENCY_IN_PROGRESS: 'IDEMPOTENCY_IN_PROGRESS',
  /** 404: no such package in the catalogue. */
  PACKAGE_NOT_FOUND: 'PACKAGE_NOT_FOUND',
  /** 400: the method is not offered in this country, or a saved card was named for a non-card method. */
  METHOD_UNAVAILABLE: 'METHOD_UNAVAILABLE',
  /** 404: no order of the caller's has this id, client secret or TxnId. */
  ORDER_NOT_FOUND: 'ORDER_NOT_FOUND',
  /** 404: the caller has no saved card with this id. */
  PAYMENT_METHOD_NOT_FOUND: 'PAYMENT_METHOD_NOT_FOUND',
  /** 400: a webhook, notification or gateway return whose signature does not verify. */
  PROVIDER_SIGNATURE_INVALID: 'PROVIDER_SIGNATURE_INVALID',
  /** 403: the user owes stars from a refunded or disputed payment; gifts, conversions and payouts wait until a top-up pays it. */
  ACCOUNT_RESTRICTED: 'ACCOUNT_RESTRICTED',
} as const;

export const country = z.object({
  code: z.string(),
  name: z.string(),
  /** The currency packages are priced in there, with its exponent. */
  currency: fiatCurrency,
  exponent: z.number().int(),
});
export type Country = z.infer<typeof country>;

export const listCountries = defineEndpoint({
  id: 'listCountries',
  method: 'GET',
  path: '/paymee/payment/v3/countries/',
  summary: 'Countries the catalogue prices packages for',
  tags: ['payments'],
  auth: 'bearer',
  responses: { 200: dataEnvelope(z.array(country)) },
});

/**
 * A way to pay in a country: `card` (Stripe) everywhere, `tvs` (the TVS balance) everywhere,
 * `gateway` methods (id `<gateway>:<channel>`, e.g. `eghl:ovo`) where the gateway serves the country.
 * Checkout takes the `id` as `method`.
 */
export const paymentMethod = z.object({
  id: z.string(),
  type: paymentMethodType,
  name: z.string(),
  /** The redirect gateway's name (`eghl`) for `gateway` methods, else null. */
  gateway: z.string().nullable(),
});
export type PaymentMethod = z.infer<typeof paymentMethod>;

export const listPaymentMethods = defineEndpoint({
  id: 'listPaymentMethods',
  method: 'GET',
  path: '/paymee/payment/v3/payment-methods/',
  summary: 'Payment methods offered in a country (card and TVS everywhere, gateway methods where served)',
  tags: ['payments'],
  auth: 'bearer',
  query: z.object({ country: countryCode }),
  responses: { 200: dataEnvelope(z.array(paymentMethod)) },
});

export const stripeConfig = z.object({
  /** For `loadStripe(publishable_key)`. */
  publishable_key: z.string(),
  /** True when the API's Stripe is the offline stand-in (load `/sandbox/stripe/v3.js` first). */
  sandbox: z.boolean(),
});
export type StripeConfig = z.infer<typeof stripeConfig>;

export const getStripeConfig = defineEndpoint({
  id: 'getStripeConfig',
  method: 'GET',
  path: '/paymee/payment/v3/stripe/config/',
  summary: 'What Stripe.js needs; 503 SERVICE_UNAVAILABLE when Stripe is not configured',
  tags: ['payments'],
  auth: 'bearer',
  responses: { 200: dataEnvelope(stripeConfig) },
});

/** The `payment_intent_client_secret` Stripe appends to the return URL (`pi_…_secret_…`). */
export const stripeCallbackRequest = z.object({ clientSecret: z.string().min(1).max(255) });
export type StripeCallbackRequest = z.infer<typeof stripeCallbackRequest>;

export const stripeCallback = defineEndpoint({
  id: 'stripeCallback',
  method: 'POST',
  path: '/paymee/payment/v3/stripe/callback/',
  summary:
    "Settle the caller's card order from Stripe's status: 200 credited, 409 PM0003 still pending, 402 PAYMENT_FAILED with Stripe's message",
  tags: ['payments'],
  auth: 'bearer',
  body: stripeCallbackRequest,
  responses: { 200: dataEnvelope(order) },
});

export const stripeWebhook = defineEndpoint({
  id: 'stripeWebhook',
  method: 'POST',
  path: '/paymee/payment/v3/stripe/webhook/',
  summary: 'Stripe events (raw JSON body, authenticated by the Stripe-Signature header; no verify)',
  tags: ['payments'],
  headers: z.object({ 'stripe-signature': z.string().min(1).max(2048) }),
  responses: { 200: dataEnvelope(z.object({ received: z.literal(true) })) },
});

/**
 * The query the gateway returned the browser with, posted as a body. Only `gateway` and `TxnId`
 * are needed (the API asks the gateway for the status); the signed fields, when sent, must verify.
 */
const reference = z.string().regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'Letters, digits and _ . : - only');

export const redirectCallbackRequest = z.object({
  gateway: z.string().regex(/^[a-z0-9_-]{1,40}$/),
  TxnId: reference,
  TxnStatus: z.string().max(4).optional(),
  /** The gateway's own transaction id (eGHL `TxnID`, distinct from our `TxnId`). */
  TxnID: z.string().max(64).optional(),
  ServiceID: z.string().max(40).optional(),
  PaymentID: z.string().max(64).optional(),
  OrderNumber: z.string().max(64).optional(),
  Amount: z.string().max(32).optional(),
  CurrencyCode: z.string().max(8).optional(),
  TxnMessage: z.string().max(255).optional(),
  HashValue2: z.string().max(128).optional(),
});
export type RedirectCallbackRequest = z.infer<typeof redirectCallbackRequest>;

export const redirectCallback = defineEndpoint({
  id: 'redirectCallback',
  method: 'POST',
  path: '/paymee/payment/v3/redirect-callback/',
  summary: "Settle the caller's gateway order from the gateway's status: 200, 409 PM0003 or 402 PAYMENT_FAILED",
  tags: ['payments'],
  auth: 'bearer',
  body: redirectCallbackRequest,
  responses: { 200: dataEnvelope(order) },
});

/** eGHL-style server-to-server notification, form-encoded; `HashValue2` authenticates it. */
export const gatewayNotification = z.object({
  TransactionType: z.string().max(10).optional(),
  PymtMethod: z.string().max(10).optional(),
  ServiceID: z.string().min(1).max(40),
  PaymentID: z.string().min(1).max(64),
  OrderNumber: z.string().min(1).max(64),
  Amount: z.string().min(1).max(32),
  CurrencyCode: z.string().min(1).max(8),
  TxnID: z.string().min(1).max(64),
  TxnStatus: z.string().min(1).max(4),
  TxnMessage: z.string().max(255).optional(),
  HashValue2: z.string().min(1).max(128),
});
export type GatewayNotification = z.infer<typeof gatewayNotification>;

export const gatewayNotify = defineEndpoint({
  id: 'gatewayNotify',
  method: 'POST',
  path: '/paymee/payment/v3/gateway/:gateway/notify/',
  summary: "The gateway's server-to-server notification (form-encoded, its own hash; no verify)",
  tags: ['payments'],
  params: z.object({ gateway: z.string().min(1).max(40) }),
  body: gatewayNotification,
  responses: { 200: dataEnvelope(z.object({ received: z.literal(true) })) },
});

export const savedCard = z.object({
  /** Stripe's PaymentMethod id (`pm_…`); checkout takes it as `payment_method_id`. */
  id: z.string(),
  brand: z.string(),
  last4: z.string(),
  exp_month: z.number().int(),
  exp_year: z.number().int(),
  is_default: z.boolean(),
});
export type SavedCard = z.infer<typeof savedCard>;

const savedCardList = dataEnvelope(z.array(savedCard));
const savedCardParams = z.object({ id: z.string().regex(/^pm_[A-Za-z0-9]{1,64}$/) });

export const listMyPaymentMethods = defineEndpoint({
  id: 'listMyPaymentMethods',
  method: 'GET',
  path: '/paymee/payment/v3/my-payment-methods/',
  summary: "The caller's saved cards, default first",
  tags: ['payments'],
  auth: 'bearer',
  responses: { 200: savedCardList },
});

export const setupIntent = z.object({
  /** For `stripe.confirmSetup({ elements, clientSecret })`; the card is listed once confirmed. */
  client_secret: z.string(),
  setup_intent_id: z.string(),
});
export type SetupIntent = z.infer<typeof setupIntent>;

export const createMyPaymentMethod = defineEndpoint({
  id: 'createMyPaymentMethod',
  method: 'POST',
  path: '/paymee/payment/v3/my-payment-methods/',
  summary:
    'Start saving a card: a SetupIntent client secret for Stripe.js (no payload); past the per-user or per-address limit 429 RATE_LIMITED with Retry-After',
  tags: ['payments'],
  auth: 'bearer',
  responses: { 201: dataEnvelope(setupIntent) },
});

export const deleteMyPaymentMethod = defineEndpoint({
  id: 'deleteMyPaymentMethod',
  method: 'DELETE',
  path: '/paymee/payment/v3/my-payment-methods/:id/',
  summary: "Remove one of the caller's saved cards (removing the default promotes another); answers the list",
  tags: ['payments'],
  auth: 'bearer',
  params: savedCardParams,
  responses: { 200: savedCardList },
});

export const setDefaultPaymentMethod = defineEndpoint({
  id: 'setDefaultPaymentMethod',
  method: 'POST',
  path: '/paymee/payment/v3/my-payment-methods/:id/set-as-default/',
  summary: "Make one of the caller's saved cards the default; answers the list",
  tags: ['payments'],
  auth: 'bearer',
  params: savedCardParams,
  responses: { 200: savedCardList },
});

export const paymentEndpoints = [
  listCountries,
  listPaymentMethods,
  getStripeConfig,
  stripeCallback,
  stripeWebhook,
  redirectCallback,
  gatewayNotify,
  listMyPaymentMethods,
  createMyPaymentMethod,
  deleteMyPaymentMethod,
  setDefaultPaymentMethod,
] as const;
