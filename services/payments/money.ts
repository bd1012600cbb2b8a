import { numberFormat } from '@/services/i18n/intl';

/**
 * The wallet currencies' exponents (DESIGN.md §4), for callers without the balance config at hand.
 * Not imported from contracts/: that would bring zod into every page that shows a balance.
 */
const WALLET_EXPONENTS: Record<string, number> = { STAR: 0, TVS: 2 };

/**
 * An integer amount of minor units as an exact decimal string (`12345`, 2 → `123.45`).
 * Intl.NumberFormat formats such strings without converting them to a float first, so large or
 * fractional amounts are never rounded on the way to the screen.
 */
export function minorToDecimal(amount: number | bigint, exponent: number): string {
  const value = BigInt(amount);
  const negative = value < BigInt(0);
  const digits = (negative ? -value : value).toString().padStart(exponent + 1, '0');
  const whole = exponent > 0 ? digits.slice(0, -exponent) : digits;
  const fraction = exponent > 0 ? `.${digits.slice(-exponent)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

// `format` takes exact decimal strings (Intl.NumberFormat v3); the typings still say number.
type DecimalFormat = (value: string) => string;

/**
 * Formats minor units for a language. ISO currencies (USD, IDR, TVS as a code) get the
 * language's currency style; STAR, which is not a three-letter code, is a number plus its name.
 */
export function formatMoney(amount: number | bigint, currency: string, language: string, exponent?: number): string {
  const digits = exponent ?? WALLET_EXPONENTS[currency] ?? 2;
  const decimal = minorToDecimal(amount, digits);
  if (/^[A-Z]{3}$/.test(currency)) {
    const format = numberFormat(language, {
      style: 'currency',
      currency,
      currencyDisplay: currency === 'TVS' ? 'code' : 'symbol',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format as unknown as DecimalFormat;
    return format(decimal);
  }
  const format = numberFormat(language, { minimumFractionDigits: digits, maximumFractionDigits: digits })
    .format as unknown as DecimalFormat;
  return `${format(decimal)} ${currency}`;
}

/** A plain count (stars in a package) in the language's digits and grouping; `compact` writes 1.2M. */
export function formatCount(value: number, language: string, compact = false): string {
  return numberFormat(language, {
    maximumFractionDigits: compact ? 1 : 0,
    notation: compact ? 'compact' : 'standard',
  }).format(value);
}

/** A wait in the language's words ("3 minutes", "3 menit"): whole minutes from a minute up, seconds below. */
export function formatDuration(seconds: number, language: string): string {
  const [value, unit] = seconds >= 60 ? [Math.ceil(seconds / 60), 'minute'] : [Math.max(1, Math.ceil(seconds)), 'second'];
  return numberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}
