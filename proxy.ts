import { type NextRequest, NextResponse } from 'next/server';
import { languageRedirect } from '@/services/i18n/language-redirect';
import { LANGUAGE_STORAGE_KEY } from '@/services/i18n/languages';
import { parseCookieValue } from '@/services/storage/cookies';
import { CookieName } from '@/services/storage/storage-keys';

/**
 * Runs before every page (prerendered ones included): sends the visitor to their language's path
 * and the signed-in away from the sign-in pages (services/i18n/language-redirect.ts says why
 * here). On the server, so the first paint is already in the right language: a client-side
 * redirect would flash the other language and could not work before hydration.
 */
export function proxy(request: NextRequest) {
  const { nextUrl } = request;
  const accessToken = parseCookieValue(request.cookies.get(CookieName.accessToken)?.value);
  const destination = languageRedirect({
    pathname: nextUrl.pathname,
    requestedPath: new URL(request.url).pathname,
    locale: nextUrl.locale,
    search: nextUrl.search,
    savedLanguage: request.cookies.get(LANGUAGE_STORAGE_KEY)?.value,
    acceptLanguage: request.headers.get('accept-language') ?? undefined,
    clientNavigation: request.headers.has('x-nextjs-data'),
    signedIn: typeof accessToken === 'string' && accessToken !== '',
  });
  return destination === null ? NextResponse.next() : NextResponse.redirect(new URL(destination, request.url));
}

export const config = {
  // Pages only: not the build's files, the API routes, the translations or other public files.
  matcher: ['/((?!_next/static|_next/image|api/|locales/|.*\\.[a-z0-9]+$).*)'],
};
