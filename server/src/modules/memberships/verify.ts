import { sql } from 'drizzle-orm';
import type { Db } from '../../db/open';

export interface MembershipViolation {
  rule: 'membership_charge_mismatch' | 'membership_transfer_orphan';
  id: string;
  detail: string;
}

/**
 * Every membership charge is paid by exactly one ledger transfer: the one keyed by its
 * (membership, period), taking the charge's stars from the fan's STAR wallet, with its gift row
 * of the same stars on the same transfer. And no such transfer exists without its charge.
 */
export async function verifyMembershipCharges(db: Db): Promise<MembershipViolation[]> {
  const mismatched = (await db.execute(sql`
    select id, stars, key, own_key, paid::text as paid, gift_stars from (
      select c.id::text as id, c.stars, t.idempotency_key as key,
        t.idempotency_key = 'membership:' || c.membership_id::text || ':' || c.period::text as own_key,
        coalesce((select -sum(e.amount) from ledger_entries e join ledger_accounts a on a.id = e.account_id
          where e.transfer_id = t.id and a.user_id = c.fan_id and a.code = 'wallet' and e.currency = 'STAR'), 0) as paid,
        case when g.transfer_id = c.transfer_id then g.stars end as gift_stars
      from membership_charges c
      left join ledger_transfers t on t.id = c.transfer_id
      left join gifts g on g.id = c.gift_id
    ) checked
    where key is null or not own_key or paid <> stars or gift_stars is distinct from stars`)) as unknown as {
    rows: { id: string; stars: number; key: string | null; own_key: boolean | null; paid: string; gift_stars: number | null }[];
  };
  const orphans = (await db.execute(sql`
    select t.id::text as id, t.idempotency_key as key from ledger_transfers t
    where t.idempotency_key like 'membership:%'
      and not exists (select 1 from membership_charges c where c.transfer_id = t.id)`)) as unknown as {
    rows: { id: string; key: string }[];
  };
  const violations: MembershipViolation[] = [];
  for (const row of mismatched.rows) {
    const detail =
      row.key === null
        ? 'no ledger transfer'
        : !row.own_key
          ? `paid by transfer ${row.key}, not its own period's`
          : Number(row.paid) !== Number(row.stars)
            ? `charges ${row.stars} STAR, the ledger took ${row.paid} from the fan`
            : 'its gift row is not the same stars on the same transfer';
    violations.push({ rule: 'membership_charge_mismatch', id: row.id, detail });
  }
  for (const row of orphans.rows) {
    violations.push({ rule: 'membership_transfer_orphan', id: row.id, detail: `${row.key} has no membership charge` });
  }
  return violations;
}
