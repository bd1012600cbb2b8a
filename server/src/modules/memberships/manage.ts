import { MembershipErrorCode, type MyMembership, type PaidMembership } from '@/contracts/memberships';
import { and, eq, ne } from 'drizzle-orm';
import { membershipTiers, memberships, type MembershipRow } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { idempotentCreate } from '../money/idempotent-create';
import { limitMoney, type MoneyCaller } from '../money/limits';
import type { Queryable, Tx } from '../wallet/ledger';
import { assertUnrestricted } from '../wallet/restrictions';
import { chargePeriod, sha256 } from './charge';
import { alreadyMember, chargeByKey, paidView, tierClosed } from './join';
import { periodOf } from './periods';
import type { MembershipDeps } from './settings';
import { tierNotFound } from './tiers';
import { myMembershipView, noticeAfterRenewal, renewalPrice, selectMyMemberships } from './views';

const membershipNotFound = () => new ApiError(404, MembershipErrorCode.NOT_FOUND, 'You have no such membership.');
const wrongState = (message: string) => new ApiError(409, MembershipErrorCode.WRONG_STATE, message);

/** The fan's membership under its row lock: the renewal job locks it too, so neither acts on a stale state. */
async function lockedMembership(tx: Queryable, fanId: string, id: string): Promise<MembershipRow> {
  const [row] = await tx
    .select()
    .from(memberships)
    .where(and(eq(memberships.id, id), eq(memberships.fanId, fanId)))
    .for('update');
  if (!row) throw membershipNotFound();
  return row;
}

async function viewOf(deps: MembershipDeps, id: string): Promise<MyMembership> {
  const [row] = await selectMyMemberships(deps.db, eq(memberships.id, id));
  return myMembershipView(row!, deps.settings.priceNoticeDays);
}

/** From the next renewal; the member's own tier again drops a pending switch. */
export async function switchTier(deps: MembershipDeps, fanId: string, id: string, tierId: string): Promise<MyMembership> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const membership = await lockedMembership(tx, fanId, id);
    if (membership.state === 'lapsed') throw wrongState('This membership has lapsed; join a tier instead.');
    const [tier] = await tx
      .select()
      .from(membershipTiers)
      .where(and(eq(membershipTiers.id, tierId), eq(membershipTiers.channelId, membership.channelId)));
    if (!tier) throw tierNotFound();
    const change =
      tier.id === membership.tierId
        ? { nextTierId: null, nextPriceStars: null, noticePriceStars: tier.priceStars === membership.priceStars ? null : tier.priceStars }
        : { nextTierId: tier.id, nextPriceStars: tier.priceStars, noticePriceStars: null };
    if (tier.id !== membership.tierId && (!tier.open || tier.retiredAt)) throw tierClosed();
    await tx
      .update(memberships)
      .set({ ...change, noticedAt: change.noticePriceStars === null ? null : now })
      .where(eq(memberships.id, id));
  });
  return viewOf(deps, id);
}

/** A member until the period ends, no refund; from grace (nothing paid for now) it lapses at once. */
export async function cancelMembership(deps: MembershipDeps, fanId: string, id: string): Promise<MyMembership> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const membership = await lockedMembership(tx, fanId, id);
    if (membership.state === 'lapsed') throw wrongState('This membership has already lapsed.');
    if (membership.state === 'active') {
      await tx.update(memberships).set({ state: 'canceled', canceledAt: now }).where(eq(memberships.id, id));
    } else if (membership.state === 'grace') {
      await tx
        .update(memberships)
        .set({ state: 'lapsed', lapseReason: 'canceled', canceledAt: now, lapsedAt: now, graceUntil: null, retryAt: null })
        .where(eq(memberships.id, id));
    }
  });
  return viewOf(deps, id);
}

/**
 * Pays the period after `membership.period` now: in grace the period already due (the anchor
 * stays), after a lapse a new period from now (anchored anew, at the tier's current price).
 */
