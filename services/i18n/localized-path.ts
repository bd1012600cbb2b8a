import { DEFAULT_LANGUAGE, type Language, SUPPORTED_LANGUAGES, isSupportedLanguage } from './languages';

/**
 * A path of the site in a language: English has no prefix, the others `/<code>` (next.config.js
 * i18n). For URLs the router does not prefix by itself: server redirects, URLs handed to another
 * site (payment returns), SEO links.
 */
export function localizedPath(path: string, language: string | undefined): string {
  if (!isSupportedLanguage(language) || language === DEFAULT_LANGUAGE) return path;
  return path === '/' ? `/${language}` : `/${language}${path}`;
}

/** The language of a path of the site by its prefix; English without one. */
export function pathLanguage(pathname: string): Language {
  const first = pathname.split('/')[1];
  return SUPPORTED_LANGUAGES.find((language) => language !== DEFAULT_LANGUAGE && language === first) ?? DEFAULT_LANGUAGE;
}

/** An absolute URL of the site, in the language of the page the browser shows. */
export function localizedBrowserUrl(path: string): string {
  return new URL(localizedPath(path, pathLanguage(window.location.pathname)), window.location.origin).href;
}
