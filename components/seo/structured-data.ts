import { DEFAULT_DESCRIPTION, PRICING_STATEMENT, SITE_NAME, absoluteUrl } from './site-metadata';

type JsonLd = Record<string, unknown>;

/** The product as a free web application (spec §1: price 0, rating 4.2 over 15000). */
export function applicationJsonLd(): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebApplication',
    name: SITE_NAME,
    url: absoluteUrl('/'),
    description: DEFAULT_DESCRIPTION,
    applicationCategory: 'SocialNetworkingApplication',
    operatingSystem: 'Web',
    offers: {
      '@type': 'Offer',
      price: 0,
      priceCurrency: 'USD',
      description: PRICING_STATEMENT,
    },
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: 4.2,
      ratingCount: 15000,
      bestRating: 5,
      worstRating: 1,
    },
  };
}

/** The company behind it (spec §1: 51-200 employees, founded 2022). */
export function organizationJsonLd(): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SITE_NAME,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/icons/icon-512.png'),
    foundingDate: '2022',
    numberOfEmployees: { '@type': 'QuantitativeValue', minValue: 51, maxValue: 200 },
  };
}

export function pageJsonLd(page: {
  schemaType: string;
  title: string;
  description: string;
  url: string;
  image: string;
  createdAt?: string;
  updatedAt?: string;
}): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': page.schemaType,
    name: page.title,
    description: page.description,
    url: page.url,
    image: page.image,
    ...(page.createdAt ? { datePublished: page.createdAt } : {}),
    ...(page.updatedAt ? { dateModified: page.updatedAt } : {}),
    isPartOf: { '@type': 'WebSite', name: SITE_NAME, url: absoluteUrl('/') },
  };
}

/** Questions and answers a page shows, as search engines read a FAQ. */
export function faqJsonLd(items: readonly { question: string; answer: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

/**
 * JSON for an inline script. `<` is escaped so a title or description taken from user content
 * can never close the script element.
 */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
