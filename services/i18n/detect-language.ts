import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, type Language, isSupportedLanguage, toSupportedLanguage } from './languages';

const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

function readSavedLanguage(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // Storage is unavailable in some private modes and sandboxed frames.
    return null;
  }
}

/**
 * Detection order of the specification (§9): the saved choice, the browser's languages, then
 * `<html lang>`. The first one that maps to a supported language wins. Safe on the server, where
 * it answers the default.
 */
export function detectClientLanguage(): Language {
  if (typeof window === 'undefined') return DEFAULT_LANGUAGE;
  const browser = window.navigator.languages?.length ? window.navigator.languages : [window.navigator.language];
  const candidates = [readSavedLanguage(), ...browser, document.documentElement.lang];
  for (const candidate of candidates) {
    const match = toSupportedLanguage(candidate);
    if (match) return match;
  }
  return DEFAULT_LANGUAGE;
}

/**
 * Saves the choice in local storage and mirrors it in a cookie, so the next server render comes
 * in the same language.
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
