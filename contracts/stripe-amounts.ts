import { CURRENCY_EXPONENTS, type KnownCurrency } from './wallet';

/** Stripe's zero-decimal currencies (docs.stripe.com/currencies#zero-decimal): `amount` counts whole units. */
const ZERO_DECIMAL = new Set([
  'BIF',
  'CLP',
  'DJF',
  'GNF',
  'JPY',
  'KMF',
  'KRW',
  'MGA',
  'PYG',
  'RWF',
  'UGX',
  'VND',
  'VUV',
  'XAF',
  'XOF',
  'XPF',
]);

/** Stripe's three-decimal currencies: `amount` counts thousandths. */
const THREE_DECIMAL = new Set(['BHD', 'JOD', 'KWD', 'OMR', 'TND']);

/**
 * The exponent of `currency` in Stripe's API. Every other currency is two-decimal there, also
 * those charged in whole units: IDR and TWD (like ISK and HUF) count hundredths in `amount`, so a
 * whole 1,499,000 IDR is `149900000`, and Stripe expects such amounts to be multiples of 100.
 */
export function stripeExponent(currency: string): number {
  const code = currency.toUpperCase();
  if (ZERO_DECIMAL.has(code)) return 0;
  return THREE_DECIMAL.has(code) ? 3 : 2;
}

/** How many of Stripe's units make one of ours (1 when we count as Stripe does, 100 for IDR and TWD). */
function factorOf(currency: string): number {
  const ours = CURRENCY_EXPONENTS[currency.toUpperCase() as KnownCurrency] ?? stripeExponent(currency);
  const shift = stripeExponent(currency) - ours;
  if (shift < 0) throw new Error(`${currency} has more decimals here than Stripe accepts.`);
  return 10 ** shift;
}

/** An amount in our minor units of `currency`, as Stripe's API takes it. */
export function toStripeAmount(amount: number, currency: string): number {
  return amount * factorOf(currency);
}

/** An amount Stripe's API answered, in our minor units; null when it is not a whole number of them (we never charge one). */
export function fromStripeAmount(amount: number, currency: string): number | null {
  const factor = factorOf(currency);
  return amount % factor === 0 ? amount / factor : null;
}
