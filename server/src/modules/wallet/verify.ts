import { sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { TVS_TO_STAR_RATE } from './catalogue';
import { verifyMembershipCharges, type MembershipViolation } from '../memberships/verify';
import { verifyPayouts, type PayoutViolation } from '../payouts/verify';

export interface LedgerViolation {
  rule: 'transfer_unbalanced' | 'balance_mismatch' | 'negative_wallet' | 'positive_debt' | 'transfer_without_entries' | 'entry_currency';
  id: string;
  detail: string;
}

/** What the platform stands to lose or still holds for others, per currency. */
export interface LedgerExposure {
  /** Stars refunds and lost disputes could not take back, owed by `accounts` users. */
  debts: { currency: string; accounts: number; owed: number }[];
  /** The debts' worth in TVS minor units at the conversion rate: money issued that nobody paid for. */
  exposureTvs: number;
  /** Gift earnings in their hold period: owed to creators unless a refund takes them back. */
  pending: { currency: string; amount: number }[];
}

type Rows<T> = { rows: T[] };

const rowsOf = async <T>(db: Db, statement: ReturnType<typeof sql>) => ((await db.execute(statement)) as unknown as Rows<T>).rows;

/**
 * The ledger's invariants, checked by `npm run ledger:verify` and by the tests: every transfer
 * nets to zero per currency, every entry is in its account's currency, every user account's
 * cached balance equals the sum of its entries, no wallet or pending account is negative and no
 * debt positive, the payout accounts match the payouts (payouts/verify.ts), and each membership
 * charge matches its one ledger transfer (memberships/verify.ts). Platform accounts
 * cache nothing (their balance is the sum of entries).
 */
export async function verifyLedger(db: Db): Promise<(LedgerViolation | PayoutViolation | MembershipViolation)[]> {
  const unbalanced = await rowsOf<{ id: string; currency: string; total: string }>(
    db,
    sql`
    select transfer_id as id, currency, sum(amount)::text as total from ledger_entries
    group by transfer_id, currency having sum(amount) <> 0`,
  );
  const empty = await rowsOf<{ id: string }>(
    db,
    sql`
    select t.id from ledger_transfers t where not exists (select 1 from ledger_entries e where e.transfer_id = t.id)`,
  );
  const foreign = await rowsOf<{ id: string; currency: string; account: string }>(
    db,
    sql`
    select e.id::text as id, e.currency, a.currency as account from ledger_entries e
    join ledger_accounts a on a.id = e.account_id where a.currency <> e.currency`,
  );
  const mismatched = await rowsOf<{ id: string; balance: string; total: string }>(
    db,
    sql`
    select a.id, a.balance::text as balance, coalesce(sum(e.amount), 0)::text as total
    from ledger_accounts a left join ledger_entries e on e.account_id = a.id
    where a.user_id is not null
    group by a.id having a.balance <> coalesce(sum(e.amount), 0)`,
  );
  const wrongSide = await rowsOf<{ id: string; code: string; balance: string }>(
    db,
    sql`
    select id, code, balance::text as balance from ledger_accounts
    where user_id is not null and ((code = 'debt' and balance > 0) or (code <> 'debt' and balance < 0))`,
  );
  return [
    ...unbalanced.map((row) => ({ rule: 'transfer_unbalanced' as const, id: row.id, detail: `${row.currency} sums to ${row.total}` })),
    ...empty.map((row) => ({ rule: 'transfer_without_entries' as const, id: row.id, detail: 'no entries' })),
    ...foreign.map((row) => ({
      rule: 'entry_currency' as const,
      id: row.id,
      detail: `entry in ${row.currency}, account in ${row.account}`,
    })),
    ...mismatched.map((row) => ({ rule: 'balance_mismatch' as const, id: row.id, detail: `cached ${row.balance}, entries ${row.total}` })),
    ...wrongSide.map((row) => ({
      rule: row.code === 'debt' ? ('positive_debt' as const) : ('negative_wallet' as const),
      id: row.id,
      detail: `${row.code} balance ${row.balance}`,
    })),
    ...(await verifyPayouts(db)),
    ...(await verifyMembershipCharges(db)),
  ];
}

/** Outstanding debts and pending earnings, for `ledger:verify`'s report. */
export async function ledgerExposure(db: Db): Promise<LedgerExposure> {
  const debts = await rowsOf<{ currency: string; accounts: number; owed: string }>(
    db,
    sql`
    select currency, count(*)::int as accounts, (-sum(balance))::text as owed from ledger_accounts
    where user_id is not null and code = 'debt' and balance < 0 group by currency order by currency`,
  );
  const pending = await rowsOf<{ currency: string; amount: string }>(
    db,
    sql`
    select currency, sum(balance)::text as amount from ledger_accounts
    where user_id is not null and code = 'pending' and balance > 0 group by currency order by currency`,
  );
  const owedStars = Number(debts.find((row) => row.currency === 'STAR')?.owed ?? 0);
  return {
    debts: debts.map((row) => ({ currency: row.currency, accounts: row.accounts, owed: Number(row.owed) })),
    exposureTvs: Math.ceil((owedStars * TVS_TO_STAR_RATE.tvs) / TVS_TO_STAR_RATE.stars),
    pending: pending.map((row) => ({ currency: row.currency, amount: Number(row.amount) })),
  };
}
