import type { Db } from '../../db/open';
import { countInWindows, rateLimited, waitForLimits } from '../auth/rate-limit';
import type { MoneyLimitsConfig } from './limits-config';

/** Who asks to move money: the signed-in user and the address the request came from. */
export interface MoneyCaller {
  userId: string;
  ip: string;
}

export type MoneyAction = 'checkout' | 'saved-cards' | 'gifts' | 'memberships';

// Joining or resuming a membership spends stars as a gift does, so it has the gifts' limits (counted apart).
const LIMIT_OF = { checkout: 'checkout', 'saved-cards': 'savedCards', gifts: 'gifts', memberships: 'gifts' } as const;

/**
 * Counts an attempt at `action` for the user and for the address, in the table the sign-in limits
 * use (shared by every API process); 429 `RATE_LIMITED` with `Retry-After` past either limit.
 */
export async function limitMoney(db: Db, limits: MoneyLimitsConfig, action: MoneyAction, caller: MoneyCaller, now: Date): Promise<void> {
  const limit = limits[LIMIT_OF[action]];
  const [byUser, byAddress] = await countInWindows(
    db,
    [`${action}:user:${caller.userId}`, `${action}:ip:${caller.ip}`],
    limits.windowSeconds,
    now,
  );
  const wait = waitForLimits([
    { hit: byUser!, limit: limit.perUser },
    { hit: byAddress!, limit: limit.perAddress },
  ]);
  if (wait !== undefined) throw rateLimited('Too many payment attempts. Try again later.', wait);
}
