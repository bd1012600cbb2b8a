import { MembershipErrorCode, type JoinMembershipRequest, type PaidMembership } from '@/contracts/memberships';
import { and, eq, ne } from 'drizzle-orm';
import { ledgerAccounts, membershipCharges, membershipTiers, memberships, type MembershipChargeRow } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { findChannel } from '../gifts/service';
import { idempotentCreate } from '../money/idempotent-create';
import { limitMoney, type MoneyCaller } from '../money/limits';
import type { Queryable } from '../wallet/ledger';
import { assertUnrestricted } from '../wallet/restrictions';
import { chargePeriod, sha256 } from './charge';
import { periodOf } from './periods';
import type { MembershipDeps } from './settings';
import { tierNotFound } from './tiers';
import { myMembershipView, selectMyMemberships } from './views';

export const alreadyMember = () =>
  new ApiError(409, MembershipErrorCode.ALREADY_MEMBER, 'You are already a member of this channel; switch tier instead.');
export const tierClosed = () => new ApiError(409, MembershipErrorCode.TIER_CLOSED, 'This tier is not open to new members.');

async function starBalance(db: Queryable, userId: string): Promise<number> {
  const [row] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.owner, userId), eq(ledgerAccounts.code, 'wallet'), eq(ledgerAccounts.currency, 'STAR')));
  return row?.balance ?? 0;
}

/** The fan's view of one membership and their STAR balance after paying. */
export async function paidView(
  deps: Pick<MembershipDeps, 'db' | 'settings'>,
  membershipId: string,
  fanId: string,
): Promise<PaidMembership> {
  const { db } = deps;
  const [[row], balance] = await Promise.all([selectMyMemberships(db, eq(memberships.id, membershipId)), starBalance(db, fanId)]);
  return { ...myMembershipView(row!, deps.settings.priceNoticeDays), star_balance: balance };
}

export async function chargeByKey(db: Queryable, fanId: string, key: string): Promise<MembershipChargeRow | undefined> {
  const [row] = await db
    .select()
    .from(membershipCharges)
    .where(and(eq(membershipCharges.fanId, fanId), eq(membershipCharges.idempotencyKey, key)));
  return row;
}

/**
 * One transaction: the membership row (the partial unique index admits one live membership per
 * fan and channel, so of 50 racing joins one inserts and the others find it: 409 ALREADY_MEMBER)
 * and the first period's charge (402 rolls the membership back too). The same key and body again
 * answer the first join; another body is 409 IDEMPOTENCY_CONFLICT.
 */
export async function joinMembership(
  deps: MembershipDeps,
  fan: MoneyCaller,
  key: string,
  body: JoinMembershipRequest,
): Promise<PaidMembership> {
  const { db } = deps;
  const fanId = fan.userId;
  const [channel, existing] = await Promise.all([findChannel(db, body.channel_slug), chargeByKey(db, fanId, key)]);
  const requestHash = sha256(JSON.stringify(['join', channel.id, body.tier_id]));
  if (!existing) {
    if (channel.userId === fanId) throw new ApiError(400, MembershipErrorCode.OWN_CHANNEL, 'You cannot join your own channel.');
    const [tier] = await db
      .select()
      .from(membershipTiers)
      .where(and(eq(membershipTiers.id, body.tier_id), eq(membershipTiers.channelId, channel.id)));
    if (!tier) throw tierNotFound();
    if (!tier.open || tier.retiredAt) throw tierClosed();
  }
  return idempotentCreate<MembershipChargeRow, PaidMembership>({
    requestHash,
    lookedUp: existing,
    find: () => chargeByKey(db, fanId, key),
    create: async () => {
      const now = deps.clock.now();
      const [live] = await db
        .select({ id: memberships.id })
        .from(memberships)
        .where(and(eq(memberships.fanId, fanId), eq(memberships.channelId, channel.id), ne(memberships.state, 'lapsed')));
      if (live) throw alreadyMember();
      await limitMoney(db, deps.limits, 'memberships', fan, now);
      return db.transaction(async (tx) => {
        await assertUnrestricted(tx, fanId);
        // Read again inside: the tier may have closed or changed price since the check above.
        const [tier] = await tx.select().from(membershipTiers).where(eq(membershipTiers.id, body.tier_id)).for('share');
        if (!tier || !tier.open || tier.retiredAt) throw tierClosed();
        const anchor = { anchorAt: now, anchorPeriod: 1 };
        const { end } = periodOf(anchor, 1);
        const [membership] = await tx
          .insert(memberships)
          .values({
            fanId,
            creatorId: channel.userId,
            channelId: channel.id,
            channelSlug: channel.slug,
            tierId: tier.id,
            priceStars: tier.priceStars,
            state: 'active',
            ...anchor,
            period: 1,
            periodStart: now,
            periodEnd: end,
          })
          .onConflictDoNothing()
          .returning();
        if (!membership) {
          // Another join of this fan won; with the same key it is this request's answer.
          if (await chargeByKey(tx, fanId, key)) return undefined;
          throw alreadyMember();
        }
        return chargePeriod(tx, deps, {
          membership,
          tier,
          period: 1,
          stars: tier.priceStars,
          now,
          key: { idempotencyKey: key, requestHash },
        });
      });
    },
    complete: (row) => paidView(deps, row.membershipId, fanId),
    replay: (row) => paidView(deps, row.membershipId, fanId),
  });
}
