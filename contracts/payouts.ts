import { z } from 'zod';
import { idempotencyHeaders } from './checkout';
import { defineEndpoint } from './endpoint';
import { dataEnvelope, pagedEnvelope } from './envelope';
import { money } from './wallet';

/** Machine codes of payout answers, beside INSUFFICIENT_BALANCE, IDEMPOTENCY_CONFLICT and ACCOUNT_RESTRICTED. */
export const PayoutErrorCode = {
  /** 400: Stripe Connect cannot pay out to a bank account in this country; nothing was created. */
  COUNTRY_UNSUPPORTED: 'PAYOUT_COUNTRY_UNSUPPORTED',
  /** 409: payouts are not set up, or Stripe does not allow payouts to the account yet. */
  ACCOUNT_NOT_READY: 'PAYOUT_ACCOUNT_NOT_READY',
  /** 400: below the minimum payout. */
  BELOW_MINIMUM: 'PAYOUT_BELOW_MINIMUM',
  /** 404: the caller has no payout with this id. */
  NOT_FOUND: 'PAYOUT_NOT_FOUND',
  /** 403: a debt (refund, dispute) must be settled before money leaves the platform. */
  ACCOUNT_RESTRICTED: 'ACCOUNT_RESTRICTED',
} as const;

/**
 * Countries whose creators Stripe Connect Express can pay (an Express account there, or a
 * cross-border payout from a US platform; stripe.com/docs/connect/cross-border-payouts). A country
 * outside it is refused before anything is created at Stripe.
 */
export const PAYOUT_COUNTRIES = [
  'AT', 'AU', 'BE', 'BR', 'CA', 'CH', 'CZ', 'DE', 'DK', 'ES', 'FI', 'FR', 'GB', 'HK', 'ID', 'IE', 'IN', 'IT', 'JP',
  'KR', 'MX', 'MY', 'NL', 'NO', 'NZ', 'PH', 'PL', 'PT', 'SE', 'SG', 'TH', 'TW', 'US', 'VN',
] as const; // prettier-ignore

export const PAYOUT_LANGUAGES = ['en', 'id', 'fil', 'th', 'tw'] as const;
export const PAYOUTS_PAGE_SIZE = 10;

/**
 * What Stripe says of the connected account: `details_needed` (with Stripe's `currently_due`),
 * `under_review` (Stripe is verifying), `enabled` (payouts allowed), `restricted` (refused).
 */
export const payoutAccountState = z.enum(['details_needed', 'under_review', 'enabled', 'restricted']);
export type PayoutAccountState = z.infer<typeof payoutAccountState>;

export const payoutAccount = z.object({
  country: z.string(),
  state: payoutAccountState,
  currently_due: z.array(z.string()),
  disabled_reason: z.string().nullable(),
  details_submitted: z.boolean(),
  payouts_enabled: z.boolean(),
});
export type PayoutAccount = z.infer<typeof payoutAccount>;

export const payoutSummary = z.object({
  /** Null until the creator sets up payouts. */
  account: payoutAccount.nullable(),
  /** The TVS wallet balance, and what it pays in USD at the rate. */
  available: money,
  available_usd: money,
  minimum_usd: money,
  /** The least TVS that pays the minimum. */
  minimum: money,
  /** US cents one whole TVS (100 minor units) pays. */
  usd_cents_per_tvs: z.number().int().positive(),
  countries: z.array(z.string()),
});
export type PayoutSummary = z.infer<typeof payoutSummary>;

export const payoutStatus = z.enum(['pending', 'in_transit', 'paid', 'failed', 'reversed']);
export type PayoutStatus = z.infer<typeof payoutStatus>;

export const payout = z.object({
  id: z.uuid(),
  status: payoutStatus,
  amount: money,
  usd: money,
  usd_cents_per_tvs: z.number().int(),
  failure_message: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  paid_at: z.string().nullable(),
  failed_at: z.string().nullable(),
});
export type Payout = z.infer<typeof payout>;

export const createPayoutAccountRequest = z.object({
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'A two-letter country code')
    .transform((code) => code.toUpperCase()),
});

