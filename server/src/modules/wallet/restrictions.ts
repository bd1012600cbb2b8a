import { hasDebt } from './debts';
import { accountRestricted, type Queryable } from './ledger';

/**
 * The one check before money leaves a user's hands (a gift, a TVS conversion, a payout): a user
 * who owes the platform from a refunded or disputed payment is refused with 403
 * ACCOUNT_RESTRICTED until a top-up has paid the debt off. Transfers that spend from the wallet
 * at once make the same check in the database's transfer (`postTransfer`'s `unrestricted`).
 */
export async function assertUnrestricted(db: Queryable, userId: string): Promise<void> {
  if (await hasDebt(db, userId)) throw accountRestricted();
}
