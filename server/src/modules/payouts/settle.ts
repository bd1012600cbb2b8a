import { eq } from 'drizzle-orm';
import { payouts, type PayoutRow } from '../../db/schema';
import { postTransfer, type Tx } from '../wallet/ledger';
import { requireConnect, type PayoutDeps } from './deps';

const OPEN = ['pending', 'in_transit'];

/** Runs `run` on the payout under its row lock: concurrent events about one payout queue here. */
async function lockedPayout(deps: PayoutDeps, id: string, run: (row: PayoutRow, tx: Tx) => Promise<PayoutRow | undefined>) {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(payouts).where(eq(payouts.id, id)).for('update');
    return row ? run(row, tx) : undefined;
  });
}

/** The bank paid it: the TVS move on from in flight to paid out. Once, whatever the redeliveries. */
export async function markPaid(deps: PayoutDeps, id: string): Promise<PayoutRow | undefined> {
  return lockedPayout(deps, id, async (row, tx) => {
    if (!OPEN.includes(row.status)) return undefined;
    const now = deps.clock();
    const [paid] = await tx.update(payouts).set({ status: 'paid', paidAt: now, updatedAt: now }).where(eq(payouts.id, id)).returning();
    await postTransfer(tx, {
      idempotencyKey: `payout:${id}:paid`,
      kind: 'payout',
      memo: 'payout paid',
      legs: [
        { account: { platform: 'payouts_in_flight' }, currency: 'TVS', amount: -row.amountTvs },
        { account: { platform: 'payouts_paid' }, currency: 'TVS', amount: row.amountTvs },
      ],
    });
    return paid;
  });
}

/**
 * The payout failed or its transfer was reversed: the TVS return to the creator's wallet in one
 * transfer whose key is the payout's, so this happens exactly once. A payout the bank returns
 * after reporting it paid comes back from `payouts_paid`.
 */
export async function returnPayout(deps: PayoutDeps, id: string, status: 'failed' | 'reversed', message: string) {
  return lockedPayout(deps, id, async (row, tx) => {
    if (row.status === 'failed' || row.status === 'reversed') return undefined;
    const now = deps.clock();
    const [returned] = await tx
      .update(payouts)
      .set({ status, failureMessage: message, failedAt: now, updatedAt: now })
      .where(eq(payouts.id, id))
      .returning();
    await postTransfer(tx, {
      idempotencyKey: `payout:${id}:return`,
      kind: 'payout',
      memo: `payout ${status}`,
      legs: [
        { account: { platform: row.status === 'paid' ? 'payouts_paid' : 'payouts_in_flight' }, currency: 'TVS', amount: -row.amountTvs },
        { account: { userId: row.userId }, currency: 'TVS', amount: row.amountTvs },
      ],
    });
    return returned;
  });
}

/**
 * After a failed payout the money sits in the connected account again: the platform takes it back
 * by reversing the transfer (the TVS are already back with the creator). Idempotent at Stripe.
 */
export async function reclaimTransfer(deps: PayoutDeps, row: PayoutRow): Promise<void> {
  if (row.status !== 'failed' || !row.transferId || row.reversalId) return;
  const reversal = await requireConnect(deps).transfers.createReversal(
    row.transferId,
    { metadata: { payout_id: row.id } },
    { idempotencyKey: `payout-reversal-${row.id}` },
  );
  await deps.db.update(payouts).set({ reversalId: reversal.id, updatedAt: deps.clock() }).where(eq(payouts.id, row.id));
}
