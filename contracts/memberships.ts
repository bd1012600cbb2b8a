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
 *   or disputed top-up left the fan owing stars: the next renewal lapses instead of charging;
 *   paying again needs the debt settled first, 403 ACCOUNT_RESTRICTED). `resume` (or joining
 *   again) pays a new period now, anchored on that day.
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
import { dataEnvelope, pagedEnvelope } from './envelope';
import {
  MEMBERS_PAGE_SIZE,
  channelMembers,
  createTierRequest,
  joinMembershipRequest,
  membershipCharge,
  membershipConfig,
  myMembership,
  ownerTier,
  paidMembership,
  publicTier,
  switchTierRequest,
  updateTierRequest,
} from './membership-models';
import { safeString } from './safe-string';

export * from './membership-models';

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
