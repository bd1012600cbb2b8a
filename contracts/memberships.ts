/**
 * Memberships: a creator's monthly tiers, paid in STAR from the fan's wallet.
 *
 * States of a membership (`state`):
 * - `active`: paid up to `current_period_end`; renews then at `next_price_stars` (the tier's
 *   price, or the tier switched to).
 * - `canceled`: the fan canceled; still a member until `current_period_end`, then `lapsed`
 *   (reason `canceled`). No refund of the current period. `resume` undoes the cancel for free
 *   while the period lasts.
 * - `grace`: the renewal at `current_period_end` could not be paid (too few stars). Still a
 *   member; the renewal is retried daily until `grace_until` (MEMBERSHIP_GRACE_DAYS after the
 *   period end), then `lapsed` (reason `unpaid`). Topping up lets the next retry pay, or
 *   `resume` pays now.
 * - `lapsed`: not a member. `lapse_reason` says why: `canceled`, `unpaid`, or `debt` (a refunded
 *   or disputed top-up left the fan owing stars: renewals stop at once, and paying again needs
 *   the debt settled first, 403 ACCOUNT_RESTRICTED). `resume` (or joining again) pays a new
 *   period now, anchored on that day.
 *
 * Periods: period n (from 1) runs from the anchor (the join or resume instant) plus n−1 months to
 * the anchor plus n months, each end clamped at the month's last day: joined Jan 31, the periods
 * end Feb 28 (29), Mar 31, Apr 30, … (anchored on the join day, never on the previous end).
 *
 * Money: joining, resuming and each renewal are one ledger transfer each, with the gift rules:
 * the fan's STAR goes to the platform, the creator's TVS value minus the platform fee
 * (`getGiftConfig`: tvs_per_star, fee_bps) waits in their pending earnings for the hold period.
 * Each charge is also a row of the creator's earnings (`getMyEarnings`: `membership` names the
 * tier) and of the channel's supporters list (`listChannelGifts`, marked as a membership), and a
 * row of the fan's `listMyMembershipCharges`. A renewal is charged at most once per (membership,
 * period), whatever retries, processes or restarts happen.
 *
 * Price changes: editing a tier's price applies to new members at once and to each member from
 * their first renewal after the change; until then the member's `price_notice` says the new
 * price and from when (no surprise charges). A tier switch takes effect at the next renewal
 * (`next_tier`); a retired tier keeps its members, who renew at its last price.
 */
import { z } from 'zod';
import { idempotencyHeaders } from './checkout';
import { defineEndpoint } from './endpoint';
import { dataEnvelope, pageMeta, pagedEnvelope } from './envelope';
import { safeString } from './safe-string';

/** Machine codes of membership answers, beside INSUFFICIENT_BALANCE, IDEMPOTENCY_CONFLICT, ACCOUNT_RESTRICTED, CHANNEL_NOT_FOUND, RATE_LIMITED. */
export const MembershipErrorCode = {
  /** 409: the fan already has a live membership of this channel (switch tier instead). */
  ALREADY_MEMBER: 'ALREADY_MEMBER',
  /** 400: a creator cannot join their own channel. */
  OWN_CHANNEL: 'MEMBERSHIP_OWN_CHANNEL',
  /** 404: no such tier on this channel, or no such membership of the caller. */
  NOT_FOUND: 'NOT_FOUND',
  /** 409: the tier is closed to new members or retired. */
  TIER_CLOSED: 'MEMBERSHIP_TIER_CLOSED',
  /** 409: the channel already has the most tiers allowed (retired ones do not count). */
  TIER_LIMIT: 'MEMBERSHIP_TIER_LIMIT',
  /** 409: a retired tier cannot be edited. */
  TIER_RETIRED: 'MEMBERSHIP_TIER_RETIRED',
  /** 409: the change does not apply in the membership's state (e.g. switching a lapsed one). */
  WRONG_STATE: 'MEMBERSHIP_WRONG_STATE',
} as const;

export const MAX_TIERS = 5;
export const TIER_NAME_MAX = 40;
export const TIER_PERKS_MAX = 280;
export const MEMBERS_PAGE_SIZE = 20;

export const MEMBERSHIP_STATES = ['active', 'canceled', 'grace', 'lapsed'] as const;
export const membershipState = z.enum(MEMBERSHIP_STATES);
export type MembershipState = z.infer<typeof membershipState>;

