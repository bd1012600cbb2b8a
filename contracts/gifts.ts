import { z } from 'zod';
import { idempotencyHeaders } from './checkout';
import { defineEndpoint } from './endpoint';
import { dataEnvelope, pageMeta } from './envelope';
import { safeString } from './safe-string';
import { money } from './wallet';

/** Machine codes of gift answers, beside INSUFFICIENT_BALANCE, IDEMPOTENCY_CONFLICT and CHANNEL_NOT_FOUND. */
export const GiftErrorCode = {
  /** 400: a creator cannot send stars to their own channel. */
  OWN_CHANNEL: 'GIFT_OWN_CHANNEL',
} as const;

export const GIFT_MESSAGE_MAX = 140;
export const GIFTS_PAGE_SIZE = 10;

/**
 * What a gift is worth, from the API's configuration and snapshotted on every gift: one STAR is
 * `tvs_per_star` TVS minor units, of which `fee_bps` basis points go to the platform.
 */
export const giftConfig = z.object({
  tvs_per_star: z.number().int().positive(),
  fee_bps: z.number().int().min(0).max(10_000),
  min_stars: z.number().int().positive(),
  max_stars: z.number().int().positive(),
  message_max: z.number().int().positive(),
  presets: z.array(z.number().int().positive()),
});
export type GiftConfig = z.infer<typeof giftConfig>;

/** Control characters would break the one-line message on the channel page. */
const giftMessage = safeString()
  .trim()
  .max(GIFT_MESSAGE_MAX)
  .regex(/^[^\u0000-\u001f\u007f]*$/, 'No control characters');

/** The amount's limits live in configuration, so the API checks them beyond this schema. */
export const sendGiftRequest = z.object({
  stars: z.number().int().positive().max(1_000_000_000),
  message: giftMessage.optional(),
  anonymous: z.boolean().default(false),
});
export type SendGiftRequest = z.infer<typeof sendGiftRequest>;

/** A gift as anyone sees it on the channel page; `sender` is null when sent anonymously. */
export const publicGift = z.object({
  id: z.uuid(),
  stars: z.number().int(),
  message: z.string().nullable(),
  sender: z.object({ display_name: z.string().nullable(), avatar_url: z.string().nullable() }).nullable(),
  /** Set when the stars paid a membership (join, resume or renewal) of this tier; null for a gift. */
  membership: z.object({ tier_name: z.string() }).nullable(),
  created_at: z.string(),
});
export type PublicGift = z.infer<typeof publicGift>;

/** A gift as its creator sees it: the value, the fee taken and what reached the TVS wallet. */
export const receivedGift = publicGift.extend({
  gross: money,
  fee: money,
  net: money,
  fee_bps: z.number().int(),
  tvs_per_star: z.number().int(),
});
export type ReceivedGift = z.infer<typeof receivedGift>;

/** The sender's view of a gift just sent (or replayed with the same Idempotency-Key). */
export const sentGift = publicGift.extend({
  channel_slug: z.string(),
  anonymous: z.boolean(),
  /** The sender's STAR balance after the gift. */
  star_balance: z.number().int(),
});
export type SentGift = z.infer<typeof sentGift>;

export const earningsTotals = z.object({
  /** Every payment counted below, membership charges included. */
  gifts: z.number().int(),
  /** How many of them were membership charges. */
  memberships: z.number().int(),
  stars: z.number().int(),
  gross: money,
  fee: money,
  net: money,
});

export const earningsDay = z.object({
  /** YYYY-MM-DD in UTC. */
  date: z.string(),
  net: z.number().int(),
  /** The part of `net` that membership charges brought. */
  memberships: z.number().int(),
});
export type EarningsDay = z.infer<typeof earningsDay>;

/**
 * Earnings still in their hold period: they reach the TVS wallet (and can be converted or paid
 * out) on their release day, unless a refund or dispute of the payment behind them takes them back.
 */
export const pendingEarnings = z.object({
  total: money,
  hold_days: z.number().int(),
  /** By UTC day of release (YYYY-MM-DD), soonest first, TVS minor units. */
  releases: z.array(z.object({ date: z.string(), amount: z.number().int() })),
});
export type PendingEarnings = z.infer<typeof pendingEarnings>;

export const earnings = z.object({
  data: z.array(receivedGift),
  meta: pageMeta,
  totals: earningsTotals,
  pending: pendingEarnings,
  /** The last 30 days (UTC), oldest first, net TVS minor units per day, days without gifts at 0. */
  daily: z.array(earningsDay),
});
export type Earnings = z.infer<typeof earnings>;

const paging = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(50).default(GIFTS_PAGE_SIZE),
});

const slugParams = z.object({ slug: safeString().min(1).max(100) });

export const sendGift = defineEndpoint({
  id: 'sendGift',
  method: 'POST',
  path: '/core/v3/channel/channels/:slug/gifts/',
  summary:
    "Send stars to a channel: STAR leaves the sender's wallet, the creator's TVS wallet receives the value minus the fee; 402 INSUFFICIENT_BALANCE, 400 GIFT_OWN_CHANNEL, 404 CHANNEL_NOT_FOUND, the same Idempotency-Key with another body 409 IDEMPOTENCY_CONFLICT, past the per-user or per-address limit 429 RATE_LIMITED with Retry-After",
  tags: ['gifts'],
  auth: 'bearer',
  params: slugParams,
  headers: idempotencyHeaders,
  body: sendGiftRequest,
  responses: { 200: dataEnvelope(sentGift) },
});

export const listChannelGifts = defineEndpoint({
  id: 'listChannelGifts',
  method: 'GET',
  path: '/core/v3/channel/channels/:slug/gifts/',
  summary: "A channel's recent supporters, newest first; 404 CHANNEL_NOT_FOUND",
  tags: ['gifts'],
  params: slugParams,
  query: paging,
  responses: { 200: z.object({ data: z.array(publicGift), meta: pageMeta }) },
});

export const getGiftConfig = defineEndpoint({
  id: 'getGiftConfig',
  method: 'GET',
  path: '/core/v3/channel/gift-config/',
  summary: 'What a STAR is worth to a creator, the fee, and the amounts a gift may have',
  tags: ['gifts'],
  responses: { 200: dataEnvelope(giftConfig) },
});

export const getMyEarnings = defineEndpoint({
  id: 'getMyEarnings',
  method: 'GET',
  path: '/core/v1/me/earnings/',
  summary:
    "Gifts and membership charges received by the caller's channel, newest first, with all-time totals, the last 30 days, and the earnings still pending with their release days",
  tags: ['gifts'],
  auth: 'bearer',
  query: paging,
  responses: { 200: earnings },
});

export const giftEndpoints = [sendGift, listChannelGifts, getGiftConfig, getMyEarnings] as const;
