import type { Earnings } from '@/contracts/gifts';
import { and, desc, eq, getTableColumns, gte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { gifts, membershipCharges, users } from '../../db/schema';
import { pendingEarnings, releaseMatured } from '../wallet/earnings';
import { findChannel } from './service';
import { DAY_MS, EARNINGS_DAYS, fillDays, publicGiftView, receivedView, tvs } from './view';

const withSender = {
  ...getTableColumns(gifts),
  senderName: users.displayName,
  senderAvatar: users.avatarUrl,
  membershipTier: membershipCharges.tierName,
};
/** A membership charge's gift row names its tier (memberships/charge.ts). */
const charged = eq(membershipCharges.giftId, gifts.id);

async function page(db: Db, where: SQL | undefined, pageNumber: number, pageSize: number) {
  const [rows, [count]] = await Promise.all([
    db
      .select(withSender)
      .from(gifts)
      .innerJoin(users, eq(users.id, gifts.senderId))
      .leftJoin(membershipCharges, charged)
      .where(where)
      .orderBy(desc(gifts.createdAt), desc(gifts.id))
      .limit(pageSize)
      .offset((pageNumber - 1) * pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(gifts)
      .where(where),
  ]);
  return { rows, meta: { page: pageNumber, page_size: pageSize, total: count?.total ?? 0 } };
}

export async function listChannelGifts(db: Db, slug: string, pageNumber: number, pageSize: number) {
  const channel = await findChannel(db, slug);
  const { rows, meta } = await page(db, eq(gifts.channelId, channel.id), pageNumber, pageSize);
  return { data: rows.map(publicGiftView), meta };
}

export async function earningsOf(
  db: Db,
  creatorId: string,
  pageNumber: number,
  pageSize: number,
  now: Date,
  holdDays: number,
): Promise<Earnings> {
  await releaseMatured(db, creatorId, now);
  const mine = eq(gifts.creatorId, creatorId);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const since = new Date(today - (EARNINGS_DAYS - 1) * DAY_MS);
  const { rows, meta } = await page(db, mine, pageNumber, pageSize);
  const [totals] = await db
    .select({
      gifts: sql<number>`count(*)::int`,
      memberships: sql<number>`count(${membershipCharges.id})::int`,
      stars: sql<number>`coalesce(sum(${gifts.stars}), 0)::int`,
      gross: sql<number>`coalesce(sum(${gifts.grossTvs}), 0)::bigint`.mapWith(Number),
      fee: sql<number>`coalesce(sum(${gifts.feeTvs}), 0)::bigint`.mapWith(Number),
      net: sql<number>`coalesce(sum(${gifts.netTvs}), 0)::bigint`.mapWith(Number),
    })
    .from(gifts)
    .leftJoin(membershipCharges, charged)
    .where(mine);
  const day = sql<string>`to_char(${gifts.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const daily = await db
    .select({
      day,
      net: sql<number>`sum(${gifts.netTvs})::bigint`.mapWith(Number),
      memberships: sql<number>`coalesce(sum(${gifts.netTvs}) filter (where ${membershipCharges.id} is not null), 0)::bigint`.mapWith(
        Number,
      ),
    })
    .from(gifts)
    .leftJoin(membershipCharges, charged)
    .where(and(mine, gte(gifts.createdAt, since)))
    .groupBy(day);
  const releases = await pendingEarnings(db, creatorId);
  return {
    data: rows.map(receivedView),
    meta,
    totals: {
      gifts: totals?.gifts ?? 0,
      memberships: totals?.memberships ?? 0,
      stars: totals?.stars ?? 0,
      gross: tvs(totals?.gross ?? 0),
      fee: tvs(totals?.fee ?? 0),
      net: tvs(totals?.net ?? 0),
    },
    daily: fillDays(now, daily),
    pending: { total: tvs(releases.reduce((sum, release) => sum + release.amount, 0)), hold_days: holdDays, releases },
  };
}
