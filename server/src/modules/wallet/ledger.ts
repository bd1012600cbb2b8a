import { PaymentErrorCode } from '@/contracts/payments';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from '../../db/schema';
import { ApiError } from '../../http/errors';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either the database or a transaction of it: reads work on both. */
export type Queryable = Db | Tx;

export const PLATFORM = 'platform';
/** Platform accounts, per currency; they may run negative (issuance is where stars come from). */
export type PlatformCode =
  | 'issuance'
  | 'card_clearing'
  | 'gateway_clearing'
  | 'sales'
  | 'conversion'
  | 'adjustments'
  /** Stars spent on gifts (STAR) and the gifts' value paid out to creators (TVS). */
  | 'gifts'
  /** The platform's fee on gifts, in TVS. */
  | 'revenue'
  /** TVS of creator payouts sent to Stripe and not yet paid or failed. */
  | 'payouts_in_flight'
  /** TVS of creator payouts Stripe reported paid. */
  | 'payouts_paid';

/**
 * A user's accounts, per currency: the spendable `wallet`; `pending` gift earnings still in their
 * hold period (TVS); `debt`, never above zero, what a refund or lost dispute could not take back.
 */
export type UserAccountCode = 'wallet' | 'pending' | 'debt';

export type AccountRef = { userId: string; code?: UserAccountCode } | { platform: PlatformCode };

export interface Leg {
  account: AccountRef;
  currency: string;
  /** Signed, integer minor units. */
  amount: number;
}

export interface TransferInput {
  /** Chosen by the caller when a row written before the transfer names it; new otherwise. */
  id?: string;
  idempotencyKey: string;
  kind: 'purchase' | 'conversion' | 'adjustment' | 'refund' | 'gift' | 'clawback' | 'release' | 'repayment' | 'reinstatement' | 'payout';
  externalRef?: string;
  orderId?: string;
  memo?: string;
  legs: Leg[];
}

export const insufficientBalance = () =>
  new ApiError(402, PaymentErrorCode.INSUFFICIENT_BALANCE, 'Your balance is not enough for this purchase.');

const keyOf = (ref: AccountRef, currency: string) =>
  'userId' in ref
    ? { owner: ref.userId, userId: ref.userId, code: ref.code ?? 'wallet', currency }
    : { owner: PLATFORM, userId: null, code: ref.platform, currency };

/** Whether a transfer nets to zero in every currency it touches. */
export function isBalanced(legs: readonly Pick<Leg, 'currency' | 'amount'>[]): boolean {
  const sums = new Map<string, number>();
  for (const leg of legs) sums.set(leg.currency, (sums.get(leg.currency) ?? 0) + leg.amount);
  return [...sums.values()].every((sum) => sum === 0);
}

/**
 * Posts one business event, inside the caller's transaction. Accounts are created on first use
 * and locked in id order (no deadlock between two transfers touching the same pair); a user
 * wallet that would go below zero throws 402 INSUFFICIENT_BALANCE and the caller's transaction
 * rolls back (a pending or debt account on the wrong side of zero is a bug, and throws too). The same idempotency key or external reference again posts nothing and answers
 * `created: false`.
 */
