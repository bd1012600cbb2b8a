import { and, eq } from 'drizzle-orm';
import { orders } from '../../db/schema';
import type { OrderRow } from '../checkout/view';
import { repayDebt } from '../wallet/debts';
import { lapseTakenBack } from '../memberships/reversals';
import { clawBackGifts } from '../wallet/earnings';
import { lockedWalletBalance, postTransfer } from '../wallet/ledger';
import type { PaymentDeps } from './deps';
import { recordEvent } from './settle';

const clearingOf = (order: OrderRow) => (order.methodType === 'card' ? 'card_clearing' : 'gateway_clearing');

export interface TakeBack {
  /** `refunded` for a refund, `disputed` while a dispute is open (it freezes the same way). */
  status: 'refunded' | 'disputed';
  idempotencyKey: string;
  externalRef: string;
}

/**
 * A refund or an opened dispute takes an order's stars back: from the buyer's STAR wallet; what
 * the wallet no longer holds, from the gifts the order paid for while their earnings are pending
 * (see `clawBackGifts`); what is still missing becomes the buyer's debt (a negative `debt`
 * account), which restricts the account and is paid off by the next top-up. A membership whose
 * payment is among the gifts taken back lapses at once. Only a `succeeded` order moves, once.
 */
export async function takeBack(deps: PaymentDeps, order: OrderRow, input: TakeBack): Promise<void> {
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const [moved] = await tx
      .update(orders)
      .set({ status: input.status, updatedAt: now })
      .where(and(eq(orders.id, order.id), eq(orders.status, 'succeeded')))
      .returning();
    if (!moved) return;
    const stars = moved.starsCredited;
    const missing = stars - (await lockedWalletBalance(tx, moved.userId, 'STAR'));
    const reversed = await clawBackGifts(tx, { buyerId: moved.userId, orderId: moved.id, stars: missing, now, key: input.idempotencyKey });
    await lapseTakenBack(tx, reversed.giftIds, now);
    const taken = Math.min(stars, await lockedWalletBalance(tx, moved.userId, 'STAR'));
    await postTransfer(tx, {
      idempotencyKey: input.idempotencyKey,
      kind: 'refund',
      externalRef: input.externalRef,
      orderId: moved.id,
      legs: [
        { account: { userId: moved.userId }, currency: 'STAR', amount: -taken },
        { account: { userId: moved.userId, code: 'debt' }, currency: 'STAR', amount: -(stars - taken) },
        { account: { platform: 'issuance' }, currency: 'STAR', amount: stars },
        { account: { platform: clearingOf(moved) }, currency: moved.priceCurrency, amount: -moved.priceAmount },
        { account: { platform: 'sales' }, currency: moved.priceCurrency, amount: moved.priceAmount },
      ],
    });
    const owed = stars - taken;
    await recordEvent(tx, moved.id, input.status, 'webhook', owed > 0 ? `${owed} STAR could not be taken back: owed by the buyer.` : null);
    if (owed > 0) deps.log.warn({ orderId: moved.id, userId: moved.userId, owed }, 'refund left a debt');
  });
}

/**
 * A dispute closed in our favour: the charge stands again, so the order's stars are credited
 * again (paying off the debt the dispute left first). Gifts reversed by the dispute stay reversed:
 * the buyer has the stars back and may send them again.
 */
export async function reinstate(deps: PaymentDeps, order: OrderRow, disputeId: string): Promise<void> {
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const [moved] = await tx
      .update(orders)
      .set({ status: 'succeeded', updatedAt: now })
      .where(and(eq(orders.id, order.id), eq(orders.status, 'disputed')))
      .returning();
    if (!moved) return;
    await postTransfer(tx, {
      idempotencyKey: `order:${moved.id}:reinstate:${disputeId}`,
      kind: 'reinstatement',
      externalRef: `stripe:${disputeId}:won`,
      orderId: moved.id,
      legs: [
        { account: { platform: 'issuance' }, currency: 'STAR', amount: -moved.starsCredited },
        { account: { userId: moved.userId }, currency: 'STAR', amount: moved.starsCredited },
        { account: { platform: clearingOf(moved) }, currency: moved.priceCurrency, amount: moved.priceAmount },
        { account: { platform: 'sales' }, currency: moved.priceCurrency, amount: -moved.priceAmount },
      ],
    });
    await repayDebt(tx, moved.userId, 'STAR', `order:${moved.id}:reinstate:${disputeId}:repayment`);
    await recordEvent(tx, moved.id, 'succeeded', 'webhook', 'The dispute was won.');
  });
}

/** A dispute lost: what it froze stays taken (and owed); the order ends as refunded. */
export async function disputeLost(deps: PaymentDeps, order: OrderRow): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [moved] = await tx
      .update(orders)
      .set({ status: 'refunded', updatedAt: deps.clock() })
      .where(and(eq(orders.id, order.id), eq(orders.status, 'disputed')))
      .returning({ id: orders.id });
    if (moved) await recordEvent(tx, moved.id, 'refunded', 'webhook', 'The dispute was lost.');
  });
}
