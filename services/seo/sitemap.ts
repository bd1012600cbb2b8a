import type { ChannelDirectoryEntry } from '@/contracts/channel-directory';
import { DEFAULT_LANGUAGE, HTML_LANG, SUPPORTED_LANGUAGES, type Language } from '@/services/i18n/languages';

/**
 * Pages anyone may read, in every language. Sign-in, settings, wallet and checkout pages are
 * per person and stay out (robots.txt disallows them too), as do /open-app and
 * /create-my-channel, which only send the visitor on.
 */
export const STATIC_SITEMAP_PATHS = [
  '/',
  '/intro',
  '/how-it-works',
  '/memberships',
  '/pricing',
  '/comparison',
  '/download',
  '/add-to-home-screen',
  '/about-us',
  '/safety',
  '/brand-assets',
  '/expo',
  '/blog',
  '/contact-us',
] as const;

/** Paths robots keep out of the index: sign-in, settings and wallet, in every language. */
export const PRIVATE_PATHS = ['/login', '/signup', '/auth/', '/device-link/', '/settings/', '/wallet/', '/get-star'] as const;

/** A search engine reads at most 50,000 addresses from one sitemap. */
export const SITEMAP_MAX_URLS = 50_000;

/** The address of `path` in `lng`: English without a prefix, the others under `/<lng>`. */
export function localizedPath(lng: Language, path: string): string {
  if (lng === DEFAULT_LANGUAGE) return path;
  return path === '/' ? `/${lng}` : `/${lng}${path}`;
}

const escapeXml = (value: string) =>
  value.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!);

function staticEntries(siteUrl: string): string[] {
  return STATIC_SITEMAP_PATHS.flatMap((path) => {
    // Every language version names all the others (hreflang), as search engines ask.
    const alternates = SUPPORTED_LANGUAGES.map(
      (lng) => `<xhtml:link rel="alternate" hreflang="${HTML_LANG[lng]}" href="${escapeXml(siteUrl + localizedPath(lng, path))}"/>`,
    )
      .concat(`<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(siteUrl + path)}"/>`)
      .join('');
    return SUPPORTED_LANGUAGES.map((lng) => `<url><loc>${escapeXml(siteUrl + localizedPath(lng, path))}</loc>${alternates}</url>`);
  });
}

/** The sitemap document: static pages in every language, then each public channel at `/@slug`. */
export function sitemapXml(siteUrl: string, channels: readonly Pick<ChannelDirectoryEntry, 'slug' | 'updated_at'>[]): string {
  const statics = staticEntries(siteUrl);
  const channelEntries = channels
    .slice(0, SITEMAP_MAX_URLS - statics.length)
    .map(
      (channel) =>
        `<url><loc>${escapeXml(`${siteUrl}/@${encodeURIComponent(channel.slug)}`)}</loc><lastmod>${escapeXml(channel.updated_at)}</lastmod></url>`,
    );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...statics,
    ...channelEntries,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything public is crawlable except the per-person pages; the sitemap's address. */
export function robotsTxt(siteUrl: string): string {
  const disallowed = SUPPORTED_LANGUAGES.flatMap((lng) => PRIVATE_PATHS.map((path) => `Disallow: ${localizedPath(lng, path)}`));
  return ['User-agent: *', 'Allow: /', ...disallowed, '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n');
}