export const onboardingLinkRequest = z.object({ language: z.enum(PAYOUT_LANGUAGES).default('en') });

export const requestPayoutRequest = z.object({
  /** TVS minor units. */
  amount: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
export type RequestPayoutRequest = z.infer<typeof requestPayoutRequest>;

export const getPayoutSummary = defineEndpoint({
  id: 'getPayoutSummary',
  method: 'GET',
  path: '/paymee/payout/v1/summary/',
  summary: "The caller's payout account as Stripe reports it, the TVS available to pay out and its USD value, the minimum",
  tags: ['payouts'],
  auth: 'bearer',
  responses: { 200: dataEnvelope(payoutSummary) },
});

export const createPayoutAccount = defineEndpoint({
  id: 'createPayoutAccount',
  method: 'POST',
  path: '/paymee/payout/v1/account/',
  summary:
    "Set up payouts: a Stripe Connect Express account in the creator's country (the existing one if already set up); 400 PAYOUT_COUNTRY_UNSUPPORTED",
  tags: ['payouts'],
  auth: 'bearer',
  body: createPayoutAccountRequest,
  responses: { 201: dataEnvelope(payoutAccount) },
});

export const createOnboardingLink = defineEndpoint({
  id: 'createOnboardingLink',
  method: 'POST',
  path: '/paymee/payout/v1/account/onboarding-link/',
  summary: "Stripe's onboarding page for the caller's payout account, returning to the payouts page in the language given",
  tags: ['payouts'],
  auth: 'bearer',
  body: onboardingLinkRequest,
  responses: { 200: dataEnvelope(z.object({ url: z.url(), expires_at: z.string() })) },
});

export const requestPayout = defineEndpoint({
  id: 'requestPayout',
  method: 'POST',
  path: '/paymee/payout/v1/payouts/',
  summary:
    'Pay out TVS to the connected account: 402 INSUFFICIENT_BALANCE, 400 PAYOUT_BELOW_MINIMUM, 409 PAYOUT_ACCOUNT_NOT_READY, 403 ACCOUNT_RESTRICTED, the same Idempotency-Key with another body 409 IDEMPOTENCY_CONFLICT, past the per-user or per-address limit 429 RATE_LIMITED with Retry-After',
  tags: ['payouts'],
  auth: 'bearer',
  headers: idempotencyHeaders,
  body: requestPayoutRequest,
  responses: { 200: dataEnvelope(payout) },
});

export const listPayouts = defineEndpoint({
  id: 'listPayouts',
  method: 'GET',
  path: '/paymee/payout/v1/payouts/',
  summary: "The caller's payouts, newest first",
  tags: ['payouts'],
  auth: 'bearer',
  query: z.object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    page_size: z.coerce.number().int().min(1).max(50).default(PAYOUTS_PAGE_SIZE),
  }),
  responses: { 200: pagedEnvelope(payout) },
});

export const getPayout = defineEndpoint({
  id: 'getPayout',
  method: 'GET',
  path: '/paymee/payout/v1/payouts/:id/',
  summary: "One of the caller's payouts as a receipt; 404 PAYOUT_NOT_FOUND",
  tags: ['payouts'],
  auth: 'bearer',
  params: z.object({ id: z.uuid() }),
  responses: { 200: dataEnvelope(payout) },
});

export const CONNECT_WEBHOOK_PATH = '/paymee/payout/v1/stripe/connect-webhook/';

export const connectWebhook = defineEndpoint({
  id: 'connectWebhook',
  method: 'POST',
  path: CONNECT_WEBHOOK_PATH,
  summary:
    "Stripe Connect events of connected accounts (raw JSON body, authenticated by the Stripe-Signature header with the Connect endpoint's secret; no verify)",
  tags: ['payouts'],
  headers: z.object({ 'stripe-signature': z.string().min(1).max(2048) }),
  responses: { 200: dataEnvelope(z.object({ received: z.literal(true) })) },
});

export const payoutEndpoints = [
  getPayoutSummary,
  createPayoutAccount,
  createOnboardingLink,
  requestPayout,
  listPayouts,
  getPayout,
  connectWebhook,
] as const;
