import { and, eq, lt, sql } from 'drizzle-orm';
import { ledgerAccounts } from '../../db/schema';
import { lockedWalletBalance, postTransfer, type Queryable, type Tx } from './ledger';

/** What the user owes in `currency` (a positive number; 0 without a debt). */
export async function debtOf(db: Queryable, userId: string, currency: string): Promise<number> {
  const [row] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.owner, userId), eq(ledgerAccounts.code, 'debt'), eq(ledgerAccounts.currency, currency)));
  return -(row?.balance ?? 0);
}

/** Whether the user owes anything, in any currency. */
export async function hasDebt(db: Queryable, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.owner, userId), eq(ledgerAccounts.code, 'debt'), lt(ledgerAccounts.balance, 0)))
    .limit(1);
  return row !== undefined;
}

/**
 * Pays the user's debt in `currency` from their wallet, as far as the wallet reaches: a top-up
 * settles what a refund or dispute could not take back before it can be spent. `key` makes a
 * repeat post nothing.
 */
export async function repayDebt(tx: Tx, userId: string, currency: string, key: string): Promise<number> {
  const owed = -(await lockedWalletBalance(tx, userId, currency, 'debt'));
  if (owed <= 0) return 0;
  const paid = Math.min(owed, await lockedWalletBalance(tx, userId, currency));
  if (paid <= 0) return 0;
  await postTransfer(tx, {
    idempotencyKey: key,
    kind: 'repayment',
    legs: [
      { account: { userId }, currency, amount: -paid },
      { account: { userId, code: 'debt' }, currency, amount: paid },
    ],
  });
  return paid;
}
