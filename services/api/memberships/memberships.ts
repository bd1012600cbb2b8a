import {
  cancelMembership as cancelMembershipEndpoint,
  createTier as createTierEndpoint,
  type CreateTierRequest,
  joinMembership as joinMembershipEndpoint,
  listChannelMembers as listChannelMembersEndpoint,
  listChannelTiers as listChannelTiersEndpoint,
  listMyMembershipCharges as listMyMembershipChargesEndpoint,
  listMyMemberships as listMyMembershipsEndpoint,
  listOwnTiers as listOwnTiersEndpoint,
  MEMBERS_PAGE_SIZE,
  resumeMembership as resumeMembershipEndpoint,
  retireTier as retireTierEndpoint,
  switchMembershipTier as switchMembershipTierEndpoint,
  updateTier as updateTierEndpoint,
  type UpdateTierRequest,
} from '@/contracts/memberships';
import { callEndpoint } from '@/services/api/endpoint-call';
import type { HttpClient } from '@/services/http';

const paging = (page: number) => ({ page: String(page), page_size: String(MEMBERS_PAGE_SIZE) });

/** A channel's tiers open to new members; works without a session (the channel page renders with them). */
export const listChannelTiers = (slug: string, client?: HttpClient) => callEndpoint(listChannelTiersEndpoint, { params: { slug }, client });

export const listOwnTiers = (slug: string, client?: HttpClient) => callEndpoint(listOwnTiersEndpoint, { params: { slug }, client });

export const createTier = (slug: string, body: CreateTierRequest, client?: HttpClient) =>
  callEndpoint(createTierEndpoint, { params: { slug }, body, client });

export const updateTier = (slug: string, tierId: string, body: UpdateTierRequest, client?: HttpClient) =>
  callEndpoint(updateTierEndpoint, { params: { slug, tier_id: tierId }, body, client });

export const retireTier = (slug: string, tierId: string, client?: HttpClient) =>
  callEndpoint(retireTierEndpoint, { params: { slug, tier_id: tierId }, client });

export const listChannelMembers = (slug: string, page = 1, client?: HttpClient) =>
  callEndpoint(listChannelMembersEndpoint, { params: { slug }, query: paging(page), client });

export const listMyMemberships = (page = 1, client?: HttpClient) =>
  callEndpoint(listMyMembershipsEndpoint, { query: paging(page), client });

export const listMyMembershipCharges = (page = 1, client?: HttpClient) =>
  callEndpoint(listMyMembershipChargesEndpoint, { query: paging(page), client });

/** One join attempt; the caller keeps `idempotencyKey` for it, so a retry cannot pay twice. */
export const joinMembership = (slug: string, tierId: string, idempotencyKey: string, client?: HttpClient) =>
  callEndpoint(joinMembershipEndpoint, {
    body: { channel_slug: slug, tier_id: tierId },
    headers: { 'Idempotency-Key': idempotencyKey },
    client,
  });

export const switchMembershipTier = (id: string, tierId: string, client?: HttpClient) =>
  callEndpoint(switchMembershipTierEndpoint, { params: { id }, body: { tier_id: tierId }, client });

export const cancelMembership = (id: string, client?: HttpClient) => callEndpoint(cancelMembershipEndpoint, { params: { id }, client });

/** Pays now when in grace or lapsed; the same key for a retry of the same attempt. */
export const resumeMembership = (id: string, idempotencyKey: string, client?: HttpClient) =>
  callEndpoint(resumeMembershipEndpoint, { params: { id }, headers: { 'Idempotency-Key': idempotencyKey }, client });
