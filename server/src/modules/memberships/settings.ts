import { MAX_TIERS, type MembershipConfig } from '@/contracts/memberships';
import type { Config } from '../../config';
import type { Db } from '../../db/open';
import type { MoneyLimitsConfig } from '../money/limits-config';
import type { MembershipClock } from './periods';

export type MembershipSettings = Config['memberships'];

/** What every membership operation needs: the database, the settings, and the membership clock. */
export interface MembershipDeps {
  db: Db;
  settings: MembershipSettings;
  /** Memberships pay as gifts do: the same rate, fee and hold period. */
  gifts: Config['gifts'];
  limits: MoneyLimitsConfig;
  clock: MembershipClock;
}

export function membershipConfigOf(settings: MembershipSettings): MembershipConfig {
  return {
    min_price_stars: settings.minPriceStars,
    max_price_stars: settings.maxPriceStars,
    max_tiers: MAX_TIERS,
    grace_days: settings.graceDays,
  };
}
