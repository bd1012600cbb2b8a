import { giftValue } from '@/components/gifts/gift-value';
import type { Pricing } from '@/contracts/pricing';
import { formatPercent } from '@/services/i18n/intl';
import { formatCount, formatMoney } from '@/services/payments/money';

/** A package as the page shows it: its id and its numbers, formatted. */
export interface PackageFigures {
  id: string;
  stars: string;
  /** The bonus count, formatted even when it is 0 (the offer's name says "+0 bonus"). */
  bonus: string;
  hasBonus: boolean;
  price: string;
}

/**
 * Every number of the pricing page, formatted in the page language: the page gets them from
 * getStaticProps, so the browser builds no Intl.NumberFormat while it hydrates (the first one
 * loads ICU's number data: 53 ms of /pricing's start-up at 4x CPU slowdown, in the fee's percent).
 */
export interface PricingFigures {
  /** The platform fee, as a percentage. */
  fee: string;
  /** What one star a fan sends is worth to the creator, before the fee. */
  tvsPerStar: string;
  /** The TVS→STAR rate: `stars` for `tvs`. */
  conversion: { tvs: string; stars: string };
  /** A gift of the smallest package worked through; null without packages. */
  example: { stars: string; gross: string; fee: string; net: string } | null;
  /** In the price sheet's order. */
  packages: PackageFigures[];
}

export function pricingFigures(pricing: Pricing, language: string): PricingFigures {
  const tvs = (amount: number) => formatMoney(amount, 'TVS', language);
  // The smallest package: a gift any fan can afford with one purchase.
  const stars = pricing.packages[0]?.stars;
  const value = stars === undefined ? null : giftValue(stars, pricing);
  return {
    fee: formatPercent(pricing.fee_bps, language),
    tvsPerStar: tvs(pricing.tvs_per_star),
    conversion: { tvs: tvs(pricing.tvs_to_star.tvs), stars: formatCount(pricing.tvs_to_star.stars, language) },
    example:
      stars === undefined || !value
        ? null
        : { stars: formatCount(stars, language), gross: tvs(value.gross), fee: tvs(value.fee), net: tvs(value.net) },
    packages: pricing.packages.map((item) => ({
      id: item.id,
      stars: formatCount(item.stars, language),
      bonus: formatCount(item.bonus_stars, language),
      hasBonus: item.bonus_stars > 0,
      price: formatMoney(item.price.amount, item.price.currency, language, item.price.exponent),
    })),
  };
}
