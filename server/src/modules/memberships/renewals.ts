import type { RenewalRound } from '@/contracts/memberships';
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { membershipTiers, memberships, type MembershipRow } from '../../db/schema';
import { ApiError } from '../../http/errors';
import type { Tx } from '../wallet/ledger';
import { hasDebt } from '../wallet/debts';
import { chargePeriod } from './charge';
import { periodOf } from './periods';
import type { MembershipDeps } from './settings';
import { noticeAfterRenewal, renewalPrice } from './views';

/** One key for the whole job: the process that takes it renews, the others skip the round. */
export const RENEWAL_LOCK_KEY = 0x5354_4d31;
/** Memberships handled per round at most; the next round goes on where this one stopped. */
const ROUND_BATCH = 200;
const DAY_MS = 86_400_000;

type Outcome = 'charged' | 'grace' | 'lapsed' | 'none';

const lapse = (reason: 'canceled' | 'unpaid' | 'debt', now: Date) =>
  ({ state: 'lapsed', lapseReason: reason, lapsedAt: now, graceUntil: null, retryAt: null }) as const;

/**
 * The period after `membership.period`, charged once whatever happens: the charge's unique
 * (membership, period) and the ledger key both name it. Short of stars, the membership goes to
 * grace (retried daily) and lapses once the grace is over; a debt lapses it at once.
 */
async function renewOne(tx: Tx, deps: MembershipDeps, membership: MembershipRow, now: Date): Promise<Outcome> {
  const update = (values: Partial<MembershipRow>) => tx.update(memberships).set(values).where(eq(memberships.id, membership.id));
  if (membership.state === 'canceled') {
    await update(lapse('canceled', now));
    return 'lapsed';
  }
  if (await hasDebt(tx, membership.fanId)) {
    await update(lapse('debt', now));
    return 'lapsed';
  }
  const [tier] = await tx
    .select()
    .from(membershipTiers)
    .where(eq(membershipTiers.id, membership.nextTierId ?? membership.tierId));
  const nextTier = membership.nextTierId ? tier! : null;
  const noticeDays = deps.settings.priceNoticeDays;
  const stars = renewalPrice(membership, nextTier, noticeDays);
  const period = membership.period + 1;
  try {
    // A savepoint: a 402 undoes this charge only, not the round.
    await tx.transaction((savepoint) => chargePeriod(savepoint, deps, { membership, tier: tier!, period, stars, now }));
  } catch (error) {
    if (!(error instanceof ApiError) || error.statusCode !== 402) throw error;
    const graceUntil = membership.graceUntil ?? new Date(membership.periodEnd.getTime() + deps.settings.graceDays * DAY_MS);
    if (now >= graceUntil) {
      await update(lapse('unpaid', now));
      return 'lapsed';
    }
    await update({ state: 'grace', graceUntil, retryAt: new Date(Math.min(now.getTime() + DAY_MS, graceUntil.getTime())) });
    return membership.state === 'grace' ? 'none' : 'grace';
  }
  const { start, end } = periodOf(membership, period);
  await update({
    tierId: tier!.id,
    nextTierId: null,
    nextPriceStars: null,
    priceStars: stars,
    ...noticeAfterRenewal(membership, noticeDays),
    state: 'active',
    period,
    periodStart: start,
    periodEnd: end,
    graceUntil: null,
    retryAt: null,
  });
  return 'charged';
}

/**
 * One round at `now`, in one transaction under a transaction-scoped advisory lock, so API
 * processes running it at once never renew twice or wait on each other: every live membership
 * whose period has ended (in grace: whose retry is due) is renewed, graced or lapsed. Each is
 * locked as it is read, so a cancel or switch racing the round is seen whole or not at all.
 */
export async function runRenewalRound(deps: MembershipDeps, now: Date): Promise<RenewalRound> {
  return deps.db.transaction(async (tx) => {
    const counts = { charged: 0, grace: 0, lapsed: 0 };
    const lock = (await tx.execute(sql`select pg_try_advisory_xact_lock(${RENEWAL_LOCK_KEY}) as locked`)) as unknown as {
      rows: { locked: boolean }[];
    };
    if (!lock.rows[0]?.locked) return { now: now.toISOString(), ran: false, ...counts };
    const due = await tx
      .select()
      .from(memberships)
      .where(
        and(
          inArray(memberships.state, ['active', 'canceled', 'grace']),
          lte(memberships.periodEnd, now),
          or(isNull(memberships.retryAt), lte(memberships.retryAt, now)),
        ),
      )
      .orderBy(asc(memberships.periodEnd), asc(memberships.id))
      .limit(ROUND_BATCH)
      .for('update');
    for (const membership of due) {
      const outcome = await renewOne(tx, deps, membership, now);
      if (outcome !== 'none') counts[outcome] += 1;
    }
    return { now: now.toISOString(), ran: true, ...counts };
  });
}
