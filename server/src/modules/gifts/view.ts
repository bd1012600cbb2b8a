import type { EarningsDay, PublicGift, ReceivedGift } from '@/contracts/gifts';
import { CURRENCY_EXPONENTS } from '@/contracts/wallet';
import type { GiftRow } from '../../db/schema';

export type GiftWithSender = GiftRow & { senderName: string | null; senderAvatar: string | null; membershipTier: string | null };

export const tvs = (amount: number) => ({ amount, currency: 'TVS', exponent: CURRENCY_EXPONENTS.TVS });
export const DAY_MS = 86_400_000;
export const EARNINGS_DAYS = 30;

export function publicGiftView(row: GiftWithSender): PublicGift {
  return {
    id: row.id,
    stars: row.stars,
    message: row.message,
    sender: row.anonymous ? null : { display_name: row.senderName, avatar_url: row.senderAvatar },
    membership: row.membershipTier === null ? null : { tier_name: row.membershipTier },
    created_at: row.createdAt.toISOString(),
  };
}

export function receivedView(row: GiftWithSender): ReceivedGift {
  return {
    ...publicGiftView(row),
    gross: tvs(row.grossTvs),
    fee: tvs(row.feeTvs),
    net: tvs(row.netTvs),
    fee_bps: row.feeBps,
    tvs_per_star: row.tvsPerStar,
  };
}

/** The last 30 UTC days ending today, oldest first, each day's net earnings and memberships' part (0 without). */
export function fillDays(now: Date, sums: readonly { day: string; net: number; memberships: number }[]): EarningsDay[] {
  const byDay = new Map(sums.map((sum) => [sum.day, sum]));
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: EARNINGS_DAYS }, (_, index) => {
    const date = new Date(today - (EARNINGS_DAYS - 1 - index) * DAY_MS).toISOString().slice(0, 10);
    return { date, net: byDay.get(date)?.net ?? 0, memberships: byDay.get(date)?.memberships ?? 0 };
  });
}
