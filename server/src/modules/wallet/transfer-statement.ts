import { sql, type SQL } from 'drizzle-orm';

/** One leg resolved to its account's key (owner, code, currency). */
export interface KeyedLeg {
  owner: string;
  code: string;
  currency: string;
  amount: number;
}

export interface TransferRow {
  id?: string;
  idempotencyKey: string;
  kind: string;
  externalRef?: string;
  orderId?: string;
  memo?: string;
}

/** What the one statement answers. */
export interface TransferOutcome {
  /** False when an account of a leg does not exist yet: nothing was written. */
  ready: boolean;
  /** The new transfer's id; null when its idempotency key or external reference was already posted. */
  transfer_id: string | null;
  /** Codes of the user accounts the transfer would have taken past zero (comma-separated); null when none. */
  refused: string | null;
  /** Whether `debtor` owes the platform (a debt account below zero). */
  debtor: boolean;
}

/**
 * A whole transfer in one round trip (the busiest path of every money request): it finds the
 * legs' accounts, inserts the transfer (nothing when its key was posted already), inserts the
 * entries, and moves the cached balances of the user accounts under their row locks, taken in
 * id order (two transfers on the same pair of accounts never deadlock) and last, so they are held
 * only until the commit that follows. A balance change that would take a wallet or pending account
 * below zero, or a debt above, is left out and reported in `refused`: the caller throws and its
 * transaction rolls the transfer back whole. Platform accounts carry no cached balance and are
 * not locked, so purchases across the site do not queue on their rows.
 */
export function transferStatement(row: TransferRow, legs: readonly KeyedLeg[], debtor: string | undefined): SQL {
  const keys = sql.join(
    legs.map((leg, index) => sql`(${index}::int, ${leg.owner}::text, ${leg.code}::text, ${leg.currency}::text, ${leg.amount}::bigint)`),
    sql`, `,
  );
  return sql`
    with keys (ord, owner, code, currency, amount) as (values ${keys}),
    found as (
      select k.ord, k.amount, k.currency, a.id, a.code, a.user_id
      from keys k join ledger_accounts a on a.owner = k.owner and a.code = k.code and a.currency = k.currency
    ),
    ready as (select count(*) = ${legs.length} as ok from found),
    transfer as (
      insert into ledger_transfers (id, idempotency_key, kind, external_ref, order_id, memo)
      select coalesce(${row.id ?? null}::uuid, gen_random_uuid()), ${row.idempotencyKey}::text, ${row.kind}::text,
             ${row.externalRef ?? null}::text, ${row.orderId ?? null}::uuid, ${row.memo ?? null}::text
      from ready where ok
      on conflict do nothing
      returning id
    ),
    entries as (
      insert into ledger_entries (transfer_id, account_id, amount, currency)
      select t.id, f.id, f.amount, f.currency from transfer t cross join found f order by f.ord
      returning 1
    ),
    deltas as (select id, sum(amount) as delta from found where user_id is not null group by id),
    locked as (
      select a.id from ledger_accounts a
      where a.id in (select id from deltas) and exists (select 1 from transfer)
      order by a.id
      for update
    ),
    moved as (
      update ledger_accounts a set balance = a.balance + d.delta
      from deltas d
      where a.id = d.id and a.id in (select id from locked)
        and case when a.code = 'debt' then a.balance + d.delta <= 0 else a.balance + d.delta >= 0 end
      returning a.id
    )
    select
      (select ok from ready) as ready,
      (select id from transfer) as transfer_id,
      (select string_agg(distinct f.code, ',') from found f
        where f.user_id is not null and exists (select 1 from transfer) and f.id not in (select id from moved)) as refused,
      exists (select 1 from ledger_accounts where owner = ${debtor ?? null}::text and code = 'debt' and balance < 0) as debtor`;
}
