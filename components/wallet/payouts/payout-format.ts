import { dateTimeFormat, intlLocale } from '@/services/i18n/intl';
import type { PayoutAccountState, PayoutStatus } from '@/contracts/payouts';

export const STATUS_COLORS: Record<PayoutStatus, 'default' | 'success' | 'error' | 'warning' | 'info'> = {
  pending: 'warning',
  in_transit: 'info',
  paid: 'success',
  failed: 'error',
  reversed: 'error',
};

export const STATE_COLORS: Record<PayoutAccountState, 'success' | 'error' | 'warning' | 'info'> = {
  details_needed: 'warning',
  under_review: 'info',
  enabled: 'success',
  restricted: 'error',
};

/** Stripe's requirement names, grouped into what a person recognises (`individual.dob.day` → date of birth). */
const REQUIREMENT_KEYS: [RegExp, string][] = [
  [/^individual\.(first|last)_name$/, 'name'],
  [/^individual\.dob\./, 'dob'],
  [/^individual\.address\./, 'address'],
  [/^individual\.(email|phone)$/, 'contact'],
  [/^individual\.(id_number|ssn_last_4|verification\.)/, 'identity'],
  [/^external_account$/, 'bank'],
  [/^tos_acceptance\./, 'terms'],
  [/^business_/, 'business'],
];

/** Translation keys under `requirements.` for what Stripe lists as due, each once, in Stripe's order. */
export function requirementKeys(due: readonly string[]): string[] {
  const keys = due.map((name) => REQUIREMENT_KEYS.find(([pattern]) => pattern.test(name))?.[1] ?? 'other');
  return [...new Set(keys)];
}

/** `12.5` or `12.50` TVS as minor units; undefined unless a plain amount with at most two decimals. */
export function parseTvs(text: string): number | undefined {
  const match = /^(\d{1,12})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** US cents that `tvs` minor units pay at the rate (rounded down, as the API does). */
export const usdCentsOf = (tvs: number, usdCentsPerTvs: number) => Number((BigInt(tvs) * BigInt(usdCentsPerTvs)) / BigInt(100));

export function payoutDate(iso: string, language: string): string {
  return dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** A country's name in the page's language. */
export function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([intlLocale(language)], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
