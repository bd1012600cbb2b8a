import { PaymentErrorCode } from '@/contracts/payments';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { ledgerAccounts, ledgerTransfers } from '../../db/schema';
import { hasDatabaseCode } from '../../http/database-errors';
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
    ? { owner: ref.userId, user_id: ref.userId, code: ref.code ?? 'wallet', currency }
    : { owner: PLATFORM, user_id: null, code: ref.platform, currency };

/** Whether a transfer nets to zero in every currency it touches. */
export function isBalanced(legs: readonly Pick<Leg, 'currency' | 'amount'>[]): boolean {
  const sums = new Map<string, number>();
  for (const leg of legs) sums.set(leg.currency, (sums.get(leg.currency) ?? 0) + leg.amount);
  return [...sums.values()].every((sum) => sum === 0);
}

/** A transfer as the database's `starlit_post_transfer` takes it (migration 0013): its row and its legs by account key. */
export function transferArguments(input: TransferInput) {
  const legs = input.legs.filter((leg) => leg.amount !== 0);
  if (!isBalanced(legs) || legs.some((leg) => !Number.isSafeInteger(leg.amount))) {
    throw new Error(`Unbalanced or non-integer transfer ${input.idempotencyKey}`);
  }
  return {
    transfer: {
      id: input.id ?? null,
      idempotency_key: input.idempotencyKey,
      kind: input.kind,
      external_ref: input.externalRef ?? null,
      order_id: input.orderId ?? null,
      memo: input.memo ?? null,
    },
    legs: legs.map((leg) => ({ ...keyOf(leg.account, leg.currency), amount: leg.amount })),
    debtor: input.unrestricted ?? null,
  };
}

/** The errors `starlit_post_transfer` raises for a caller to see (custom SQLSTATEs), as the API's. */
function transferRefusal(error: unknown): ApiError | undefined {
  if (hasDatabaseCode(error, 'SL402')) return insufficientBalance();
  if (hasDatabaseCode(error, 'SLDBT')) return accountRestricted();
  return undefined;
}

/**
 * Posts one business event, inside the caller's transaction, in one call of the database's
 * `starlit_post_transfer` (migration 0013), which keeps the ledger's rules: accounts are created
 * on first use, in a fixed order, so two first-ever transfers racing on new accounts cannot
 * deadlock; user accounts are locked in id order and last. A user wallet that would go below
 * zero throws 402 INSUFFICIENT_BALANCE and the caller's transaction rolls back (a pending or debt
 * account on the wrong side of zero is a bug, and throws too); so does 403 ACCOUNT_RESTRICTED
 * when `unrestricted` names a user who owes the platform. The same idempotency key or external
 * reference again posts nothing and answers `created: false`.
 */
export async function postTransfer(tx: Tx, input: TransferInput): Promise<{ transferId: string; created: boolean }> {
  const { transfer, legs, debtor } = transferArguments(input);
  let result: { rows: { id: string | null }[] };
  try {
    result = (await tx.execute(
      sql`select starlit_post_transfer(${JSON.stringify(transfer)}::jsonb, ${JSON.stringify(legs)}::jsonb, ${debtor}::text) as id`,
    )) as unknown as { rows: { id: string | null }[] };
  } catch (error) {
    throw transferRefusal(error) ?? error;
  }
  const transferId = result.rows[0]?.id ?? null;
  if (transferId !== null) return { transferId, created: true };
  const [existing] = await tx
    .select({ id: ledgerTransfers.id })
    .from(ledgerTransfers)
    .where(eq(ledgerTransfers.idempotencyKey, input.idempotencyKey));
  return { transferId: existing?.id ?? '', created: false };
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
