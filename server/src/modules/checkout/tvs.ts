import { randomUUID } from 'node:crypto';
import { orderEvents, orders } from '../../db/schema';
import { createWithTransfer } from '../money/create-with-transfer';
import type { MoneyCaller } from '../money/limits';
import type { PaymentDeps } from '../payments/deps';
import { releaseMatured } from '../wallet/earnings';
import type { OrderRow } from './view';

/**
 * Pays a package from the TVS balance in one round trip (money/create-with-transfer.ts): the
 * attempt's rate-limit hit, the order (written as paid, naming its transfer), its events and the
 * conversion transfer commit together, or (429, 402 INSUFFICIENT_BALANCE, 403 ACCOUNT_RESTRICTED
 * for a user with a debt) no order is written. Gift earnings past their hold period join the TVS
 * wallet first (the database answers 'slow' while some are due); pending ones cannot be converted.
 * Undefined when an order with this Idempotency-Key exists: the caller replays it.
 */
export async function convertWithTvs(
  deps: PaymentDeps,
  caller: MoneyCaller,
  values: Omit<typeof orders.$inferInsert, 'id'>,
): Promise<OrderRow | undefined> {
  const id = randomUUID();
  const transferId = randomUUID();
  const stars = values.stars + values.bonusStars;
  const convert = (releasedFirst: boolean) => {
    const now = deps.clock();
    return createWithTransfer(deps.db, {
      now,
      ...(!releasedFirst && { dueEarningsOf: values.userId }),
      limit: { limits: deps.config.moneyLimits, action: 'checkout', caller },
      before: [
        {
          table: orders,
          values: { ...values, id, status: 'succeeded', providerRef: transferId, starsCredited: stars, completedAt: now, updatedAt: now },
        },
        { table: orderEvents, values: { orderId: id, status: 'pending', source: 'checkout', at: now } },
        { table: orderEvents, values: { orderId: id, status: 'succeeded', source: 'checkout', at: now } },
      ],
      transfer: {
        id: transferId,
        idempotencyKey: `order:${id}:credit`,
        kind: 'conversion',
        orderId: id,
        unrestricted: values.userId,
        legs: [
          { account: { userId: values.userId }, currency: 'TVS', amount: -values.priceAmount },
          { account: { platform: 'conversion' }, currency: 'TVS', amount: values.priceAmount },
          { account: { platform: 'issuance' }, currency: 'STAR', amount: -stars },
          { account: { userId: values.userId }, currency: 'STAR', amount: stars },
        ],
      },
      after: [],
    });
  };
  let outcome = await convert(false);
  if (outcome.status === 'slow') {
    await releaseMatured(deps.db, values.userId, deps.clock());
    outcome = await convert(true);
  }
  return outcome.status === 'created' ? (outcome.rows[0] as OrderRow) : undefined;
}
