import { sql } from 'drizzle-orm';
import type { Db } from '../../db/open';

export interface PayoutViolation {
  rule: 'payouts_in_flight_mismatch' | 'payouts_paid_mismatch';
  id: string;
  detail: string;
}

/**
 * `payouts_in_flight` holds exactly the TVS of payouts not yet paid or failed, and
 * `payouts_paid` exactly those of paid ones: a payout's money is never lost or counted twice.
 */
export async function verifyPayouts(db: Db): Promise<PayoutViolation[]> {
  const result = (await db.execute(sql`
    select code, ledger::text as ledger, payouts::text as payouts from (
      select 'payouts_in_flight' as code,
        (select coalesce(sum(e.amount), 0) from ledger_entries e join ledger_accounts a on a.id = e.account_id
          where a.owner = 'platform' and a.code = 'payouts_in_flight' and a.currency = 'TVS') as ledger,
        (select coalesce(sum(amount_tvs), 0) from payouts where status in ('pending', 'in_transit')) as payouts
      union all
      select 'payouts_paid',
        (select coalesce(sum(e.amount), 0) from ledger_entries e join ledger_accounts a on a.id = e.account_id
          where a.owner = 'platform' and a.code = 'payouts_paid' and a.currency = 'TVS'),
        (select coalesce(sum(amount_tvs), 0) from payouts where status = 'paid')
    ) totals where ledger <> payouts`)) as unknown as { rows: { code: string; ledger: string; payouts: string }[] };
  return result.rows.map((row) => ({
    rule: row.code === 'payouts_paid' ? 'payouts_paid_mismatch' : 'payouts_in_flight_mismatch',
    id: row.code,
    detail: `ledger holds ${row.ledger} TVS, payouts add up to ${row.payouts}`,
  }));
}
