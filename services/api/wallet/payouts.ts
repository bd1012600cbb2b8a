import {
  createOnboardingLink as createOnboardingLinkEndpoint,
  createPayoutAccount as createPayoutAccountEndpoint,
  getPayout as getPayoutEndpoint,
  getPayoutSummary as getPayoutSummaryEndpoint,
  listPayouts as listPayoutsEndpoint,
  PAYOUTS_PAGE_SIZE,
  requestPayout as requestPayoutEndpoint,
} from '@/contracts/payouts';
import type { ApiClients } from '@/services/http';
import { callWalletEndpoint } from '@/services/api/wallet-endpoint-call';

export const getPayoutSummary = (clients?: ApiClients) => callWalletEndpoint(getPayoutSummaryEndpoint, { clients });

export const createPayoutAccount = (country: string, clients?: ApiClients) =>
  callWalletEndpoint(createPayoutAccountEndpoint, { body: { country }, clients });

/** Stripe's onboarding page, returning to the payouts page in `language`. */
export const createOnboardingLink = (language: string, clients?: ApiClients) =>
  callWalletEndpoint(createOnboardingLinkEndpoint, { body: { language }, clients });

/** One payout attempt; the caller keeps `idempotencyKey` for it, so a retry cannot pay out twice. */
export const requestPayout = (amount: number, idempotencyKey: string, clients?: ApiClients) =>
  callWalletEndpoint(requestPayoutEndpoint, { body: { amount }, headers: { 'Idempotency-Key': idempotencyKey }, clients });

export const listPayouts = (page = 1, clients?: ApiClients) =>
  callWalletEndpoint(listPayoutsEndpoint, { query: { page, page_size: PAYOUTS_PAGE_SIZE }, clients });

export const getPayout = (id: string, clients?: ApiClients) => callWalletEndpoint(getPayoutEndpoint, { params: { id }, clients });
