// @vitest-environment node
import { createRequire } from 'node:module';
import type { NextConfig } from 'next';
import loadCustomRoutes from 'next/dist/lib/load-custom-routes';
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import { matchHas, prepareDestination } from 'next/dist/shared/lib/router/utils/prepare-destination';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from '@/services/i18n/languages';
import { localizedPath, pathLanguage } from '@/services/i18n/localized-path';

// Both are CommonJS, as Next loads its configuration.
const require = createRequire(import.meta.url);
const nextConfig = require('../../../next.config.js') as NextConfig;
const { DEFAULT_LANGUAGE: ROUTED_DEFAULT, LANGUAGES: ROUTED_LANGUAGES } = require('../../../services/i18n/language-redirects.js') as {
  DEFAULT_LANGUAGE: string;
  LANGUAGES: string[];
};

type Visitor = { cookies?: Record<string, string>; acceptLanguage?: string };

/**
 * The redirects as Next builds them from next.config.js, matched the way its server does
 * (server/lib/router-utils/resolve-routes.js): a path without a language, other than the build's
 * `/_next/`, is matched with the default language in front.
 */
const { redirects } = await loadCustomRoutes(nextConfig as Parameters<typeof loadCustomRoutes>[0]);

function redirectOf(url: string, { cookies = {}, acceptLanguage }: Visitor): string | null {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  const query = Object.fromEntries(searchParams);
  const request = { headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {}, cookies } as never;
  for (const rule of redirects) {
    const prefixed =
      pathname.startsWith('/_next/') || pathname.split('/')[1] === DEFAULT_LANGUAGE || pathLanguage(pathname) !== DEFAULT_LANGUAGE;
    const path = prefixed ? pathname : `/${DEFAULT_LANGUAGE}${pathname === '/' ? '' : pathname}`;
    const params = getPathMatch(rule.source, { strict: true, removeUnnamedParams: true })(path);
    if (!params) continue;
    const matched = matchHas(request, query, rule.has, rule.missing);
    if (!matched) continue;
    const { parsedDestination } = prepareDestination({
      appendParamsToQuery: false,
      destination: rule.destination,
      params: { ...params, ...matched },
      query,
    });
    const search = new URLSearchParams(parsedDestination.query as Record<string, string>).toString();
    return `${parsedDestination.pathname}${search ? `?${search}` : ''}`;
  }
  return null;
}

/** Follows redirects the way a browser does; fails on a loop. */
function land(url: string, visitor: Visitor = {}): string[] {
  const hops = [url];
  for (let next = redirectOf(url, visitor); next !== null; next = redirectOf(next, visitor)) {
    if (hops.includes(next)) throw new Error(`redirect loop: ${[...hops, next].join(' → ')}`);
    hops.push(next);
  }
  return hops;
}

describe('language paths', () => {
  it('are the languages of the product', () => {
    expect(ROUTED_LANGUAGES).toEqual([...SUPPORTED_LANGUAGES]);
    expect(ROUTED_DEFAULT).toBe(DEFAULT_LANGUAGE);
    expect(nextConfig.i18n).toMatchObject({ locales: [...SUPPORTED_LANGUAGES], defaultLocale: 'en', localeDetection: false });
  });

  it('prefix every language but English', () => {
    expect(localizedPath('/', 'en')).toBe('/');
    expect(localizedPath('/login', 'en')).toBe('/login');
    expect(localizedPath('/', 'th')).toBe('/th');
    expect(localizedPath('/@ana', 'tw')).toBe('/tw/@ana');
    expect(localizedPath('/login', 'de')).toBe('/login');
    expect(pathLanguage('/fil/get-star')).toBe('fil');
    expect(pathLanguage('/filter')).toBe('en');
  });
});

