import { PaymentErrorCode } from '@/contracts/payments';
import { and, eq, inArray, sql } from 'drizzle-orm';
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

export type AccountRef = { userId: string } | { platform: PlatformCode };

export interface Leg {
  account: AccountRef;
  currency: string;
  /** Signed, integer minor units. */
  amount: number;
}

export interface TransferInput {
  idempotencyKey: string;
  kind: 'purchase' | 'conversion' | 'adjustment' | 'refund' | 'gift' | 'payout';
  externalRef?: string;
  orderId?: string;
  memo?: string;
  legs: Leg[];
}

export const insufficientBalance = () =>
  new ApiError(402, PaymentErrorCode.INSUFFICIENT_BALANCE, 'Your balance is not enough for this purchase.');

const keyOf = (ref: AccountRef, currency: string) =>
  'userId' in ref
    ? { owner: ref.userId, userId: ref.userId, code: 'wallet', currency }
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
 * rolls back. The same idempotency key or external reference again posts nothing and answers
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
  // Created in a fixed order, so two first-ever transfers racing on new accounts cannot deadlock.
  const ordered = [...keys].sort((a, b) => `${a.owner}/${a.code}/${a.currency}`.localeCompare(`${b.owner}/${b.code}/${b.currency}`));
  await tx.insert(ledgerAccounts).values(ordered).onConflictDoNothing();
  // One query at a time: a transaction is one connection.
  const accounts: string[] = [];
  for (const key of keys) accounts.push(await accountId(tx, key.owner, key.code, key.currency));
  // Only user wallets carry a cached balance (their rows are locked: the no-overdraft check).
  // Platform balances are the sums of their entries: every purchase touches the same few
  // platform rows, and locking them would queue all purchases of the site behind one another.
  const deltas = new Map<string, number>();
  legs.forEach((leg, index) => {
    if ('userId' in leg.account) deltas.set(accounts[index]!, (deltas.get(accounts[index]!) ?? 0) + leg.amount);
  });
  const locked = deltas.size
    ? await tx
        .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance })
        .from(ledgerAccounts)
        .where(inArray(ledgerAccounts.id, [...deltas.keys()]))
        .orderBy(ledgerAccounts.id)
        .for('update')
    : [];
  for (const row of locked) if (row.balance + deltas.get(row.id)! < 0) throw insufficientBalance();
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

async function accountId(tx: Queryable, owner: string, code: string, currency: string): Promise<string> {
  const [row] = await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.owner, owner), eq(ledgerAccounts.code, code), eq(ledgerAccounts.currency, currency)));
  if (!row) throw new Error(`Ledger account ${owner}/${code}/${currency} is missing`);
  return row.id;
}

/** A user's wallet balance under its row lock (0 when the wallet does not exist yet). */
export async function lockedWalletBalance(tx: Tx, userId: string, currency: string): Promise<number> {
  const [row] = await tx
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.owner, userId), eq(ledgerAccounts.code, 'wallet'), eq(ledgerAccounts.currency, currency)))
    .for('update');
  return row?.balance ?? 0;
}
