import { z } from 'zod';
import { pageMeta } from './envelope';
import { safeString } from './safe-string';

/* The shapes of contracts/memberships.ts (read its header first), apart to keep each file short. */

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

/** `refund`: a refund or dispute took back a payment of the membership (wallet debts lapse at renewal as `debt`). */
export const LAPSE_REASONS = ['canceled', 'unpaid', 'debt', 'refund'] as const;
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
