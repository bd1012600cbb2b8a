import { ErrorCode } from '@/contracts/envelope';
import type Stripe from 'stripe';
import { ApiError } from '../../http/errors';
import type { PaymentDeps } from '../payments/deps';
import type { PayoutRestriction } from './eligibility';

/** The payment clients and settings, and the rules that may forbid a payout. */
export interface PayoutDeps extends PaymentDeps {
  restrictions: readonly PayoutRestriction[];
}

export function requireConnect(deps: PayoutDeps): Stripe {
  if (!deps.stripe) throw new ApiError(503, ErrorCode.SERVICE_UNAVAILABLE, 'Payouts are not configured.');
  return deps.stripe;
}

/** Stripe refused the request itself (bad request, permission): retrying it cannot succeed. */
export function isDefinitiveRefusal(error: unknown): error is Stripe.errors.StripeError {
  const type = (error as { type?: unknown } | null)?.type;
  return type === 'StripeInvalidRequestError' || type === 'StripePermissionError' || type === 'StripeCardError';
}
