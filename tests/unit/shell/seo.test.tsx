import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { Seo, type PageMetadata } from '@/components/seo/seo';
import { LanguageProvider } from '@/contexts/language-context';
import { publicConfig } from '@/services/config/public-config';
import type { Language } from '@/services/i18n/languages';
import { createTestI18n, resetBrowserState } from '../support/app-test-kit';

// next/head only collects tags for Next's document; rendered in place, React 19 hoists
// <title>, <meta> and <link> into document.head, where a browser would have them.
vi.mock('next/head', () => ({ default: ({ children }: { children: ReactNode }) => <>{children}</> }));

async function renderSeo(metadata: PageMetadata, lng: Language = 'en') {
  const i18n = await createTestI18n(lng);
  return render(
    <LanguageProvider i18n={i18n}>
      <Seo {...metadata} />
    </LanguageProvider>,
  );
}

/** Zoom allowed up to 5x (WCAG 1.4.4), set by every page. */
const VIEWPORT = 'width=device-width, initial-scale=1, maximum-scale=5';
const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');
const jsonLd = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('script[type="application/ld+json"]')).map(
    (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
  );

describe('Seo', () => {
  afterEach(resetBrowserState);

  it('falls back to the product defaults', async () => {
    await renderSeo({ url: '/' });
    expect(document.title).toBe('Monetization platform for content creators - Secure, Live, Earn, Private');
    expect(meta('meta[name="description"]')).toBe(
      'Live streaming, multi-guest video, video chat and calls, posts and feed, memberships, messaging, games and mini apps.',
    );
    expect(meta('meta[name="robots"]')).toBe('index, follow');
    expect(meta('meta[name="theme-color"]')).toBe('#501BC0');
    expect(meta('meta[property="og:type"]')).toBe('website');
    expect(meta('meta[property="og:image"]')).toBe(`${publicConfig.siteUrl}/images/og-image.png`);
    expect(meta('meta[property="og:locale"]')).toBe('en_US');
    expect(meta('meta[name="twitter:card"]')).toBe('summary_large_image');
  });

  it('builds the canonical and Open Graph URL from the site URL and the path', async () => {
    await renderSeo({ url: '/pricing' });
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', `${publicConfig.siteUrl}/pricing`);
    expect(meta('meta[property="og:url"]')).toBe(`${publicConfig.siteUrl}/pricing`);
  });

  it('points the canonical URL at the page in its language and lists every language and x-default', async () => {
    await renderSeo({ url: '/@ana' }, 'tw');
    const site = publicConfig.siteUrl;
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', `${site}/tw/@ana`);
    expect(meta('meta[property="og:url"]')).toBe(`${site}/tw/@ana`);
    const alternates = Array.from(document.head.querySelectorAll('link[rel="alternate"]'), (link) => [
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ]);
    expect(alternates).toEqual([
      ['en', `${site}/@ana`],
      ['id', `${site}/id/@ana`],
      ['fil', `${site}/fil/@ana`],
      ['th', `${site}/th/@ana`],
      ['zh-Hant', `${site}/tw/@ana`],
      ['x-default', `${site}/@ana`],
    ]);
  });

  it('gives the home page of a language its prefix alone', async () => {
    await renderSeo({ url: '/' }, 'th');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', `${publicConfig.siteUrl}/th`);
    expect(document.head.querySelector('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', `${publicConfig.siteUrl}/`);
  });

  it('describes a free application and the organisation in JSON-LD', async () => {
    const { container } = await renderSeo({ url: '/' });
    const [app, organization] = jsonLd(container);
    expect(app).toMatchObject({
      '@type': 'WebApplication',
      name: 'Starlit',
      offers: { '@type': 'Offer', price: 0, description: 'Free to start, fees only when you earn' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.2, ratingCount: 15000 },
    });
    expect(organization).toMatchObject({
      '@type': 'Organization',
      name: 'Starlit',
      foundingDate: '2022',
      numberOfEmployees: { '@type': 'QuantitativeValue', minValue: 51, maxValue: 200 },
    });
  });

  it('prints an Organization the page passes in place of the default one, and other content beside it', async () => {
    const about = { '@context': 'https://schema.org', '@type': 'Organization', name: 'Starlit', description: 'Who we are' };
    const types = (container: HTMLElement) => jsonLd(container).map((data) => data['@type']);
    const { container, unmount } = await renderSeo({ url: '/about-us', schemaType: 'AboutPage', jsonLd: about });
    expect(types(container)).toEqual(['WebApplication', 'Organization', 'AboutPage']);
    expect(jsonLd(container)[1]).toEqual(about);
    unmount();
    const faq = { '@context': 'https://schema.org', '@type': 'FAQPage', mainEntity: [] };
    const other = await renderSeo({ url: '/pricing', jsonLd: faq });
    expect(types(other.container)).toEqual(['WebApplication', 'Organization', 'WebPage', 'FAQPage']);
  });

  it('uses the page metadata it is given', async () => {
    const { container } = await renderSeo({
      url: '/blog/launch',
      openGraphType: 'article',
      schemaType: 'BlogPosting',
      title: 'We are live </script><b>',
      description: 'Launch notes',
      image: 'https://cdn.example.com/launch.png',
      robots: 'noindex',
      createdAt: '2025-01-02T00:00:00Z',
      updatedAt: '2025-01-03T00:00:00Z',
    });
    expect(document.title).toBe('We are live </script><b>');
    expect(meta('meta[property="og:type"]')).toBe('article');
    expect(meta('meta[name="twitter:image"]')).toBe('https://cdn.example.com/launch.png');
    expect(meta('meta[name="robots"]')).toBe('noindex');
    expect(meta('meta[property="article:modified_time"]')).toBe('2025-01-03T00:00:00Z');
    const page = jsonLd(container)[2];
    expect(page).toMatchObject({ '@type': 'BlogPosting', name: 'We are live </script><b>', datePublished: '2025-01-02T00:00:00Z' });
    expect(container.innerHTML).not.toContain('</script><b>');
  });

  it('blanks the page metadata when isShow is false', async () => {
    const { container } = await renderSeo({ url: '/', title: 'Hidden', isShow: false });
    expect(document.title).toBe('');
    expect(document.head.querySelector('meta[name="description"], link[rel="canonical"], meta[property^="og:"]')).toBeNull();
    expect(jsonLd(container)).toEqual([]);
    expect(meta('meta[name="theme-color"]')).toBe('#501BC0');
    expect(meta('meta[name="viewport"]')).toBe(VIEWPORT);
  });

  it("carries the viewport (every page renders Seo; the app's shell has no head of its own)", async () => {
    await renderSeo({ url: '/pricing' });
    expect(meta('meta[name="viewport"]')).toBe(VIEWPORT);
  });
});

describe('Seo in each language', () => {
  afterEach(resetBrowserState);

  const english = {
    title: 'Monetization platform for content creators - Secure, Live, Earn, Private',
    description: 'Live streaming, multi-guest video, video chat and calls, posts and feed, memberships, messaging, games and mini apps.',
  };
  const translated: Record<Exclude<Language, 'en'>, { title: RegExp; description: RegExp }> = {
    id: { title: /^Platform monetisasi untuk kreator konten/, description: /^Siaran langsung/ },
    fil: { title: /^Plataporma ng monetization/, description: /pagmemensahe/ },
    th: { title: /^แพลตฟอร์มสร้างรายได้/, description: /^ไลฟ์สตรีมมิง/ },
    tw: { title: /^內容創作者的變現平台/, description: /^直播/ },
  };

  it('gives the English page the specification’s title and description in every tag', async () => {
    await renderSeo({ url: '/' }, 'en');
    for (const selector of ['meta[property="og:title"]', 'meta[name="twitter:title"]']) expect(meta(selector)).toBe(english.title);
    for (const selector of ['meta[name="description"]', 'meta[property="og:description"]', 'meta[name="twitter:description"]'])
      expect(meta(selector)).toBe(english.description);
  });

  it.each(Object.entries(translated))('translates the site title and description into %s, in every tag', async (lng, expected) => {
    await renderSeo({ url: '/' }, lng as Language);
    expect(document.title).toMatch(expected.title);
    expect(document.title).not.toBe(english.title);
    for (const selector of ['meta[property="og:title"]', 'meta[name="twitter:title"]']) expect(meta(selector)).toBe(document.title);
    const description = meta('meta[name="description"]');
    expect(description).toMatch(expected.description);
    expect(description).not.toBe(english.description);
    for (const selector of ['meta[property="og:description"]', 'meta[name="twitter:description"]'])
      expect(meta(selector)).toBe(description);
  });
});
