import type { Db } from '../../db/open';
import { countInWindows, rateLimited, waitForLimits } from '../auth/rate-limit';
import type { MoneyLimitsConfig } from './limits-config';

/** Who asks to move money: the signed-in user and the address the request came from. */
export interface MoneyCaller {
  userId: string;
  ip: string;
}

export type MoneyAction = 'checkout' | 'saved-cards' | 'gifts' | 'payouts' | 'memberships';

// Joining or resuming a membership spends stars as a gift does, so it has the gifts' limits (counted apart).
const LIMIT_OF = {
  checkout: 'checkout',
  'saved-cards': 'savedCards',
  gifts: 'gifts',
  payouts: 'payouts',
  memberships: 'gifts',
} as const;

/** The rate-limit keys of `action` for the caller (user, then address) and their limits in one window. */
export function moneyLimitKeys(limits: MoneyLimitsConfig, action: MoneyAction, caller: MoneyCaller) {
  const limit = limits[LIMIT_OF[action]];
  return {
    keys: [`${action}:user:${caller.userId}`, `${action}:ip:${caller.ip}`],
    most: [limit.perUser, limit.perAddress],
    windowSeconds: limits.windowSeconds,
  };
}

export const moneyRateLimited = (retryAfterSeconds: number) =>
  rateLimited('Too many payment attempts. Try again later.', retryAfterSeconds);

/**
 * Counts an attempt at `action` for the user and for the address, in the table the sign-in limits
 * use (shared by every API process); 429 `RATE_LIMITED` with `Retry-After` past either limit.
 * (A TVS checkout or a gift counts its attempt in the database with the rest: money/create-with-transfer.ts.)
 */
export async function limitMoney(db: Db, limits: MoneyLimitsConfig, action: MoneyAction, caller: MoneyCaller, now: Date): Promise<void> {
  const { keys, most, windowSeconds } = moneyLimitKeys(limits, action, caller);
  const hits = await countInWindows(db, keys, windowSeconds, now);
  const wait = waitForLimits(hits.map((hit, index) => ({ hit, limit: most[index]! })));
  if (wait !== undefined) throw moneyRateLimited(wait);
}
