import { getTableColumns, getTableName, sql, type Table } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { accountRestricted, insufficientBalance, transferArguments, type TransferInput } from '../wallet/ledger';
import { moneyLimitKeys, moneyRateLimited, type MoneyAction, type MoneyCaller } from './limits';
import type { MoneyLimitsConfig } from './limits-config';

/** A row to insert, as drizzle's insert would take it (camelCase keys, Dates). */
export interface TableRow<T extends Table = Table> {
  table: T;
  values: Partial<T['$inferInsert']>;
}

export interface CreateWithTransfer {
  now: Date;
  /** A TVS conversion spends gift earnings only once released: 'slow' when some of this user's are due. */
  dueEarningsOf?: string;
  limit: { limits: MoneyLimitsConfig; action: MoneyAction; caller: MoneyCaller };
  /** Inserted before the transfer; the first carries the caller's Idempotency-Key. */
  before: TableRow[];
  transfer: TransferInput;
  /** Inserted after the transfer (rows that reference it). */
  after: TableRow[];
}

export type Created =
  | {
      status: 'created';
      /** The inserted rows, in order (before, then after), as drizzle's select reads them. */
      rows: Record<string, unknown>[];
      /** The paying user (`transfer.unrestricted`) after the transfer. */
      debtor: { displayName: string | null; avatarUrl: string | null; wallets: Record<string, number> } | null;
    }
  /** The key's row or transfer is there already (replay it), or earnings are due first. */
  | { status: 'exists' | 'slow' };

type Answer =
  | {
      status: 'created';
      rows: Record<string, unknown>[];
      debtor: { display_name: string | null; avatar_url: string | null; wallets: Record<string, number> } | null;
    }
  | { status: 'exists' | 'slow' | 'insufficient' | 'restricted' }
  | { status: 'limited'; retry_after: number };

/** Drizzle's keys and values to the database's column names and JSON values. */
function toColumns({ table, values }: TableRow): Record<string, unknown> {
  const columns = getTableColumns(table);
  const row: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    const column = columns[key];
    if (!column) throw new Error(`${getTableName(table)} has no column ${key}`);
    row[column.name] = value instanceof Date ? value.toISOString() : value;
  }
  return { table: getTableName(table), row };
}

/** A row the database answered as JSON, read the way drizzle reads its table's rows. */
export function fromColumns<T extends Table>(table: T, json: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}

/**
 * The fresh path of a money create (a TVS checkout, a gift) in one round trip: the database's
 * `starlit_money_create` (migrations 0013, 0014) counts the rate-limit hit, inserts the rows and posts
 * the transfer as one transaction, so the wallets' row locks are held for the time the database
 * takes, never across a wait on this process. Throws the API's 429, 402 and 403; answers
 * 'exists' when the key was used before (the caller looks it up and replays it).
 */
export async function createWithTransfer(db: Db, input: CreateWithTransfer): Promise<Created> {
  const { transfer, legs, debtor } = transferArguments(input.transfer);
  const limit = moneyLimitKeys(input.limit.limits, input.limit.action, input.limit.caller);
  const json = (value: unknown) => JSON.stringify(value);
  // Refusals come back as answers, not errors: the database function catches its own.
  const result = (await db.execute(sql`select starlit_money_create(
    ${input.now.toISOString()}::timestamptz, ${input.dueEarningsOf ?? null}::uuid,
    ${json(limit.keys.map((key, index) => ({ key, most: limit.most[index] })))}::jsonb, ${limit.windowSeconds}::integer,
    ${json(input.before.map(toColumns))}::jsonb, ${json(transfer)}::jsonb, ${json(legs)}::jsonb, ${debtor}::text,
    ${json(input.after.map(toColumns))}::jsonb
  ) as answer`)) as unknown as { rows: { answer: Answer }[] };
  const answer = result.rows[0]!.answer;
  switch (answer.status) {
    case 'limited':
      throw moneyRateLimited(answer.retry_after);
    case 'insufficient':
      throw insufficientBalance();
    case 'restricted':
      throw accountRestricted();
    case 'created': {
      const tables = [...input.before, ...input.after].map(({ table }) => table);
      return {
        status: 'created',
        rows: answer.rows.map((row, index) => fromColumns(tables[index]!, row)),
        debtor: answer.debtor && {
          displayName: answer.debtor.display_name,
          avatarUrl: answer.debtor.avatar_url,
          wallets: Object.fromEntries(Object.entries(answer.debtor.wallets).map(([currency, balance]) => [currency, Number(balance)])),
        },
      };
    }
    default:
      return { status: answer.status };
  }
}
