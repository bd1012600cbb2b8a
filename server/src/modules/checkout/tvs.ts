import { randomUUID } from 'node:crypto';
import { orderEvents, orders } from '../../db/schema';
import type { PaymentDeps } from '../payments/deps';
import { releaseMatured } from '../wallet/earnings';
import { postTransfer } from '../wallet/ledger';
import type { OrderRow } from './view';

/**
 * Pays a package from the TVS balance in one transaction: the order, the conversion transfer
 * and the order's success commit together, or (402 INSUFFICIENT_BALANCE, 403 ACCOUNT_RESTRICTED
 * for a user with a debt) nothing is written. Gift earnings past their hold period join the TVS
 * wallet first (`earningsDue`: the caller looked, beside its idempotency lookup); pending ones
 * cannot be converted. Undefined when another request with the same
 * Idempotency-Key got there first.
 */
export async function convertWithTvs(
  deps: PaymentDeps,
  values: typeof orders.$inferInsert,
  earningsDue: boolean,
): Promise<OrderRow | undefined> {
  if (earningsDue) await releaseMatured(deps.db, values.userId, deps.clock());
  const transferId = randomUUID();
  const stars = values.stars + values.bonusStars;
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    // Written as paid and naming its transfer at once (one statement less on the busiest path).
    const [order] = await tx
      .insert(orders)
      .values({ ...values, status: 'succeeded', providerRef: transferId, starsCredited: stars, completedAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning();
    if (!order) return undefined;
    // Before the transfer, whose row locks on the wallets are best taken last and held briefly.
    await tx.insert(orderEvents).values([
      { orderId: order.id, status: 'pending', source: 'checkout', at: now },
      { orderId: order.id, status: 'succeeded', source: 'checkout', at: now },
    ]);
    await postTransfer(tx, {
      id: transferId,
      idempotencyKey: `order:${order.id}:credit`,
      kind: 'conversion',
      orderId: order.id,
      unrestricted: order.userId,
      legs: [
        { account: { userId: order.userId }, currency: 'TVS', amount: -order.priceAmount },
        { account: { platform: 'conversion' }, currency: 'TVS', amount: order.priceAmount },
        { account: { platform: 'issuance' }, currency: 'STAR', amount: -stars },
        { account: { userId: order.userId }, currency: 'STAR', amount: stars },
      ],
    });
    return order;
  });
}