export const LAPSE_REASONS = ['canceled', 'unpaid', 'debt'] as const;
export const lapseReason = z.enum(LAPSE_REASONS);
export type LapseReason = z.infer<typeof lapseReason>;

const oneLine = (max: number) =>
  safeString()
    .trim()
    .max(max)
    .regex(/^[^\u0000-\u001f\u007f]*$/, 'No control characters');

/** The price's limits live in configuration (`membershipConfig`), so the API checks them beyond this schema. */
const priceStars = z.number().int().positive().max(1_000_000_000);

export const membershipConfig = z.object({
  min_price_stars: z.number().int().positive(),
  max_price_stars: z.number().int().positive(),
  max_tiers: z.number().int().positive(),
  grace_days: z.number().int().min(0),
});
export type MembershipConfig = z.infer<typeof membershipConfig>;

/** A tier as anyone sees it on the channel page. */
export const publicTier = z.object({
  id: z.uuid(),
  name: z.string(),
  price_stars: z.number().int(),
  perks: z.string(),
});
export type PublicTier = z.infer<typeof publicTier>;

/** A tier as its creator manages it; `members` counts live memberships (active, canceled, grace). */
export const ownerTier = publicTier.extend({
  open: z.boolean(),
  retired_at: z.string().nullable(),
  members: z.number().int(),
  created_at: z.string(),
});
export type OwnerTier = z.infer<typeof ownerTier>;

export const createTierRequest = z.object({
  name: oneLine(TIER_NAME_MAX).min(1),
  price_stars: priceStars,
  perks: oneLine(TIER_PERKS_MAX).default(''),
  open: z.boolean().default(true),
});
export type CreateTierRequest = z.infer<typeof createTierRequest>;

export const updateTierRequest = z
  .object({
    name: oneLine(TIER_NAME_MAX).min(1),
    price_stars: priceStars,
    perks: oneLine(TIER_PERKS_MAX),
    open: z.boolean(),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Change at least one field');
export type UpdateTierRequest = z.infer<typeof updateTierRequest>;

/** A price the member will pay from `effective_at` (their first renewal after the change). */
export const priceNotice = z.object({
  price_stars: z.number().int(),
  effective_at: z.string(),
  noticed_at: z.string(),
});

/** A membership as its fan sees it. Timestamps are ISO 8601. */
export const myMembership = z.object({
  id: z.uuid(),
  channel: z.object({ slug: z.string(), name: z.string().nullable(), avatar_url: z.string().nullable() }),
  tier: publicTier,
  state: membershipState,
  lapse_reason: lapseReason.nullable(),
  /** What the current period cost. */
  price_stars: z.number().int(),
  /** What the next renewal will charge (the new price or the switched-to tier's price). */
  next_price_stars: z.number().int(),
  /** The tier the next renewal moves to; null without a switch pending. */
  next_tier: publicTier.nullable(),
  price_notice: priceNotice.nullable(),
  /** When the first period began (or the last resume after a lapse). */
  since: z.string(),
  current_period_start: z.string(),
  current_period_end: z.string(),
  /** The next charge; null when canceled or lapsed. */
  next_renewal_at: z.string().nullable(),
  /** While in grace: when it lapses if still unpaid. */
  grace_until: z.string().nullable(),
  canceled_at: z.string().nullable(),
  lapsed_at: z.string().nullable(),
});
export type MyMembership = z.infer<typeof myMembership>;

/** The answer to joining or resuming: the membership and the fan's STAR balance after paying. */
export const paidMembership = myMembership.extend({ star_balance: z.number().int() });
export type PaidMembership = z.infer<typeof paidMembership>;

export const joinMembershipRequest = z.object({
  channel_slug: safeString().min(1).max(100),
  tier_id: z.uuid(),
});
export type JoinMembershipRequest = z.infer<typeof joinMembershipRequest>;

export const switchTierRequest = z.object({ tier_id: z.uuid() });

/** One charge of a membership: the join, a resume, or a renewal (period 2 onwards). */
export const membershipCharge = z.object({
  id: z.uuid(),
  membership_id: z.uuid(),
  channel_slug: z.string(),
  tier_name: z.string(),
  period: z.number().int().min(1),
  stars: z.number().int(),
  period_start: z.string(),
  period_end: z.string(),
  created_at: z.string(),
});
export type MembershipCharge = z.infer<typeof membershipCharge>;

/** A member as the creator sees them. */
export const channelMember = z.object({
  id: z.uuid(),
  member: z.object({ display_name: z.string().nullable(), avatar_url: z.string().nullable() }),
  tier: z.object({ id: z.uuid(), name: z.string() }),
  state: membershipState,
  price_stars: z.number().int(),
  since: z.string(),
  current_period_end: z.string(),
  next_renewal_at: z.string().nullable(),
});
export type ChannelMember = z.infer<typeof channelMember>;

/** Live members (active, canceled, grace) per tier, and the stars they pay a month. */
export const tierTotal = z.object({
  tier_id: z.uuid(),
  name: z.string(),
  members: z.number().int(),
  stars_per_month: z.number().int(),
});

export const channelMembers = z.object({
  data: z.array(channelMember),
  meta: pageMeta,
  totals: z.array(tierTotal),
});
export type ChannelMembers = z.infer<typeof channelMembers>;

const slugParams = z.object({ slug: safeString().min(1).max(100) });
const tierParams = slugParams.extend({ tier_id: z.uuid() });
const membershipParams = z.object({ id: z.uuid() });
const paging = (size: number) =>
  z.object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    page_size: z.coerce.number().int().min(1).max(50).default(size),
  });

