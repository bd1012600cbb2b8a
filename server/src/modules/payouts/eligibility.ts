import { PayoutErrorCode } from '@/contracts/payouts';
import { ApiError } from '../../http/errors';
import { hasDebt } from '../wallet/debts';
import type { Queryable } from '../wallet/ledger';

/**
 * A rule that may forbid a user's payout, checked inside the payout's own transaction (so a debt
 * recorded concurrently is seen or waits). It throws `accountRestricted()` to refuse.
 */
export type PayoutRestriction = (tx: Queryable, userId: string) => Promise<void>;

export const accountRestricted = (message = 'Your account has an unsettled balance; payouts resume once it is paid.') =>
  new ApiError(403, PayoutErrorCode.ACCOUNT_RESTRICTED, message);

/** A user who owes the platform after a refund or a lost dispute cannot be paid out until it is settled. */
const noDebt: PayoutRestriction = async (tx, userId) => {
  if (await hasDebt(tx, userId)) throw accountRestricted();
};

/** The payout-side restrictions in force. */
export function payoutRestrictions(): PayoutRestriction[] {
  return [noDebt];
}

/** Runs every restriction for the user; the first to refuse answers the request. */
export async function assertMayBePaidOut(tx: Queryable, restrictions: readonly PayoutRestriction[], userId: string): Promise<void> {
  for (const restriction of restrictions) await restriction(tx, userId);
}

export const notReady = (message: string) => new ApiError(409, PayoutErrorCode.ACCOUNT_NOT_READY, message);

export function assertAboveMinimum(usdCents: number, minimumUsdCents: number, minimumLabel: string): void {
  if (usdCents < minimumUsdCents) {
    throw new ApiError(400, PayoutErrorCode.BELOW_MINIMUM, `The smallest payout is ${minimumLabel}.`, [
      { path: 'body.amount', message: `At least ${minimumLabel}` },
    ]);
  }
}
