import { localizedPath, robotsTxt, sitemapXml, SITEMAP_MAX_URLS, STATIC_SITEMAP_PATHS } from '@/services/seo/sitemap';

const SITE = 'https://starlit.example';

describe('sitemap.xml', () => {
  it('lists every static page in every language, each naming its other languages', () => {
    const xml = sitemapXml(SITE, []);
    for (const path of ['', '/contact-us']) {
      expect(xml).toContain(`<loc>${SITE}${path || '/'}</loc>`);
      for (const lng of ['id', 'fil', 'th', 'tw']) expect(xml).toContain(`<loc>${SITE}/${lng}${path}</loc>`);
    }
    expect(xml.match(/<url>/g)).toHaveLength(STATIC_SITEMAP_PATHS.length * 5);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="zh-Hant" href="${SITE}/tw/contact-us"/>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${SITE}/contact-us"/>`);
  });

  it('adds each channel at /@slug with its last change, escaped, and stops at the 50,000 addresses a sitemap may hold', () => {
    const xml = sitemapXml(SITE, [{ slug: 'ana-creates', updated_at: '2026-11-23T10:00:00.000Z' }]);
    expect(xml).toContain(`<url><loc>${SITE}/@ana-creates</loc><lastmod>2026-11-23T10:00:00.000Z</lastmod></url>`);

    const many = Array.from({ length: SITEMAP_MAX_URLS }, (_, index) => ({ slug: `c${index}`, updated_at: 'x' }));
    expect(sitemapXml(SITE, many).match(/<url>/g)).toHaveLength(SITEMAP_MAX_URLS);
    expect(sitemapXml(`${SITE}/a&b`, [])).toContain(`${SITE}/a&amp;b/contact-us`);
  });
});

describe('robots.txt', () => {
  it('keeps sign-in, settings and wallet out in every language and points to the sitemap', () => {
    const robots = robotsTxt(SITE);
    for (const path of ['/login', '/signup', '/settings/', '/wallet/', '/th/login', '/id/settings/', '/tw/wallet/']) {
      expect(robots).toContain(`Disallow: ${path}\n`);
    }
    expect(robots).not.toMatch(/Disallow: \/contact-us|Disallow: \/$/m);
    expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });

  it('prefixes every language but English', () => {
    expect(localizedPath('en', '/')).toBe('/');
    expect(localizedPath('fil', '/')).toBe('/fil');
    expect(localizedPath('th', '/contact-us')).toBe('/th/contact-us');
  });
});
