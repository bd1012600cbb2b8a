import { sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { verifyPayouts, type PayoutViolation } from '../payouts/verify';

export interface LedgerViolation {
  rule: 'transfer_unbalanced' | 'balance_mismatch' | 'negative_wallet' | 'transfer_without_entries';
  id: string;
  detail: string;
}

type Rows<T> = { rows: T[] };

/**
 * The ledger's invariants, checked by `npm run ledger:verify` and by the tests: every transfer
 * nets to zero per currency, every user wallet's cached balance equals the sum of its entries
 * and is not negative, and the payout accounts match the payouts (payouts/verify.ts). Platform accounts cache nothing (their balance is the sum of entries).
 */
export async function verifyLedger(db: Db): Promise<(LedgerViolation | PayoutViolation)[]> {
  const query = async <T>(statement: ReturnType<typeof sql>) => ((await db.execute(statement)) as unknown as Rows<T>).rows;
  const unbalanced = await query<{ id: string; currency: string; total: string }>(sql`
    select transfer_id as id, currency, sum(amount)::text as total from ledger_entries
    group by transfer_id, currency having sum(amount) <> 0`);
  const empty = await query<{ id: string }>(sql`
    select t.id from ledger_transfers t where not exists (select 1 from ledger_entries e where e.transfer_id = t.id)`);
  const mismatched = await query<{ id: string; balance: string; total: string }>(sql`
    select a.id, a.balance::text as balance, coalesce(sum(e.amount), 0)::text as total
    from ledger_accounts a left join ledger_entries e on e.account_id = a.id
    where a.user_id is not null
    group by a.id having a.balance <> coalesce(sum(e.amount), 0)`);
  const negative = await query<{ id: string; balance: string }>(sql`
    select id, balance::text as balance from ledger_accounts where user_id is not null and balance < 0`);
  return [
    ...unbalanced.map((row) => ({ rule: 'transfer_unbalanced' as const, id: row.id, detail: `${row.currency} sums to ${row.total}` })),
    ...empty.map((row) => ({ rule: 'transfer_without_entries' as const, id: row.id, detail: 'no entries' })),
    ...mismatched.map((row) => ({ rule: 'balance_mismatch' as const, id: row.id, detail: `cached ${row.balance}, entries ${row.total}` })),
    ...negative.map((row) => ({ rule: 'negative_wallet' as const, id: row.id, detail: `balance ${row.balance}` })),
    ...(await verifyPayouts(db)),
  ];
}
