import { type PageRequest, languageRedirect } from '@/services/i18n/language-redirect';
import { localizedPath, pathLanguage } from '@/services/i18n/localized-path';

/** A page load of `requestedPath` as Next hands it to proxy.ts: locale split off the path. */
function visit(requestedPath: string, extra: Partial<PageRequest> = {}): PageRequest {
  const [path = '/', search = ''] = requestedPath.split('?');
  const locale = pathLanguage(path);
  const prefix = locale === 'en' ? '' : `/${locale}`;
  const pathname = path.slice(prefix.length) || '/';
  return {
    pathname,
    requestedPath: path,
    locale,
    search: search && `?${search}`,
    savedLanguage: undefined,
    acceptLanguage: undefined,
    clientNavigation: false,
    signedIn: false,
    ...extra,
  };
}

/** Follows redirects the way a browser does; fails on a loop. */
function land(requestedPath: string, extra: Partial<PageRequest> = {}): string[] {
  const hops = [requestedPath];
  for (let next = languageRedirect(visit(requestedPath, extra)); next !== null; next = languageRedirect(visit(next, extra))) {
    if (hops.includes(next)) throw new Error(`redirect loop: ${[...hops, next].join(' → ')}`);
    hops.push(next);
  }
  return hops;
}

describe('language paths', () => {
  it('prefix every language but English', () => {
    expect(localizedPath('/', 'en')).toBe('/');
    expect(localizedPath('/login', 'en')).toBe('/login');
    expect(localizedPath('/', 'th')).toBe('/th');
    expect(localizedPath('/@ana', 'tw')).toBe('/tw/@ana');
    expect(localizedPath('/login', 'de')).toBe('/login');
    expect(pathLanguage('/fil/get-star')).toBe('fil');
    expect(pathLanguage('/filter')).toBe('en');
    expect(pathLanguage('/')).toBe('en');
  });
});

describe('where a page request is sent', () => {
  it('sends a first visit of / to the browser language, once', () => {
    expect(land('/', { acceptLanguage: 'th-TH,th;q=0.9,en;q=0.8' })).toEqual(['/', '/th']);
    expect(land('/', { acceptLanguage: 'zh-TW' })).toEqual(['/', '/tw']);
    expect(land('/', { acceptLanguage: 'de-DE, in;q=0.5' })).toEqual(['/', '/id']);
  });

  it('keeps a first visit of / in English for English or unsupported browser languages', () => {
    expect(land('/', { acceptLanguage: 'en-US' })).toEqual(['/']);
    expect(land('/', { acceptLanguage: 'de-DE, fr' })).toEqual(['/']);
    expect(land('/')).toEqual(['/']);
  });

  it('serves any other page as linked when nothing is saved', () => {
    expect(land('/th/login', { acceptLanguage: 'id' })).toEqual(['/th/login']);
    expect(land('/@ana', { acceptLanguage: 'th' })).toEqual(['/@ana']);
    // `/en` is English on purpose, not the bare home.
    expect(land('/en', { acceptLanguage: 'th' })).toEqual(['/en']);
  });

  it('lets a saved choice win over the path and the browser language', () => {
    expect(land('/', { savedLanguage: 'fil', acceptLanguage: 'th' })).toEqual(['/', '/fil']);
    expect(land('/@ana?tab=about', { savedLanguage: 'th' })).toEqual(['/@ana?tab=about', '/th/@ana?tab=about']);
    expect(land('/th/login', { savedLanguage: 'en', acceptLanguage: 'th' })).toEqual(['/th/login', '/login']);
    expect(land('/id/get-star', { savedLanguage: 'tw' })).toEqual(['/id/get-star', '/tw/get-star']);
    expect(land('/th', { savedLanguage: 'th', acceptLanguage: 'en' })).toEqual(['/th']);
  });

  it('treats a saved value the product does not support as no choice', () => {
    expect(land('/', { savedLanguage: 'de', acceptLanguage: 'th' })).toEqual(['/', '/th']);
    expect(land('/th/login', { savedLanguage: 'xx' })).toEqual(['/th/login']);
  });

  it('does not detect on client-side navigation, only applies the saved choice', () => {
    expect(languageRedirect(visit('/', { acceptLanguage: 'th', clientNavigation: true }))).toBeNull();
    expect(languageRedirect(visit('/th', { savedLanguage: 'en', clientNavigation: true }))).toBe('/');
  });

  it('sends the signed-in away from the sign-in pages, in their language, without a loop', () => {
    expect(land('/login', { signedIn: true })).toEqual(['/login', '/']);
    expect(land('/th/signup?redirect=%2Fget-star', { signedIn: true })).toEqual(['/th/signup?redirect=%2Fget-star', '/th/get-star']);
    expect(land('/login?redirect=%2Flogin', { signedIn: true, savedLanguage: 'id' })).toEqual(['/login?redirect=%2Flogin', '/id']);
    expect(land('/login?redirect=https%3A%2F%2Fevil.test', { signedIn: true })).toEqual(['/login?redirect=https%3A%2F%2Fevil.test', '/']);
  });
});
