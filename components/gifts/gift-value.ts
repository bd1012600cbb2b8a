import type { GiftConfig } from '@/contracts/gifts';

/** What a gift of `stars` is worth to the creator, as the API computes it (the fee rounds down). */
export function giftValue(stars: number, config: Pick<GiftConfig, 'tvs_per_star' | 'fee_bps'>) {
  const gross = stars * config.tvs_per_star;
  const fee = Math.floor((gross * config.fee_bps) / 10_000);
  return { gross, fee, net: gross - fee };
}

/** Basis points as a percentage in the language's style (2000 → "20%"). */
export function formatPercent(bps: number, locale: string): string {
  return new Intl.NumberFormat(locale === 'tw' ? 'zh-Hant-TW' : locale, { style: 'percent', maximumFractionDigits: 2 }).format(
    bps / 10_000,
  );
}
