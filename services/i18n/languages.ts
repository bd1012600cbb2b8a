/**
 * The languages and namespaces of the product (spec §9). `tw` is the product's code for Traditional
 * Chinese; the document says `zh-Hant` (BCP 47 script subtag), which screen readers and search
 * engines understand, rather than `zh-TW`, which would claim Taiwan as the region.
 */
export const SUPPORTED_LANGUAGES = ['en', 'id', 'fil', 'th', 'tw'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** What the app itself speaks: the service worker keeps these for an offline start. */
export const APP_NAMESPACES = ['common', 'home', 'auth', 'profile', 'settings', 'wallet', 'gifts', 'payouts', 'tiers'] as const;
/** One per informational page (plus `info`, what they share): only their own page loads them. */
export const PAGE_NAMESPACES = [
  'info',
  'intro',
  'memberships',
  'pricing',
  'brand-assets',
  'about',
  'safety',
  'download',
  'comparison',
  'how-it-works',
  'open-app',
  'install',
  'blog',
  'create-channel',
  'expo',
  'contact',
] as const;
export const NAMESPACES = [...APP_NAMESPACES, ...PAGE_NAMESPACES] as const;
export type Namespace = (typeof NAMESPACES)[number];
export const DEFAULT_NAMESPACE: Namespace = 'common';

/** Storage key and cookie name of the saved choice (spec §3: `i18nextLng`). */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

/** Each language named in itself, so a reader finds their own language whatever is shown. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  id: 'Bahasa Indonesia',
  fil: 'Filipino',
  th: 'ไทย',
  tw: '繁體中文',
};

export const HTML_LANG: Record<Language, string> = {
  en: 'en',
  id: 'id',
  fil: 'fil',
  th: 'th',
  tw: 'zh-Hant',
};

export const OPEN_GRAPH_LOCALE: Record<Language, string> = {
  en: 'en_US',
  id: 'id_ID',
  fil: 'fil_PH',
  th: 'th_TH',
  tw: 'zh_TW',
};

export function isSupportedLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

const TRADITIONAL_CHINESE = /^zh[-_](hant|tw|hk|mo)\b/;

/**
 * Maps a language tag as browsers, servers or storage write it (`th-TH`, `zh-Hant-TW`, `tl`) to a
 * supported language. Simplified or unqualified Chinese is not Traditional Chinese, so it does not
 * match `tw`.
 */
export function toSupportedLanguage(tag: string | null | undefined): Language | undefined {
  if (!tag) return undefined;
  const lower = tag.trim().toLowerCase();
  if (isSupportedLanguage(lower)) return lower;
  if (TRADITIONAL_CHINESE.test(lower)) return 'tw';
  const primary = lower.split(/[-_]/)[0];
  if (primary === 'in') return 'id';
  if (primary === 'tl') return 'fil';
  return primary !== 'tw' && isSupportedLanguage(primary) ? primary : undefined;
}
