// @ts-check
// CommonJS: next.config.js loads it as it is, before any build step.

/** SUPPORTED_LANGUAGES and DEFAULT_LANGUAGE of ./languages.ts (a unit test keeps them equal). */
const LANGUAGES = ['en', 'id', 'fil', 'th', 'tw'];
const DEFAULT_LANGUAGE = 'en';
/** The saved choice's cookie mirror (services/i18n/detect-language.ts) and the session cookie. */
const SAVED_CHOICE_COOKIE = 'i18nextLng';
const ACCESS_TOKEN_COOKIE = 't_uat';

/**
 * The browser's own language (the first tag of Accept-Language, which navigator.language
 * mirrors), per language, in the tag forms toSupportedLanguage accepts.
 */
const BROWSER_LANGUAGE = {
  en: 'en',
  id: '(?:id|in)',
  fil: '(?:fil|tl)',
  th: 'th',
  tw: 'zh[-_](?:[Hh]ant|TW|tw|HK|hk|MO|mo)',
};

/** A page's path after its language: not an API route, a translation or another public file. */
const PAGE_PATH = '((?!(?:api|locales)(?:/|$))(?!.*\\.\\w+$).+)';

/** @typedef {import('next/dist/lib/load-custom-routes').Redirect} Redirect */
/** @typedef {NonNullable<Redirect['has']>[number]} Condition */

/**
 * Every address without a language prefix to the same page in `language`, when the conditions
 * hold. An address with one (`/th/...`) was linked in that language on purpose and is served as
 * linked. Next matches an unprefixed address as `/en/...`, so an explicit `/en/...` counts as
 * unprefixed too. English, the language of unprefixed addresses, needs no rule: no loop.
 * @param {string} language
 * @param {{ has: Condition[], missing?: Condition[] }} conditions
 * @returns {Redirect[]}
 */
function toLanguage(language, conditions) {
  if (language === DEFAULT_LANGUAGE) return [];
  const common = { ...conditions, permanent: false, locale: /** @type {const} */ (false) };
  return [
    { ...common, source: `/${DEFAULT_LANGUAGE}`, destination: `/${language}` },
    { ...common, source: `/${DEFAULT_LANGUAGE}/:path${PAGE_PATH}`, destination: `/${language}/:path` },
  ];
}

/**
 * Where Next sends a page request before serving it (next.config.js `redirects`): the address's
 * language prefix, then the spec's detection order (saved choice, browser language, then the
 * page's own language, its `<html lang>`).
 * Why redirects and not Next's `localeDetection`: that reads only its own NEXT_LOCALE cookie and
 * only on `/`, while the saved choice (`i18nextLng`) must win everywhere. Why not a proxy
 * (middleware): the browser cannot tell what a proxy did, so Next fetches the props of every
 * statically generated page a second time after hydration when one matches; redirects cost
 * nothing on pages they skip.
 * - A language prefix wins: `/th/...` is served in Thai whatever the visitor saved (a shared link
 *   opens as it was shared). Only addresses without one are redirected, as follows.
 * - A saved choice wins next: an unprefixed page goes to the same page in the saved language.
 * - Without one, an unprefixed page goes to the same page in the browser's language when the
 *   product has it. The browser then caches what was detected as the saved choice (contexts/language-context.tsx),
 *   so this happens on the first visit only. A request without Accept-Language (a crawler
 *   following hreflang links) is served as linked.
 * - A signed-in visitor on the sign-in pages goes home (in the page's language), so the form
 *   never flashes and those pages stay static.
 * Client-side navigations (`/_next/...`) are never redirected: the language switch saves the
 * choice before it navigates. (Next hands `/en` over as `/` and matches `/login` as `/en/login`.)
 * @returns {Redirect[]}
 */
function languageRedirects() {
  const signedIn = ['/login', '/signup'].map((source) => ({
    source,
    has: [{ type: /** @type {const} */ ('cookie'), key: ACCESS_TOKEN_COOKIE }],
    destination: '/',
    permanent: false,
  }));
  const saved = LANGUAGES.flatMap((language) =>
    toLanguage(language, { has: [{ type: 'cookie', key: SAVED_CHOICE_COOKIE, value: language }] }),
  );
  const firstVisit = Object.entries(BROWSER_LANGUAGE).flatMap(([language, tag]) =>
    toLanguage(language, {
      missing: [{ type: 'cookie', key: SAVED_CHOICE_COOKIE }],
      has: [{ type: 'header', key: 'accept-language', value: `${tag}(?:[-_;,].*)?` }],
    }),
  );
  return [...signedIn, ...saved, ...firstVisit];
}

module.exports = { LANGUAGES, DEFAULT_LANGUAGE, languageRedirects };
