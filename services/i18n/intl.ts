import { DEFAULT_LANGUAGE, type Language, isSupportedLanguage } from './languages';

/**
 * The one place a language becomes a locale for Intl (numbers, money, dates, plural rules). The
 * product's `tw` is Twi to Intl, which would format in English and pick English plural forms;
 * it means Traditional Chinese as written in Taiwan.
 */
const INTL_LOCALES: Record<Language, string> = {
  en: 'en-US',
  id: 'id-ID',
  fil: 'fil-PH',
  th: 'th-TH',
  tw: 'zh-Hant-TW',
};

/** Stripe Elements takes its own list of locale names, where Traditional Chinese is `zh-TW`. */
const STRIPE_LOCALES = { en: 'en', id: 'id', fil: 'fil', th: 'th', tw: 'zh-TW' } as const satisfies Record<Language, string>;

/** The Intl locale of a language; an unsupported one formats as the default language. */
export function intlLocale(language: string | undefined): string {
  return INTL_LOCALES[isSupportedLanguage(language) ? language : DEFAULT_LANGUAGE];
}

export function stripeLocale(language: Language): (typeof STRIPE_LOCALES)[Language] {
  return STRIPE_LOCALES[language];
}

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** One Intl object per locale and options (see numberFormat); region-name.ts shares it. */
export function cached<F>(cache: Map<string, F>, language: string, options: object, build: (locale: string) => F): F {
  const locale = intlLocale(language);
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = build(locale);
    cache.set(key, format);
  }
  return format;
}

/**
 * One formatter per locale and options for the life of the page: building one loads the locale's
 * data and costs far more than formatting with it, and balances re-render often.
 */
export function numberFormat(language: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached(numberFormats, language, options, (locale) => new Intl.NumberFormat(locale, options));
}

export function dateTimeFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(dateFormats, language, options, (locale) => new Intl.DateTimeFormat(locale, options));
}

/** Basis points as a percentage in the language's style (2000 → "20%"). */
export function formatPercent(bps: number, language: string): string {
  return numberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(bps / 10_000);
}
