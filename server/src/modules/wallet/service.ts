import type { Balance, WalletAdjustRequest } from '@/contracts/wallet';
import { CURRENCY_CODES } from '@/contracts/money';
import { CURRENCY_EXPONENTS } from '@/contracts/wallet';
import { ErrorCode } from '@/contracts/envelope';
import { and, eq, inArray } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/open';
import { ledgerAccounts, users } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { TVS_TO_STAR_RATE } from './catalogue';
import { releaseMatured } from './earnings';
import { postTransfer } from './ledger';

/** The wallet balances; pass `now` to release matured gift earnings into TVS first. */
export async function getBalance(db: Db, userId: string, now?: Date): Promise<Balance> {
  if (now) await releaseMatured(db, userId, now);
  const rows = await db
    .select({ currency: ledgerAccounts.currency, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.owner, userId), eq(ledgerAccounts.code, 'wallet'), inArray(ledgerAccounts.currency, [...CURRENCY_CODES])));
  const amounts = new Map(rows.map((row) => [row.currency, row.balance]));
  return {
    balances: CURRENCY_CODES.map((currency) => ({ amount: amounts.get(currency) ?? 0, amount_currency: currency })),
    config: {
      exponents: { STAR: CURRENCY_EXPONENTS.STAR, TVS: CURRENCY_EXPONENTS.TVS },
      tvs_to_star_rate: { ...TVS_TO_STAR_RATE },
    },
  };
}

/**
 * An operator adjustment from the adjustments account (`npm run wallet:adjust`, or
 * POST /sandbox/wallet/adjust). A debit below zero is 402 INSUFFICIENT_BALANCE and moves nothing.
 */
export async function adjustWallet(db: Db, input: WalletAdjustRequest, idempotencyKey = `adjust:${randomUUID()}`) {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, input.user_id));
  if (!user) throw new ApiError(404, ErrorCode.NOT_FOUND, 'No user has this id.');
  const { transferId } = await db.transaction((tx) =>
    postTransfer(tx, {
      idempotencyKey,
      kind: 'adjustment',
      memo: input.reason,
      legs: [
        { account: { platform: 'adjustments' }, currency: input.currency, amount: -input.amount },
        { account: { userId: input.user_id }, currency: input.currency, amount: input.amount },
      ],
    }),
  );
  return { transfer_id: transferId, balance: await getBalance(db, input.user_id) };
}