describe('where a page request is sent', () => {
  it('sends a first visit of an address without a language to the browser language, once', () => {
    expect(land('/', { acceptLanguage: 'th-TH,th;q=0.9,en;q=0.8' })).toEqual(['/', '/th']);
    expect(land('/', { acceptLanguage: 'zh-TW,zh;q=0.9' })).toEqual(['/', '/tw']);
    expect(land('/', { acceptLanguage: 'in-ID' })).toEqual(['/', '/id']);
    expect(land('/', { acceptLanguage: 'tl' })).toEqual(['/', '/fil']);
    expect(land('/login', { acceptLanguage: 'id' })).toEqual(['/login', '/id/login']);
    expect(land('/@ana?tab=about', { acceptLanguage: 'th' })).toEqual(['/@ana?tab=about', '/th/@ana?tab=about']);
    expect(land('/en/get-star', { acceptLanguage: 'zh-Hant-TW' })).toEqual(['/en/get-star', '/tw/get-star']);
  });

  it('serves a page as linked when the browser language is the page’s, unsupported or absent', () => {
    expect(land('/', { acceptLanguage: 'en-US,th;q=0.5' })).toEqual(['/']);
    expect(land('/th/login', { acceptLanguage: 'th' })).toEqual(['/th/login']);
    expect(land('/', { acceptLanguage: 'zh-CN' })).toEqual(['/']);
    expect(land('/th/login', { acceptLanguage: 'de-DE,en;q=0.8' })).toEqual(['/th/login']);
    expect(land('/', { acceptLanguage: 'the' })).toEqual(['/']);
    // Crawlers following the hreflang links send none.
    expect(land('/')).toEqual(['/']);
    expect(land('/tw/pricing')).toEqual(['/tw/pricing']);
  });

  it('serves an address with a language prefix in that language, whatever was saved or the browser says', () => {
    expect(land('/th/login', { cookies: { i18nextLng: 'en' }, acceptLanguage: 'en' })).toEqual(['/th/login']);
    expect(land('/th', { cookies: { i18nextLng: 'en' } })).toEqual(['/th']);
    expect(land('/id/wallet/orders/42', { cookies: { i18nextLng: 'tw' } })).toEqual(['/id/wallet/orders/42']);
    expect(land('/tw/@ana?tab=about', { cookies: { i18nextLng: 'fil' } })).toEqual(['/tw/@ana?tab=about']);
    expect(land('/th/get-star', { acceptLanguage: 'en-US,th;q=0.5' })).toEqual(['/th/get-star']);
    expect(land('/id', { acceptLanguage: 'zh-Hant-TW' })).toEqual(['/id']);
  });

  it('lets a saved choice win over the browser language on an address without a prefix, keeping the query', () => {
    expect(land('/', { cookies: { i18nextLng: 'fil' }, acceptLanguage: 'th' })).toEqual(['/', '/fil']);
    expect(land('/@ana?tab=about', { cookies: { i18nextLng: 'th' } })).toEqual(['/@ana?tab=about', '/th/@ana?tab=about']);
    expect(land('/wallet/orders/42', { cookies: { i18nextLng: 'tw' } })).toEqual(['/wallet/orders/42', '/tw/wallet/orders/42']);
    expect(land('/login', { cookies: { i18nextLng: 'en' }, acceptLanguage: 'th' })).toEqual(['/login']);
    expect(land('/th', { cookies: { i18nextLng: 'th' }, acceptLanguage: 'en' })).toEqual(['/th']);
  });

  it('never redirects the build, the API routes, the translations or files', () => {
    for (const path of [
      '/_next/data/build/en/login.json',
      '/_next/static/chunks/a.js',
      '/api/country',
      '/locales/en/common.json',
      '/site.webmanifest',
      '/icons/favicon-32.png',
    ]) {
      expect(land(path, { cookies: { i18nextLng: 'th' } }), path).toEqual([path]);
    }
  });

  it('treats a saved value the product does not support as no choice', () => {
    expect(land('/', { cookies: { i18nextLng: 'de' }, acceptLanguage: 'th' })).toEqual(['/']);
    expect(land('/login', { cookies: { i18nextLng: 'xx' } })).toEqual(['/login']);
  });

  it('sends the signed-in home from the sign-in pages, in the language they end up in, without a loop', () => {
    expect(land('/login', { cookies: { t_uat: '"a-token"' } })).toEqual(['/login', '/']);
    expect(land('/th/signup', { cookies: { t_uat: '"a-token"' } })).toEqual(['/th/signup', '/th']);
    expect(land('/login', { cookies: { t_uat: '"a-token"', i18nextLng: 'id' } })).toEqual(['/login', '/', '/id']);
  });
});
