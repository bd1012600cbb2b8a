import { redirectTarget } from '@/services/auth/redirect-target';
import { DEFAULT_LANGUAGE, type Language, toSupportedLanguage } from './languages';
import { localizedPath } from './localized-path';
import { resolveRequestLanguage } from './resolve-request-language';

export interface PageRequest {
  /** The page's path without its language prefix (`/login` for `/th/login`). */
  pathname: string;
  /** The path as requested, prefix included. */
  requestedPath: string;
  /** The language of the URL (Next's locale; English without a prefix). */
  locale: string | undefined;
  search: string;
  /** The saved choice's cookie mirror (`i18nextLng`) and the `Accept-Language` header. */
  savedLanguage: string | undefined;
  acceptLanguage: string | undefined;
  /** A client-side navigation's data request rather than a page load. */
  clientNavigation: boolean;
  signedIn: boolean;
}

const SIGN_IN_PAGES = new Set(['/login', '/signup']);

/**
 * Where to send a page request instead, or null to serve it. Next's own `localeDetection` only
 * knows its NEXT_LOCALE cookie and Accept-Language, and only on `/`; the saved choice
 * (`i18nextLng`, mirrored in a cookie by services/i18n/detect-language.ts) must win everywhere.
 * - A saved choice always wins: any page in another language goes to the same page in the saved
 *   one. The target is in the saved language, so it is served: no loop.
 * - Without one, a page load of the bare `/` goes to the browser language's home (the spec's
 *   order: saved choice, browser language, then the page's own language). Only `/`: a link to
 *   a page in a language is followed as it is, and `/en` is English on purpose.
 * - A signed-in visitor on the sign-in pages goes where the sign-in would have sent them, so
 *   the form never flashes and those pages stay static.
 */
export function languageRedirect(request: PageRequest): string | null {
  const here: Language = toSupportedLanguage(request.locale) ?? DEFAULT_LANGUAGE;
  const saved = toSupportedLanguage(request.savedLanguage);
  const firstVisit = !saved && !request.clientNavigation && request.requestedPath === '/';
  const target = saved ?? (firstVisit ? resolveRequestLanguage({ 'accept-language': request.acceptLanguage }) : here);
  if (request.signedIn && SIGN_IN_PAGES.has(request.pathname)) {
    return localizedPath(redirectTarget(new URLSearchParams(request.search).get('redirect')), target);
  }
  if (target === here) return null;
  return `${localizedPath(request.pathname, target)}${request.search}`;
}

