import {
  getGiftConfig as getGiftConfigEndpoint,
  getMyEarnings as getMyEarningsEndpoint,
  GIFTS_PAGE_SIZE,
  listChannelGifts as listChannelGiftsEndpoint,
  sendGift as sendGiftEndpoint,
  type SendGiftRequest,
} from '@/contracts/gifts';
import { callEndpoint } from '@/services/api/endpoint-call';
import type { HttpClient } from '@/services/http';

/** One gift attempt; the caller keeps `idempotencyKey` for it, so a retry cannot send twice. */
export const sendGift = (slug: string, body: SendGiftRequest, idempotencyKey: string, client?: HttpClient) =>
  callEndpoint(sendGiftEndpoint, { params: { slug }, body, headers: { 'Idempotency-Key': idempotencyKey }, client });

/** A channel's supporters, newest first; works without a session. */
export const listChannelGifts = (slug: string, page = 1, client?: HttpClient) =>
  callEndpoint(listChannelGiftsEndpoint, { params: { slug }, query: { page: String(page), page_size: String(GIFTS_PAGE_SIZE) }, client });

export const getGiftConfig = (client?: HttpClient) => callEndpoint(getGiftConfigEndpoint, { client });

export const getMyEarnings = (page = 1, client?: HttpClient) =>
  callEndpoint(getMyEarningsEndpoint, { query: { page: String(page), page_size: String(GIFTS_PAGE_SIZE) }, client });
