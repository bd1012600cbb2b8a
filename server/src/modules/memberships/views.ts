import type { ChannelMember, MembershipState, LapseReason, MyMembership, OwnerTier, PublicTier } from '@/contracts/memberships';
import { alias } from 'drizzle-orm/pg-core';
import { eq, type SQL } from 'drizzle-orm';
import { channels, membershipTiers, memberships, type MembershipRow, type MembershipTierRow } from '../../db/schema';
import type { Queryable } from '../wallet/ledger';
import { periodOf } from './periods';

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function publicTierView(tier: MembershipTierRow): PublicTier {
  return { id: tier.id, name: tier.name, price_stars: tier.priceStars, perks: tier.perks };
}

export function ownerTierView(tier: MembershipTierRow, members: number): OwnerTier {
  return { ...publicTierView(tier), open: tier.open, retired_at: iso(tier.retiredAt), members, created_at: tier.createdAt.toISOString() };
}

const DAY_MS = 86_400_000;

/**
 * When a noticed price starts: the first renewal at least `noticeDays` after the member was told,
 * so no one is charged a new price they learned of days before. Null without a notice.
 */
export function priceNoticeFrom(membership: MembershipRow, noticeDays: number): Date | null {
  if (membership.noticePriceStars === null || !membership.noticedAt) return null;
  const earliest = membership.noticedAt.getTime() + noticeDays * DAY_MS;
  let period = membership.period + 1;
  let start = membership.periodEnd;
  while (start.getTime() < earliest) {
    period += 1;
    start = periodOf(membership, period).start;
  }
  return start;
}

/** Whether the renewal due at the current period's end charges the noticed price. */
export function noticeDue(membership: MembershipRow, noticeDays: number): boolean {
  return priceNoticeFrom(membership, noticeDays)?.getTime() === membership.periodEnd.getTime();
}

/**
 * What the next renewal charges: the noticed price once due; before that, the switched-to tier's
 * price as the member chose it (a switch from before that was recorded: the tier's price), else the same.
 */
export function renewalPrice(membership: MembershipRow, nextTier: MembershipTierRow | null, noticeDays: number): number {
  if (noticeDue(membership, noticeDays)) return membership.noticePriceStars!;
  if (nextTier) return membership.nextPriceStars ?? nextTier.priceStars;
  return membership.priceStars;
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

/**
 * The notice after the renewal at the period's end is paid: one not due yet waits for a later
 * renewal, on the switched-to tier too (its price was raised after the switch).
 */
export function noticeAfterRenewal(membership: MembershipRow, noticeDays: number) {
  const waits = membership.noticePriceStars !== null && !noticeDue(membership, noticeDays);
  return waits
    ? { noticePriceStars: membership.noticePriceStars, noticedAt: membership.noticedAt }
    : { noticePriceStars: null, noticedAt: null };
}

export function myMembershipView({ membership, tier, nextTier, channel }: MembershipWithTiers, noticeDays: number): MyMembership {
  const noticeFrom = priceNoticeFrom(membership, noticeDays);
  return {
    id: membership.id,
    channel: { slug: membership.channelSlug, name: channel?.displayName ?? null, avatar_url: channel?.avatarUrl ?? null },
    tier: publicTierView(tier),
    state: membership.state as MembershipState,
    lapse_reason: membership.lapseReason as LapseReason | null,
    price_stars: membership.priceStars,
    next_price_stars: renewalPrice(membership, nextTier, noticeDays),
    next_tier: nextTier ? publicTierView(nextTier) : null,
    price_notice:
      membership.noticePriceStars !== null && membership.noticedAt && noticeFrom
        ? {
            price_stars: membership.noticePriceStars,
            effective_at: noticeFrom.toISOString(),
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
