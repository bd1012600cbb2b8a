import { CURRENCY_EXPONENTS } from '@/contracts/wallet';
import { StartupError } from '../../startup-error';
import { splitGift } from '../gifts/service';
import { allPackages } from '../wallet/catalogue';

/** TVS minor units in one whole TVS: the rate is quoted per whole TVS. */
const TVS_UNIT = 10 ** CURRENCY_EXPONENTS.TVS;

/** US cents that `tvs` minor units pay, rounded down (the odd fraction of a cent stays unpaid). */
export function usdCentsOf(tvs: number, usdCentsPerTvs: number): number {
  // Exact past 2^53 / rate: a large balance times the rate would lose precision as a float.
  return Number((BigInt(tvs) * BigInt(usdCentsPerTvs)) / BigInt(TVS_UNIT));
}

/** The least TVS minor units that pay `usdCents`. */
export function tvsForUsdCents(usdCents: number, usdCentsPerTvs: number): number {
  const rate = BigInt(usdCentsPerTvs);
  return Number((BigInt(usdCents) * BigInt(TVS_UNIT) + rate - 1n) / rate);
}

export const usd = (amount: number) => ({ amount, currency: 'USD', exponent: CURRENCY_EXPONENTS.USD });
export const tvs = (amount: number) => ({ amount, currency: 'TVS', exponent: CURRENCY_EXPONENTS.TVS });

interface MoneySettings {
  gifts: { tvsPerStar: number; feeBps: number };
  payouts: { usdCentsPerTvs: number };
}

/**
 * Configuration cannot pay out more than fans paid: every package's stars, bonus included,
 * gifted at the fee and paid out at the rate must come to no more than the package's USD price.
 */
export function assertPayoutsWithinPrices(settings: MoneySettings): void {
  if (CURRENCY_EXPONENTS.TVS !== 2 || CURRENCY_EXPONENTS.USD !== 2) {
    throw new StartupError('Refusing to start: payouts assume TVS and USD have two decimals.');
  }
  const over = allPackages('US').flatMap((item) => {
    const { net } = splitGift(item.stars + item.bonus_stars, settings.gifts);
    const paid = usdCentsOf(net, settings.payouts.usdCentsPerTvs);
    return paid > item.price.amount ? [`${item.id} costs ${item.price.amount} US cents but would pay out ${paid}`] : [];
  });
  if (over.length > 0) {
    throw new StartupError(
      `Refusing to start: GIFT_TVS_PER_STAR, GIFT_FEE_BPS and PAYOUT_USD_CENTS_PER_TVS would pay creators more than fans paid (${over.join('; ')}). ` +
        'Lower PAYOUT_USD_CENTS_PER_TVS or GIFT_TVS_PER_STAR, or raise GIFT_FEE_BPS.',
    );
  }
}