export async function postTransfer(tx: Tx, input: TransferInput): Promise<{ transferId: string; created: boolean }> {
  const legs = input.legs.filter((leg) => leg.amount !== 0);
  if (!isBalanced(legs) || legs.some((leg) => !Number.isSafeInteger(leg.amount))) {
    throw new Error(`Unbalanced or non-integer transfer ${input.idempotencyKey}`);
  }
  const [inserted] = await tx
    .insert(ledgerTransfers)
    .values({
      ...(input.id && { id: input.id }),
      idempotencyKey: input.idempotencyKey,
      kind: input.kind,
      externalRef: input.externalRef,
      orderId: input.orderId,
      memo: input.memo,
    })
    .onConflictDoNothing()
    .returning({ id: ledgerTransfers.id });
  if (!inserted) {
    const [existing] = await tx
      .select({ id: ledgerTransfers.id })
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.idempotencyKey, input.idempotencyKey));
    return { transferId: existing?.id ?? '', created: false };
  }

  const keys = legs.map((leg) => keyOf(leg.account, leg.currency));
  const accounts = await accountIds(tx, keys);
  // Only user accounts carry a cached balance (their rows are locked: the no-overdraft check).
  // Platform balances are the sums of their entries: every purchase touches the same few
  // platform rows, and locking them would queue all purchases of the site behind one another.
  const deltas = new Map<string, number>();
  legs.forEach((leg, index) => {
    if ('userId' in leg.account) deltas.set(accounts[index]!, (deltas.get(accounts[index]!) ?? 0) + leg.amount);
  });
  const locked = deltas.size
    ? await tx
        .select({ id: ledgerAccounts.id, code: ledgerAccounts.code, balance: ledgerAccounts.balance })
        .from(ledgerAccounts)
        .where(inArray(ledgerAccounts.id, [...deltas.keys()]))
        .orderBy(ledgerAccounts.id)
        .for('update')
    : [];
  for (const row of locked) {
    const after = row.balance + deltas.get(row.id)!;
    if (row.code === 'wallet' && after < 0) throw insufficientBalance();
    if ((row.code === 'debt' && after > 0) || (row.code === 'pending' && after < 0)) {
      throw new Error(`Transfer ${input.idempotencyKey} would take ${row.code} account ${row.id} to ${after}`);
    }
  }
  for (const [id, delta] of [...deltas].sort(([a], [b]) => a.localeCompare(b))) {
    await tx
      .update(ledgerAccounts)
      .set({ balance: sql`${ledgerAccounts.balance} + ${delta}` })
      .where(eq(ledgerAccounts.id, id));
  }
  await tx
    .insert(ledgerEntries)
    .values(
      legs.map((leg, index) => ({ transferId: inserted.id, accountId: accounts[index]!, amount: leg.amount, currency: leg.currency })),
    );
  return { transferId: inserted.id, created: true };
}

type AccountKey = ReturnType<typeof keyOf>;
const keyName = (key: { owner: string; code: string; currency: string }) => `${key.owner}/${key.code}/${key.currency}`;

/**
 * The ids of `keys`' accounts, in their order, in one query once they exist; the first use of an
 * account creates it, in a fixed order, so two first-ever transfers racing on new accounts
 * cannot deadlock.
 */
async function accountIds(tx: Tx, keys: AccountKey[]): Promise<string[]> {
  const find = async () => {
    const rows = await tx
      .select({ id: ledgerAccounts.id, owner: ledgerAccounts.owner, code: ledgerAccounts.code, currency: ledgerAccounts.currency })
      .from(ledgerAccounts)
      .where(
        or(
          ...keys.map((key) =>
            and(eq(ledgerAccounts.owner, key.owner), eq(ledgerAccounts.code, key.code), eq(ledgerAccounts.currency, key.currency)),
          ),
        ),
      );
    return new Map(rows.map((row) => [keyName(row), row.id]));
  };
  let found = await find();
  const missing = keys.filter((key) => !found.has(keyName(key)));
  if (missing.length > 0) {
    await tx
      .insert(ledgerAccounts)
      .values([...missing].sort((a, b) => keyName(a).localeCompare(keyName(b))))
      .onConflictDoNothing();
    found = await find();
  }
  return keys.map((key) => {
    const id = found.get(keyName(key));
    if (!id) throw new Error(`Ledger account ${keyName(key)} is missing`);
    return id;
  });
}

/** A user's account balance under its row lock (0 when the account does not exist yet). */
export async function lockedWalletBalance(tx: Tx, userId: string, currency: string, code: UserAccountCode = 'wallet'): Promise<number> {
  const [row] = await tx
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.owner, userId), eq(ledgerAccounts.code, code), eq(ledgerAccounts.currency, currency)))
    .for('update');
  return row?.balance ?? 0;
}
