import { ChannelErrorCode } from '@/contracts/channel';
import { MAX_TIERS, MembershipErrorCode, type CreateTierRequest, type OwnerTier, type UpdateTierRequest } from '@/contracts/memberships';
import { and, asc, count, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { channels, membershipTiers, memberships } from '../../db/schema';
import { ApiError, validationError } from '../../http/errors';
import { findChannel } from '../gifts/service';
import type { Queryable } from '../wallet/ledger';
import { membershipConfigOf, type MembershipDeps, type MembershipSettings } from './settings';
import { ownerTierView, publicTierView } from './views';

export const tierNotFound = () => new ApiError(404, MembershipErrorCode.NOT_FOUND, 'This channel has no such tier.');

/** The caller's own channel by slug; another's channel is 404 as if it did not exist. */
export async function ownChannel(deps: Pick<MembershipDeps, 'db'>, slug: string, userId: string) {
  const channel = await findChannel(deps.db, slug);
  if (channel.userId !== userId) throw new ApiError(404, ChannelErrorCode.CHANNEL_NOT_FOUND, 'No channel of yours has this address.');
  return channel;
}

function checkPrice(settings: MembershipSettings, stars: number | undefined) {
  if (stars !== undefined && (stars < settings.minPriceStars || stars > settings.maxPriceStars)) {
    throw validationError('body.price_stars', `A monthly price between ${settings.minPriceStars} and ${settings.maxPriceStars} stars.`);
  }
}

/** Live members (active, canceled, grace) per tier. */
async function memberCounts(db: Queryable, tierIds: string[]): Promise<Map<string, number>> {
  if (tierIds.length === 0) return new Map();
  const rows = await db
    .select({ tierId: memberships.tierId, members: count() })
    .from(memberships)
    .where(and(inArray(memberships.tierId, tierIds), ne(memberships.state, 'lapsed')))
    .groupBy(memberships.tierId);
  return new Map(rows.map((row) => [row.tierId, row.members]));
}

export async function listOpenTiers(deps: MembershipDeps, slug: string) {
  const channel = await findChannel(deps.db, slug);
  const tiers = await deps.db
    .select()
    .from(membershipTiers)
    .where(and(eq(membershipTiers.channelId, channel.id), eq(membershipTiers.open, true), isNull(membershipTiers.retiredAt)))
    .orderBy(asc(membershipTiers.priceStars), asc(membershipTiers.createdAt));
  return { data: tiers.map(publicTierView), config: membershipConfigOf(deps.settings) };
}

export async function listOwnTiers(deps: MembershipDeps, slug: string, userId: string) {
  const channel = await ownChannel(deps, slug, userId);
  const tiers = await deps.db
    .select()
    .from(membershipTiers)
    .where(eq(membershipTiers.channelId, channel.id))
    .orderBy(sql`${membershipTiers.retiredAt} is not null`, asc(membershipTiers.priceStars), asc(membershipTiers.createdAt));
  const counts = await memberCounts(
    deps.db,
    tiers.map((tier) => tier.id),
  );
  return { data: tiers.map((tier) => ownerTierView(tier, counts.get(tier.id) ?? 0)), config: membershipConfigOf(deps.settings) };
}

/** The channel row is locked while counting, so two creates at once cannot pass the limit together. */
export async function createTier(deps: MembershipDeps, slug: string, userId: string, body: CreateTierRequest): Promise<OwnerTier> {
  checkPrice(deps.settings, body.price_stars);
  const channel = await ownChannel(deps, slug, userId);
  return deps.db.transaction(async (tx) => {
    await tx.select({ id: channels.id }).from(channels).where(eq(channels.id, channel.id)).for('update');
    const [live] = await tx
      .select({ tiers: count() })
      .from(membershipTiers)
      .where(and(eq(membershipTiers.channelId, channel.id), isNull(membershipTiers.retiredAt)));
    if ((live?.tiers ?? 0) >= MAX_TIERS) {
      throw new ApiError(409, MembershipErrorCode.TIER_LIMIT, `A channel can offer at most ${MAX_TIERS} tiers; retire one first.`);
    }
    const [tier] = await tx
      .insert(membershipTiers)
      .values({
        channelId: channel.id,
        creatorId: userId,
        name: body.name,
        priceStars: body.price_stars,
        perks: body.perks,
        open: body.open,
      })
      .returning();
    return ownerTierView(tier!, 0);
  });
}

async function lockedTier(tx: Queryable, channelId: string, tierId: string) {
  const [tier] = await tx
    .select()
    .from(membershipTiers)
    .where(and(eq(membershipTiers.id, tierId), eq(membershipTiers.channelId, channelId)))
    .for('update');
  if (!tier) throw tierNotFound();
  return tier;
}

/**
 * A new price reaches each member as a notice on their membership, charged from their next
 * renewal (renewals.ts); members who switch to the tier see it too. Back to a member's own
 * price, the notice goes away.
 */
export async function updateTier(
  deps: MembershipDeps,
  slug: string,
  userId: string,
  tierId: string,
  body: UpdateTierRequest,
): Promise<OwnerTier> {
  checkPrice(deps.settings, body.price_stars);
  const channel = await ownChannel(deps, slug, userId);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const tier = await lockedTier(tx, channel.id, tierId);
    if (tier.retiredAt) throw new ApiError(409, MembershipErrorCode.TIER_RETIRED, 'A retired tier cannot be changed.');
    const [updated] = await tx
      .update(membershipTiers)
      .set({ name: body.name, priceStars: body.price_stars, perks: body.perks, open: body.open, updatedAt: now })
      .where(eq(membershipTiers.id, tier.id))
      .returning();
    if (body.price_stars !== undefined && body.price_stars !== tier.priceStars) {
      const price = body.price_stars;
      const renewsOnTier = or(eq(memberships.nextTierId, tier.id), and(eq(memberships.tierId, tier.id), isNull(memberships.nextTierId)));
      await tx
        .update(memberships)
        .set({
          // Back to the price the member has (or chose with a switch): nothing to notice.
          noticePriceStars: sql`case when coalesce(${memberships.nextPriceStars}, ${memberships.priceStars}) = ${price} then null else ${price}::int end`,
          noticedAt: now,
        })
        .where(and(renewsOnTier, ne(memberships.state, 'lapsed')));
    }
    const counts = await memberCounts(tx, [tier.id]);
    return ownerTierView(updated!, counts.get(tier.id) ?? 0);
  });
}

/** Closed to new members for good; its members renew at its last price until they leave. */
export async function retireTier(deps: MembershipDeps, slug: string, userId: string, tierId: string): Promise<OwnerTier> {
  const channel = await ownChannel(deps, slug, userId);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const tier = await lockedTier(tx, channel.id, tierId);
    const [retired] = tier.retiredAt
      ? [tier]
      : await tx
          .update(membershipTiers)
          .set({ open: false, retiredAt: now, updatedAt: now })
          .where(eq(membershipTiers.id, tier.id))
          .returning();
    const counts = await memberCounts(tx, [tier.id]);
    return ownerTierView(retired!, counts.get(tier.id) ?? 0);
  });
}
