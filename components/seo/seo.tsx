import Head from 'next/head';
import { useRouter } from 'next/compat/router';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/contexts/language-context';
import { DEFAULT_LANGUAGE, HTML_LANG, OPEN_GRAPH_LOCALE, SUPPORTED_LANGUAGES } from '@/services/i18n/languages';
import { localizedPath } from '@/services/i18n/localized-path';
import { DEFAULT_IMAGE, DEFAULT_ROBOTS, SITE_NAME, THEME_COLOR, absoluteUrl } from './site-metadata';
import { applicationJsonLd, organizationJsonLd, pageJsonLd, serializeJsonLd } from './structured-data';

/** The page metadata of the specification (§2). Every field is optional. */
export interface PageMetadata {
  /**
   * The page's path without its language prefix (`/pricing`), or an absolute URL; the current
   * path when absent. A path gets the canonical URL of the current language and alternates.
   */
  url?: string;
  /** Open Graph type: website, article, profile… */
  openGraphType?: string;
  /** schema.org type of the page: WebPage, AboutPage, ProfilePage… */
  schemaType?: string;
  title?: string;
  description?: string;
  /** Share image, path or absolute URL. */
  image?: string;
  robots?: string;
  /** ISO 8601 dates. */
  createdAt?: string;
  updatedAt?: string;
  /** false blanks the page metadata (the browser chrome colour stays). */
  isShow?: boolean;
  /**
   * More structured data about the page's content (a FAQPage, a list of offers). Data of a type
   * every page already carries (the about page's fuller Organization) takes that one's place
   * instead of adding a second.
   */
  jsonLd?: Record<string, unknown>;
}

function currentPath(asPath: string | undefined): string {
  return (asPath ?? '/').split(/[?#]/)[0] || '/';
}

const isAbsolute = (url: string) => /^https?:\/\//i.test(url);

/** The page in every language, and x-default (English, without a prefix) for any other reader. */
function alternates(path: string) {
  return [
    ...SUPPORTED_LANGUAGES.map((language) => ({ hrefLang: HTML_LANG[language], href: absoluteUrl(localizedPath(path, language)) })),
    { hrefLang: 'x-default', href: absoluteUrl(localizedPath(path, DEFAULT_LANGUAGE)) },
  ];
}

type JsonLd = Record<string, unknown>;

/** Every page's structured data (the app, the company, the page) and the page's own, one per type. */
function structuredData(page: JsonLd, content: JsonLd | undefined): [string, JsonLd][] {
  const defaults: [string, JsonLd][] = [
    ['app', applicationJsonLd()],
    ['organization', organizationJsonLd()],
    ['page', page],
  ];
  const replaces = content !== undefined && defaults.some(([, data]) => data['@type'] === content['@type']);
  return [
    ...defaults.map(([name, data]): [string, JsonLd] => [name, replaces && data['@type'] === content['@type'] ? content : data]),
    ...(content && !replaces ? [['content', content] as [string, JsonLd]] : []),
  ];
}

/**
 * Here, not in the app's shell: a `<Head>` the shell mounts hands Next's head manager its tags
 * before the page's part of the tree has hydrated (each part is an Activity boundary), and the
 * manager then took out every tag of the page (title included) to put them back a moment later.
 * Every page renders this component, so the page's head arrives whole, once.
 */
const VIEWPORT = <meta key="viewport" name="viewport" content="width=device-width, initial-scale=1, maximum-scale=5" />;

export function Seo(metadata: PageMetadata) {
  const router = useRouter();
  const { current } = useLanguage();
  const { t } = useTranslation('common');
  const themeColor = <meta key="theme-color" name="theme-color" content={THEME_COLOR} />;

  if (metadata.isShow === false)
    return (
      <Head>
        {VIEWPORT}
        {themeColor}
      </Head>
    );

  // The specification's site title and description (§1), in the page's language.
  const title = metadata.title ?? t('site.title');
  const description = metadata.description ?? t('site.description');
  // Next's asPath carries no language prefix: it is the path shared by every language.
  const path = metadata.url ?? currentPath(router?.asPath);
  const url = absoluteUrl(isAbsolute(path) ? path : localizedPath(path, current));
  const image = absoluteUrl(metadata.image ?? DEFAULT_IMAGE.path);
  const openGraphType = metadata.openGraphType ?? 'website';
  const page = pageJsonLd({
    schemaType: metadata.schemaType ?? 'WebPage',
    title,
    description,
    url,
    image,
    createdAt: metadata.createdAt,
    updatedAt: metadata.updatedAt,
  });

  return (
    <Head>
      {VIEWPORT}
      <title key="title">{title}</title>
      <meta key="description" name="description" content={description} />
      <meta key="robots" name="robots" content={metadata.robots ?? DEFAULT_ROBOTS} />
      <link key="canonical" rel="canonical" href={url} />
      {!isAbsolute(path) &&
        alternates(path).map(({ hrefLang, href }) => (
          <link key={`alternate-${hrefLang}`} rel="alternate" hrefLang={hrefLang} href={href} />
        ))}
      {themeColor}
      <meta key="og:site_name" property="og:site_name" content={SITE_NAME} />
      <meta key="og:type" property="og:type" content={openGraphType} />
      <meta key="og:title" property="og:title" content={title} />
      <meta key="og:description" property="og:description" content={description} />
      <meta key="og:url" property="og:url" content={url} />
      <meta key="og:image" property="og:image" content={image} />
      {metadata.image === undefined && <meta key="og:image:width" property="og:image:width" content={String(DEFAULT_IMAGE.width)} />}
      {metadata.image === undefined && <meta key="og:image:height" property="og:image:height" content={String(DEFAULT_IMAGE.height)} />}
      <meta key="og:locale" property="og:locale" content={OPEN_GRAPH_LOCALE[current]} />
      {metadata.createdAt && <meta key="published" property="article:published_time" content={metadata.createdAt} />}
      {metadata.updatedAt && <meta key="modified" property="article:modified_time" content={metadata.updatedAt} />}
      <meta key="twitter:card" name="twitter:card" content="summary_large_image" />
      <meta key="twitter:title" name="twitter:title" content={title} />
      <meta key="twitter:description" name="twitter:description" content={description} />
      <meta key="twitter:image" name="twitter:image" content={image} />
      {structuredData(page, metadata.jsonLd).map(([name, data]) => (
        <script key={`ld-${name}`} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
      ))}
    </Head>
  );
}
