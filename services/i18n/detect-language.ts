import { LANGUAGE_STORAGE_KEY, type Language, isSupportedLanguage, toSupportedLanguage } from './languages';

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