export const listChannelTiers = defineEndpoint({
  id: 'listChannelTiers',
  method: 'GET',
  path: '/core/v3/channel/channels/:slug/tiers/',
  summary: "A channel's tiers open to new members, cheapest first, with the price limits; 404 CHANNEL_NOT_FOUND",
  tags: ['memberships'],
  params: slugParams,
  responses: { 200: z.object({ data: z.array(publicTier), config: membershipConfig }) },
});

export const listOwnTiers = defineEndpoint({
  id: 'listOwnTiers',
  method: 'GET',
  path: '/core/v3/channel/channels/:slug/tiers/manage/',
  summary: "Every tier of the caller's channel, retired ones included, with member counts; 404 CHANNEL_NOT_FOUND for another's channel",
  tags: ['memberships'],
  auth: 'bearer',
  params: slugParams,
  responses: { 200: z.object({ data: z.array(ownerTier), config: membershipConfig }) },
});

export const createTier = defineEndpoint({
  id: 'createTier',
  method: 'POST',
  path: '/core/v3/channel/channels/:slug/tiers/',
  summary: "Add a tier to the caller's channel; price outside the limits 400 VALIDATION_ERROR, past the limit 409 MEMBERSHIP_TIER_LIMIT",
  tags: ['memberships'],
  auth: 'bearer',
  params: slugParams,
  body: createTierRequest,
  responses: { 201: dataEnvelope(ownerTier) },
});

export const updateTier = defineEndpoint({
  id: 'updateTier',
  method: 'PATCH',
  path: '/core/v3/channel/channels/:slug/tiers/:tier_id/',
  summary:
    'Edit a tier: a new price applies to new members now and to each member from their next renewal, with a notice on their membership; 404 NOT_FOUND, 409 MEMBERSHIP_TIER_RETIRED',
  tags: ['memberships'],
  auth: 'bearer',
  params: tierParams,
  body: updateTierRequest,
  responses: { 200: dataEnvelope(ownerTier) },
});

export const retireTier = defineEndpoint({
  id: 'retireTier',
  method: 'DELETE',
  path: '/core/v3/channel/channels/:slug/tiers/:tier_id/',
  summary: 'Retire a tier: closed to new members for good; its members stay until they leave; 404 NOT_FOUND',
  tags: ['memberships'],
  auth: 'bearer',
  params: tierParams,
  responses: { 200: dataEnvelope(ownerTier) },
});

export const listChannelMembers = defineEndpoint({
  id: 'listChannelMembers',
  method: 'GET',
  path: '/core/v3/channel/channels/:slug/members/',
  summary: "The caller's channel's memberships, newest first, with live members per tier; 404 CHANNEL_NOT_FOUND for another's channel",
  tags: ['memberships'],
  auth: 'bearer',
  params: slugParams,
  query: paging(MEMBERS_PAGE_SIZE),
  responses: { 200: channelMembers },
});

export const listMyMemberships = defineEndpoint({
  id: 'listMyMemberships',
  method: 'GET',
  path: '/core/v1/me/memberships/',
  summary: "The caller's memberships, live ones first, then newest first",
  tags: ['memberships'],
  auth: 'bearer',
  query: paging(MEMBERS_PAGE_SIZE),
  responses: { 200: pagedEnvelope(myMembership) },
});