async function payToResume(
  tx: Tx,
  deps: MembershipDeps,
  membership: MembershipRow,
  now: Date,
  key: { idempotencyKey: string; requestHash: string },
) {
  await assertUnrestricted(tx, membership.fanId);
  const tierId = membership.nextTierId ?? membership.tierId;
  const [tier] = await tx.select().from(membershipTiers).where(eq(membershipTiers.id, tierId));
  const [nextTier] = membership.nextTierId ? [tier!] : [];
  const lapsed = membership.state !== 'grace';
  if (lapsed && (!tier!.open || tier!.retiredAt)) throw tierClosed();
  if (lapsed) {
    const [live] = await tx
      .select({ id: memberships.id })
      .from(memberships)
      .where(
        and(eq(memberships.fanId, membership.fanId), eq(memberships.channelId, membership.channelId), ne(memberships.state, 'lapsed')),
      );
    if (live && live.id !== membership.id) throw alreadyMember();
  }
  const period = membership.period + 1;
  const anchor = lapsed
    ? { anchorAt: now, anchorPeriod: period }
    : { anchorAt: membership.anchorAt, anchorPeriod: membership.anchorPeriod };
  const noticeDays = deps.settings.priceNoticeDays;
  const stars = lapsed ? tier!.priceStars : renewalPrice(membership, nextTier ?? null, noticeDays);
  // After a lapse the tier's current price is the join price: nothing left to notice.
  const notice = lapsed ? { noticePriceStars: null, noticedAt: null } : noticeAfterRenewal(membership, noticeDays);
  const charge = await chargePeriod(tx, deps, { membership: { ...membership, ...anchor }, tier: tier!, period, stars, now, key });
  const { start, end } = periodOf(anchor, period);
  await tx
    .update(memberships)
    .set({
      ...anchor,
      tierId: tier!.id,
      nextTierId: null,
      nextPriceStars: null,
      priceStars: stars,
      ...notice,
      state: 'active',
      lapseReason: null,
      period,
      periodStart: start,
      periodEnd: end,
      graceUntil: null,
      retryAt: null,
      canceledAt: null,
      lapsedAt: null,
    })
    .where(eq(memberships.id, membership.id));
  return charge;
}

/** Canceled within its period: renews again, nothing to pay. Grace or lapsed: pays now. Active: as it is. */
export async function resumeMembership(deps: MembershipDeps, fan: MoneyCaller, id: string, key: string): Promise<PaidMembership> {
  const { db } = deps;
  const fanId = fan.userId;
  const requestHash = sha256(JSON.stringify(['resume', id]));
  const existing = await chargeByKey(db, fanId, key);
  if (!existing) {
    const now = deps.clock.now();
    const undone = await db.transaction(async (tx) => {
      const membership = await lockedMembership(tx, fanId, id);
      if (membership.state === 'canceled' && membership.periodEnd > now) {
        await tx.update(memberships).set({ state: 'active', canceledAt: null }).where(eq(memberships.id, id));
        return true;
      }
      return membership.state === 'active';
    });
    if (undone) return paidView(deps, id, fanId);
    await limitMoney(db, deps.limits, 'memberships', fan, now);
  }
  return idempotentCreate({
    requestHash,
    lookedUp: existing,
    find: () => chargeByKey(db, fanId, key),
    create: () =>
      db.transaction(async (tx) => {
        const now = deps.clock.now();
        const membership = await lockedMembership(tx, fanId, id);
        // Paid meanwhile (the renewal job, or another resume): nothing more to pay.
        if (membership.state === 'active') throw wrongState('This membership is already active.');
        return payToResume(tx, deps, membership, now, { idempotencyKey: key, requestHash });
      }),
    complete: (row) => paidView(deps, row.membershipId, fanId),
    replay: (row) => paidView(deps, row.membershipId, fanId),
  });
}
