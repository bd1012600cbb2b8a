import type { ChannelMembers, MembershipCharge, MyMembership } from '@/contracts/memberships';
import { asc, count, desc, eq, and, ne, sql } from 'drizzle-orm';
import { membershipCharges, membershipTiers, memberships, users } from '../../db/schema';
import type { MembershipDeps } from './settings';
import { ownChannel } from './tiers';
import { channelMemberView, myMembershipView, selectMyMemberships } from './views';

const meta = (page: number, pageSize: number, total: number) => ({ page, page_size: pageSize, total });

/** Live memberships first, then newest first. */
export async function listMyMemberships(deps: MembershipDeps, fanId: string, page: number, pageSize: number) {
  const mine = eq(memberships.fanId, fanId);
  const [rows, [total]] = await Promise.all([
    selectMyMemberships(deps.db, mine)
      .orderBy(sql`${memberships.state} = 'lapsed'`, desc(memberships.createdAt), desc(memberships.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    deps.db.select({ total: count() }).from(memberships).where(mine),
  ]);
  return {
    data: rows.map((row) => myMembershipView(row, deps.settings.priceNoticeDays)) satisfies MyMembership[],
    meta: meta(page, pageSize, total?.total ?? 0),
  };
}

/** Every charge of the fan's memberships, newest first: their side of the history. */
export async function listMyCharges(deps: MembershipDeps, fanId: string, page: number, pageSize: number) {
  const mine = eq(membershipCharges.fanId, fanId);
  const [rows, [total]] = await Promise.all([
    deps.db
      .select({ charge: membershipCharges, channelSlug: memberships.channelSlug })
      .from(membershipCharges)
      .innerJoin(memberships, eq(memberships.id, membershipCharges.membershipId))
      .where(mine)
      .orderBy(desc(membershipCharges.createdAt), desc(membershipCharges.period), desc(membershipCharges.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    deps.db.select({ total: count() }).from(membershipCharges).where(mine),
  ]);
  const data = rows.map(({ charge, channelSlug }): MembershipCharge => ({
    id: charge.id,
    membership_id: charge.membershipId,
    channel_slug: channelSlug,
    tier_name: charge.tierName,
    period: charge.period,
    stars: charge.stars,
    period_start: charge.periodStart.toISOString(),
    period_end: charge.periodEnd.toISOString(),
    created_at: charge.createdAt.toISOString(),
  }));
  return { data, meta: meta(page, pageSize, total?.total ?? 0) };
}

/** The creator's members, newest first, and live members per tier with what they pay a month. */
export async function listChannelMembers(
  deps: MembershipDeps,
  slug: string,
  userId: string,
  page: number,
  pageSize: number,
): Promise<ChannelMembers> {
  const channel = await ownChannel(deps, slug, userId);
  const ofChannel = eq(memberships.channelId, channel.id);
  const [rows, [total], totals] = await Promise.all([
    deps.db
      .select({
        membership: memberships,
        tier: { id: membershipTiers.id, name: membershipTiers.name },
        member: { displayName: users.displayName, avatarUrl: users.avatarUrl },
      })
      .from(memberships)
      .innerJoin(membershipTiers, eq(membershipTiers.id, memberships.tierId))
      .innerJoin(users, eq(users.id, memberships.fanId))
      .where(ofChannel)
      .orderBy(desc(memberships.createdAt), desc(memberships.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    deps.db.select({ total: count() }).from(memberships).where(ofChannel),
    deps.db
      .select({
        tierId: membershipTiers.id,
        name: membershipTiers.name,
        members: count(memberships.id),
        stars: sql<number>`coalesce(sum(${memberships.priceStars}), 0)::int`,
      })
      .from(membershipTiers)
      .leftJoin(memberships, and(eq(memberships.tierId, membershipTiers.id), ne(memberships.state, 'lapsed')))
      .where(eq(membershipTiers.channelId, channel.id))
      .groupBy(membershipTiers.id, membershipTiers.name, membershipTiers.priceStars, membershipTiers.createdAt)
      .orderBy(asc(membershipTiers.priceStars), asc(membershipTiers.createdAt)),
  ]);
  return {
    data: rows.map((row) => channelMemberView(row.membership, row.tier, row.member)),
    meta: meta(page, pageSize, total?.total ?? 0),
    totals: totals.map((row) => ({ tier_id: row.tierId, name: row.name, members: row.members, stars_per_month: row.stars })),
  };
}
