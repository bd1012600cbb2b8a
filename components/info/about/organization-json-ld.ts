import { absoluteUrl } from '@/components/seo/site-metadata';
import { organizationJsonLd } from '@/components/seo/structured-data';
import { HTML_LANG, SUPPORTED_LANGUAGES } from '@/services/i18n/languages';

/**
 * The site's Organization with what the about page tells about it: a description and where to
 * reach it, in which languages. No `sameAs`: the company has no profiles we could name truthfully.
 * `Seo` prints it in place of the shorter one every page carries, so it appears once.
 */
export function aboutOrganizationJsonLd(description: string): Record<string, unknown> {
  return {
    ...organizationJsonLd(),
    description,
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer support',
      url: absoluteUrl('/contact-us'),
      availableLanguage: SUPPORTED_LANGUAGES.map((language) => HTML_LANG[language]),
    },
  };
}
