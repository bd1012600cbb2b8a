import { PaymentErrorCode } from '@/contracts/payments';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { ledgerAccounts, ledgerTransfers } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { transferStatement, type TransferOutcome } from './transfer-statement';

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
  /** A user who must not owe the platform for the transfer to post (403 ACCOUNT_RESTRICTED otherwise). */
  unrestricted?: string;
}

export const insufficientBalance = () =>
  new ApiError(402, PaymentErrorCode.INSUFFICIENT_BALANCE, 'Your balance is not enough for this purchase.');

/** A user with a debt from a refunded or disputed payment: no gift, conversion or payout until a top-up settles it. */
export const accountRestricted = () =>
  new ApiError(
    403,
    PaymentErrorCode.ACCOUNT_RESTRICTED,
    'A refunded or disputed payment left your account owing stars; top up to settle it before sending gifts or converting TVS.',
  );

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
 * Posts one business event, inside the caller's transaction, in one statement once its accounts
 * exist (transfer-statement.ts). Accounts are created on first use, in a fixed order, so two
 * first-ever transfers racing on new accounts cannot deadlock; user accounts are locked in id
 * order. A user wallet that would go below zero throws 402 INSUFFICIENT_BALANCE and the caller's
 * transaction rolls back (a pending or debt account on the wrong side of zero is a bug, and
 * throws too); so does 403 ACCOUNT_RESTRICTED when `unrestricted` names a user who owes the
 * platform (read in the same statement rather than one round trip before). The same idempotency
 * key or external reference again posts nothing and answers `created: false`.
 */
export async function postTransfer(tx: Tx, input: TransferInput): Promise<{ transferId: string; created: boolean }> {
  const legs = input.legs.filter((leg) => leg.amount !== 0);
  if (!isBalanced(legs) || legs.some((leg) => !Number.isSafeInteger(leg.amount))) {
    throw new Error(`Unbalanced or non-integer transfer ${input.idempotencyKey}`);
  }
  const keys = legs.map((leg) => keyOf(leg.account, leg.currency));
  const keyed = keys.map((key, index) => ({ ...key, amount: legs[index]!.amount }));
  const post = async () => {
    const result = (await tx.execute(transferStatement(input, keyed, input.unrestricted))) as unknown as { rows: TransferOutcome[] };
    return result.rows[0]!;
  };
  let outcome = await post();
  if (!outcome.ready) {
    await createAccounts(tx, keys);
    outcome = await post();
    if (!outcome.ready) throw new Error(`Ledger accounts of transfer ${input.idempotencyKey} are missing`);
  }
  if (outcome.debtor) throw accountRestricted();
  if (outcome.transfer_id === null) {
    const [existing] = await tx
      .select({ id: ledgerTransfers.id })
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.idempotencyKey, input.idempotencyKey));
    return { transferId: existing?.id ?? '', created: false };
  }
  const refused = outcome.refused?.split(',') ?? [];
  if (refused.includes('wallet')) throw insufficientBalance();
  if (refused.length > 0) throw new Error(`Transfer ${input.idempotencyKey} would take a ${refused.join(' and ')} account past zero`);
  return { transferId: outcome.transfer_id, created: true };
}

type AccountKey = ReturnType<typeof keyOf>;
const keyName = (key: { owner: string; code: string; currency: string }) => `${key.owner}/${key.code}/${key.currency}`;

/** Creates the accounts of `keys` that do not exist yet, in a fixed order (no deadlock between two first uses). */
async function createAccounts(tx: Tx, keys: AccountKey[]): Promise<void> {
  const unique = new Map(keys.map((key) => [keyName(key), key]));
  await tx
    .insert(ledgerAccounts)
    .values([...unique].sort(([a], [b]) => a.localeCompare(b)).map(([, key]) => key))
    .onConflictDoNothing();
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
