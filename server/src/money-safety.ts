import { packageStars, TVS_TO_STAR_RATE, tvsPriceOf } from './modules/wallet/catalogue';
import { StartupError } from './startup-error';

export interface GiftEconomics {
  tvsPerStar: number;
  feeBps: number;
}

/**
 * TVS minor units a creator can receive per gifted STAR at most. The fee is rounded down per
 * gift, so a one-star gift pays the most per star (`floor(n × f) ≥ n × floor(f)`): this is
 * what a scripted stream of one-star gifts earns, not the rounded-off average.
 */
export const bestNetPerStar = ({ tvsPerStar, feeBps }: GiftEconomics) => tvsPerStar - Math.floor((tvsPerStar * feeBps) / 10_000);

/**
 * Refuses settings under which TVS → STAR → gift → TVS returns more than it cost: two accounts
 * gifting back and forth would create money. That is (1 + bonus) × (1 − fee) × GIFT_TVS_PER_STAR
 * above the conversion rate for some package, checked per package in integers, with the fee's
 * rounding counted against us.
 */
export function assertMoneyCannotBeMinted(gifts: GiftEconomics): void {
  const net = bestNetPerStar(gifts);
  const minting = packageStars().filter(({ stars, bonus }) => (stars + bonus) * net > tvsPriceOf(stars));
  if (minting.length === 0) return;
  const [worst] = minting.sort((a, b) => b.bonus / b.stars - a.bonus / a.stars);
  const { stars, bonus } = worst!;
  throw new StartupError(
    `Refusing to start: GIFT_FEE_BPS=${gifts.feeBps} and GIFT_TVS_PER_STAR=${gifts.tvsPerStar} create money. ` +
      `Converting ${tvsPriceOf(stars)} TVS minor units buys ${stars + bonus} STAR (${bonus} bonus), and gifting them pays ` +
      `${(stars + bonus) * net} back at ${net} per STAR; the TVS→STAR rate is ${TVS_TO_STAR_RATE.tvs / TVS_TO_STAR_RATE.stars} per STAR. ` +
      'Raise GIFT_FEE_BPS or lower GIFT_TVS_PER_STAR.',
  );
}
