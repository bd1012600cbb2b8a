import { useState } from 'react';
import type { i18n as I18n } from 'i18next';
import { type I18nBootstrap, createServerI18n, getBrowserI18n } from '@/services/i18n/create-i18n';
import { DEFAULT_LANGUAGE, toSupportedLanguage } from '@/services/i18n/languages';

/**
 * The i18next instance of this render: a fresh one per server render (built from the resources
 * the page's data function loaded), the browser's one for the page's language otherwise. A page
 * without a data function (Next's own error page) still renders in its URL's language.
 */
export function useI18nInstance(bootstrap: I18nBootstrap | undefined, locale: string | undefined): I18n {
  const handedOver = bootstrap ?? { lng: toSupportedLanguage(locale) ?? DEFAULT_LANGUAGE, resources: {} };
  const [serverInstance] = useState(() => (typeof window === 'undefined' ? createServerI18n(handedOver) : undefined));
  return serverInstance ?? getBrowserI18n(handedOver);
}
