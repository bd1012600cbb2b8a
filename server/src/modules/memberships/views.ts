import type { ChannelMember, MembershipState, LapseReason, MyMembership, OwnerTier, PublicTier } from '@/contracts/memberships';
import { alias } from 'drizzle-orm/pg-core';
import { eq, type SQL } from 'drizzle-orm';
import { channels, membershipTiers, memberships, type MembershipRow, type MembershipTierRow } from '../../db/schema';
import type { Queryable } from '../wallet/ledger';

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function publicTierView(tier: MembershipTierRow): PublicTier {
  return { id: tier.id, name: tier.name, price_stars: tier.priceStars, perks: tier.perks };
}

export function ownerTierView(tier: MembershipTierRow, members: number): OwnerTier {
  return { ...publicTierView(tier), open: tier.open, retired_at: iso(tier.retiredAt), members, created_at: tier.createdAt.toISOString() };
}

/** What the next renewal charges: the switched-to tier's price, else the noticed price, else the same. */
export function renewalPrice(membership: MembershipRow, nextTier: MembershipTierRow | null): number {
  return nextTier ? nextTier.priceStars : (membership.noticePriceStars ?? membership.priceStars);
}

/** When the next charge happens: the period end, or in grace the next retry; none when canceled or lapsed. */
export function nextRenewalAt(membership: MembershipRow): Date | null {
  if (membership.state === 'active') return membership.periodEnd;
  if (membership.state === 'grace') return membership.retryAt ?? membership.periodEnd;
  return null;
}

export interface MembershipWithTiers {
  membership: MembershipRow;
  tier: MembershipTierRow;
  nextTier: MembershipTierRow | null;
  channel: { displayName: string | null; avatarUrl: string | null } | null;
}

export function myMembershipView({ membership, tier, nextTier, channel }: MembershipWithTiers): MyMembership {
  return {
    id: membership.id,
    channel: { slug: membership.channelSlug, name: channel?.displayName ?? null, avatar_url: channel?.avatarUrl ?? null },
    tier: publicTierView(tier),
    state: membership.state as MembershipState,
    lapse_reason: membership.lapseReason as LapseReason | null,
    price_stars: membership.priceStars,
    next_price_stars: renewalPrice(membership, nextTier),
    next_tier: nextTier ? publicTierView(nextTier) : null,
    price_notice:
      membership.noticePriceStars !== null && membership.noticedAt
        ? {
            price_stars: membership.noticePriceStars,
            effective_at: membership.periodEnd.toISOString(),
            noticed_at: membership.noticedAt.toISOString(),
          }
        : null,
    since: membership.anchorAt.toISOString(),
    current_period_start: membership.periodStart.toISOString(),
    current_period_end: membership.periodEnd.toISOString(),
    next_renewal_at: iso(nextRenewalAt(membership)),
    grace_until: iso(membership.graceUntil),
    canceled_at: iso(membership.canceledAt),
    lapsed_at: iso(membership.lapsedAt),
  };
}

export function channelMemberView(
  membership: MembershipRow,
  tier: Pick<MembershipTierRow, 'id' | 'name'>,
  member: { displayName: string | null; avatarUrl: string | null },
): ChannelMember {
  return {
    id: membership.id,
    member: { display_name: member.displayName, avatar_url: member.avatarUrl },
    tier: { id: tier.id, name: tier.name },
    state: membership.state as MembershipState,
    price_stars: membership.priceStars,
    since: membership.anchorAt.toISOString(),
    current_period_end: membership.periodEnd.toISOString(),
    next_renewal_at: iso(nextRenewalAt(membership)),
  };
}

const nextTiers = alias(membershipTiers, 'next_tiers');

/** Memberships with their tiers and channel, for the fan's views. */
export function selectMyMemberships(db: Queryable, where: SQL | undefined) {
  return db
    .select({
      membership: memberships,
      tier: membershipTiers,
      nextTier: nextTiers,
      channel: { displayName: channels.displayName, avatarUrl: channels.avatarUrl },
    })
    .from(memberships)
    .innerJoin(membershipTiers, eq(membershipTiers.id, memberships.tierId))
    .leftJoin(nextTiers, eq(nextTiers.id, memberships.nextTierId))
    .leftJoin(channels, eq(channels.id, memberships.channelId))
    .where(where);
}
