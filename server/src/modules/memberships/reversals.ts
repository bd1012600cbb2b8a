import { and, inArray, ne } from 'drizzle-orm';
import { membershipCharges, memberships } from '../../db/schema';
import type { Tx } from '../wallet/ledger';

/**
 * A refund or dispute that reversed a membership's payment (its charge's gift) leaves the period
 * unpaid: the membership lapses at once, inside the refund's transaction, with a reason the fan
 * sees, rather than at the next renewal. Paying to resume starts a new period.
 */
export async function lapseTakenBack(tx: Tx, giftIds: string[], now: Date): Promise<void> {
  if (giftIds.length === 0) return;
  const paidBy = tx
    .select({ id: membershipCharges.membershipId })
    .from(membershipCharges)
    .where(inArray(membershipCharges.giftId, giftIds));
  await tx
    .update(memberships)
    .set({ state: 'lapsed', lapseReason: 'refund', lapsedAt: now, graceUntil: null, retryAt: null })
    .where(and(inArray(memberships.id, paidBy), ne(memberships.state, 'lapsed')));
}
