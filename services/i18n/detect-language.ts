import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, type Language, isSupportedLanguage, toSupportedLanguage } from './languages';

const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The visitor's saved choice (spec §3: `i18nextLng` in local storage), if any. */
export function readSavedLanguage(): Language | undefined {
  if (typeof window === 'undefined') return undefined;
  try {
    return toSupportedLanguage(window.localStorage.getItem(LANGUAGE_STORAGE_KEY));
  } catch {
    // Storage is unavailable in some private modes and sandboxed frames.
    return undefined;
  }
}

/**
 * The spec's detection order: the saved choice, the browser's language (`navigator.language`,
 * as Accept-Language sends it), then the language the page is in (its `<html lang>`).
 */
export function detectLanguage(pageLanguage: Language): Language {
  const browser = typeof navigator === 'undefined' ? undefined : toSupportedLanguage(navigator.language);
  return readSavedLanguage() ?? browser ?? pageLanguage;
}

/**
 * True when this page load came through a redirect, which on this site is the server's language
 * redirects (a cross-origin one counts none): a prefix they added is a guess, not a link's.
 */
function redirected(): boolean {
  const [navigation] = (performance.getEntriesByType?.('navigation') ?? []) as PerformanceNavigationTiming[];
  return (navigation?.redirectCount ?? 0) > 0;
}

/**
 * The language a page load settles on, saved for later visits. An address with a language prefix
 * (`/th/...`) was linked in that language on purpose: it stays in it and leaves an earlier saved
 * choice alone, which keeps applying to addresses without a prefix. Those follow detectLanguage,
 * as does a prefix the server's redirects added (from the browser's language, while local storage
 * still holds a choice the cookie lost). The page's language tells a prefix: every language but
 * English has one (next.config.js).
 */
export function settleLanguage(pageLanguage: Language): Language {
  if (pageLanguage !== DEFAULT_LANGUAGE && !redirected()) {
    if (!readSavedLanguage()) persistLanguage(pageLanguage);
    return pageLanguage;
  }
  const detected = detectLanguage(pageLanguage);
  persistLanguage(detected);
  return detected;
}

/**
 * Saves the choice in local storage and mirrors it in a cookie, which the server reads to send
 * the visitor to their language's path (services/i18n/language-redirects.js).
 */
export function persistLanguage(language: Language): void {
  if (typeof window === 'undefined' || !isSupportedLanguage(language)) return;
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // The cookie alone still carries the choice.
  }
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_STORAGE_KEY}=${language}; Path=/; Max-Age=${COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
}
