import type { GetStaticProps } from 'next';
import { type I18nBootstrap, pageNamespaces } from './create-i18n';
import { DEFAULT_LANGUAGE, type Namespace, toSupportedLanguage } from './languages';
import { loadServerBootstrap } from './server-resources';

/** The props every page carries: its translations, in its URL's language, for `_app`. */
export interface TranslationProps {
  i18nBootstrap: I18nBootstrap;
}

/**
 * Server side only (getStaticProps / getServerSideProps): `common` plus the page's namespaces in
 * the page's language, and English as the fallback of missing keys.
 */
export async function pageTranslations(locale: string | undefined, namespaces: readonly Namespace[] = []): Promise<TranslationProps> {
  const language = toSupportedLanguage(locale) ?? DEFAULT_LANGUAGE;
  return { i18nBootstrap: await loadServerBootstrap(language, pageNamespaces(namespaces)) };
}

/** getStaticProps of a page whose HTML depends on nothing but its language: prerendered per language. */
export function staticTranslations(namespaces: readonly Namespace[] = []): GetStaticProps<TranslationProps> {
  return async ({ locale }) => ({ props: await pageTranslations(locale, namespaces) });
}
