import { PaymentErrorCode } from '@/contracts/payments';
import { ApiError } from '../../http/errors';
import { hasDebt } from './debts';
import type { Queryable } from './ledger';

/**
 * The one check before money leaves a user's hands (a gift, a TVS conversion, a payout): a user
 * who owes the platform from a refunded or disputed payment is refused with 403
 * ACCOUNT_RESTRICTED until a top-up has paid the debt off.
 */
export async function assertUnrestricted(db: Queryable, userId: string): Promise<void> {
  if (await hasDebt(db, userId)) {
    throw new ApiError(
      403,
      PaymentErrorCode.ACCOUNT_RESTRICTED,
      'A refunded or disputed payment left your account owing stars; top up to settle it before sending gifts or converting TVS.',
    );
  }
}
