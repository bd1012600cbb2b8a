import type { Pricing } from '@/contracts/pricing';
import { giftConfigOf, type GiftSettings } from '../gifts/service';
import { allPackages, resolveCountry, TVS_TO_STAR_RATE } from '../wallet/catalogue';

/**
 * The public price sheet, read from the sources the wallet and gifts answer from, so the pricing
 * page can never show a number the checkout or the gift dialog would not use.
 */
export function pricingFor(countryCode: string | undefined, gifts: GiftSettings): Pricing {
  const country = resolveCountry(countryCode);
  const { fee_bps, tvs_per_star } = giftConfigOf(gifts);
  return {
    country: country.code,
    currency: country.currency,
    packages: allPackages(country.code),
    fee_bps,
    tvs_per_star,
    tvs_to_star: { tvs: TVS_TO_STAR_RATE.tvs, stars: TVS_TO_STAR_RATE.stars },
  };
}