export const joinMembership = defineEndpoint({
  id: 'joinMembership',
  method: 'POST',
  path: '/core/v1/me/memberships/',
  summary:
    'Join a tier, paying the first month from the STAR balance now; 402 INSUFFICIENT_BALANCE, 409 ALREADY_MEMBER, 400 MEMBERSHIP_OWN_CHANNEL, 404 CHANNEL_NOT_FOUND or NOT_FOUND, 409 MEMBERSHIP_TIER_CLOSED, 403 ACCOUNT_RESTRICTED, the same Idempotency-Key with another body 409 IDEMPOTENCY_CONFLICT, 429 RATE_LIMITED',
  tags: ['memberships'],
  auth: 'bearer',
  headers: idempotencyHeaders,
  body: joinMembershipRequest,
  responses: { 201: dataEnvelope(paidMembership) },
});

export const switchMembershipTier = defineEndpoint({
  id: 'switchMembershipTier',
  method: 'PUT',
  path: '/core/v1/me/memberships/:id/tier/',
  summary:
    'Move to another tier of the same channel from the next renewal (the same tier again drops a pending switch); 404 NOT_FOUND, 409 MEMBERSHIP_TIER_CLOSED, 409 MEMBERSHIP_WRONG_STATE when lapsed',
  tags: ['memberships'],
  auth: 'bearer',
  params: membershipParams,
  body: switchTierRequest,
  responses: { 200: dataEnvelope(myMembership) },
});

export const cancelMembership = defineEndpoint({
  id: 'cancelMembership',
  method: 'POST',
  path: '/core/v1/me/memberships/:id/cancel/',
  summary:
    'Stop renewing: a member until the period ends, no refund; again is a no-op; 404 NOT_FOUND, 409 MEMBERSHIP_WRONG_STATE when lapsed',
  tags: ['memberships'],
  auth: 'bearer',
  params: membershipParams,
  responses: { 200: dataEnvelope(myMembership) },
});

export const resumeMembership = defineEndpoint({
  id: 'resumeMembership',
  method: 'POST',
  path: '/core/v1/me/memberships/:id/resume/',
  summary:
    'Canceled: renew again, nothing to pay now. Grace or lapsed: pay now (a new period from today when lapsed); 402 INSUFFICIENT_BALANCE, 403 ACCOUNT_RESTRICTED, 409 MEMBERSHIP_TIER_CLOSED (pick another tier by joining), the same Idempotency-Key with another body 409 IDEMPOTENCY_CONFLICT',
  tags: ['memberships'],
  auth: 'bearer',
  params: membershipParams,
  headers: idempotencyHeaders,
  responses: { 200: dataEnvelope(paidMembership) },
});

export const listMyMembershipCharges = defineEndpoint({
  id: 'listMyMembershipCharges',
  method: 'GET',
  path: '/core/v1/me/memberships/charges/',
  summary: "What the caller's memberships charged (joins, resumes, renewals), newest first",
  tags: ['memberships'],
  auth: 'bearer',
  query: paging(MEMBERS_PAGE_SIZE),
  responses: { 200: pagedEnvelope(membershipCharge) },
});

export const membershipEndpoints = [
  listChannelTiers,
  listOwnTiers,
  createTier,
  updateTier,
  retireTier,
  listChannelMembers,
  listMyMemberships,
  joinMembership,
  switchMembershipTier,
  cancelMembership,
  resumeMembership,
  listMyMembershipCharges,
] as const;

/**
 * `POST /sandbox/memberships/clock` (SANDBOX=1 only): moves the renewal job's clock forward by
 * `days` (and `hours`), then runs one renewal round at that time; answers the clock and the round.
 * `POST /sandbox/memberships/renew` runs a round at the current (moved) clock.
 */
export const sandboxClockRequest = z.object({
  days: z.number().int().min(0).max(400).default(0),
  hours: z
    .number()
    .int()
    .min(0)
    .max(24 * 400)
    .default(0),
});
export const renewalRound = z.object({
  now: z.string(),
  /** False when another process held the round's lock. */
  ran: z.boolean(),
  charged: z.number().int(),
  grace: z.number().int(),
  lapsed: z.number().int(),
});
export type RenewalRound = z.infer<typeof renewalRound>;
