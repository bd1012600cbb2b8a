import type { GiftConfig } from '@/contracts/gifts';

/** What a gift of `stars` is worth to the creator, as the API computes it (the fee rounds down). */
export function giftValue(stars: number, config: Pick<GiftConfig, 'tvs_per_star' | 'fee_bps'>) {
  const gross = stars * config.tvs_per_star;
  const fee = Math.floor((gross * config.fee_bps) / 10_000);
  return { gross, fee, net: gross - fee };
}
