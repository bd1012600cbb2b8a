import {
  createCheckout as createCheckoutEndpoint,
  getOrder as getOrderEndpoint,
  HISTORY_PAGE_SIZE,
  listOrders as listOrdersEndpoint,
  type CheckoutRequest,
} from '@/contracts/checkout';
import type { ApiClients } from '@/services/http';
import { callWalletEndpoint } from '@/services/api/wallet-endpoint-call';

/**
 * One purchase attempt. The caller keeps `idempotencyKey` for the attempt, so a retry after a lost
 * answer gets the same order instead of a second charge.
 */
export const createCheckout = (body: CheckoutRequest, idempotencyKey: string, clients?: ApiClients) =>
  callWalletEndpoint(createCheckoutEndpoint, { body, headers: { 'Idempotency-Key': idempotencyKey }, clients });

/** The caller's orders, newest first, 10 a page (spec §9). */
export const listOrders = (page = 1, clients?: ApiClients) =>
  callWalletEndpoint(listOrdersEndpoint, { query: { page, page_size: HISTORY_PAGE_SIZE }, clients });

export const getOrder = (id: string, clients?: ApiClients) => callWalletEndpoint(getOrderEndpoint, { params: { id }, clients });
