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
 * mirrors), per prefixed language, in the tag forms toSupportedLanguage accepts.
 */
const BROWSER_LANGUAGE = {
  id: '(?:id|in)',
  fil: '(?:fil|tl)',
  th: 'th',
  tw: 'zh[-_](?:[Hh]ant|TW|tw|HK|hk|MO|mo)',
};

/** A page's path after its language: not an API route, a translation or another public file. */
const PAGE_PATH = '((?!(?:api|locales)(?:/|$))(?!.*\\.\\w+$).+)';

/**
 * Where Next sends a page request before serving it (next.config.js `redirects`). Why redirects
 * and not Next's `localeDetection`: that reads only its own NEXT_LOCALE cookie and only on `/`,
 * while the saved choice (`i18nextLng`) must win everywhere. Why not a proxy (middleware): the
 * browser cannot tell what a proxy did, so Next fetches the props of every statically generated
 * page a second time after hydration when one matches; redirects cost nothing on pages they skip.
 * - A saved choice always wins: a page in another language goes to the same page in the saved
 *   one, whose path no rule of that choice matches: no loop.
 * - Without one, `/` goes to the browser language's home (the spec's order: saved choice,
 *   browser language, then the page's own language). Only the home page: a link to a page in a
 *   language is followed as it is.
 * - A signed-in visitor on the sign-in pages goes home (in the page's language), so the form
 *   never flashes and those pages stay static.
 * Client-side navigations (`/_next/...`) are never redirected: the language switch saves the
 * choice before it navigates. (Next hands `/en` over as `/`: it is detected the same way.)
 * @returns {import('next/dist/lib/load-custom-routes').Redirect[]}
 */
function languageRedirects() {
  const prefix = (/** @type {string} */ language) => (language === DEFAULT_LANGUAGE ? '' : `/${language}`);
  const signedIn = ['/login', '/signup'].map((source) => ({
    source,
    has: [{ type: /** @type {const} */ ('cookie'), key: ACCESS_TOKEN_COOKIE }],
    destination: '/',
    permanent: false,
  }));
  // Next matches these with the language always in the path: `/login` is seen as `/en/login`.
  const saved = LANGUAGES.flatMap((language) => {
    const common = {
      has: [{ type: /** @type {const} */ ('cookie'), key: SAVED_CHOICE_COOKIE, value: language }],
      permanent: false,
      locale: /** @type {const} */ (false),
    };
    const others = LANGUAGES.filter((other) => other !== language).join('|');
    return [
      { ...common, source: `/:other(${others})`, destination: prefix(language) || '/' },
      { ...common, source: `/:other(${others})/:path${PAGE_PATH}`, destination: `${prefix(language)}/:path` },
    ];
  });
  const firstVisit = Object.entries(BROWSER_LANGUAGE).map(([language, tag]) => ({
    source: `/${DEFAULT_LANGUAGE}`,
    locale: /** @type {const} */ (false),
    missing: [{ type: /** @type {const} */ ('cookie'), key: SAVED_CHOICE_COOKIE }],
    has: [{ type: /** @type {const} */ ('header'), key: 'accept-language', value: `${tag}(?:[-_;,].*)?` }],
    destination: prefix(language),
    permanent: false,
  }));
  return [...signedIn, ...saved, ...firstVisit];
}

module.exports = { LANGUAGES, DEFAULT_LANGUAGE, languageRedirects };
