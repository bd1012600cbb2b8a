import type { Payout, PayoutStatus } from '@/contracts/payouts';
import type { PayoutRow } from '../../db/schema';
import { tvs, usd } from './money';

export function payoutView(row: PayoutRow): Payout {
  return {
    id: row.id,
    status: row.status as PayoutStatus,
    amount: tvs(row.amountTvs),
    usd: usd(row.usdCents),
    usd_cents_per_tvs: row.usdCentsPerTvs,
    failure_message: row.failureMessage,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
    failed_at: row.failedAt?.toISOString() ?? null,
  };
}
