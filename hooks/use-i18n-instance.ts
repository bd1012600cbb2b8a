import { useState } from 'react';
import type { i18n as I18n } from 'i18next';
import { type I18nBootstrap, createServerI18n, getBrowserI18n } from '@/services/i18n/create-i18n';
import { DEFAULT_LANGUAGE } from '@/services/i18n/languages';

/**
 * The i18next instance of this render: a fresh one per server render (built from the resources
 * the server loaded for this visitor), the page-long one in the browser.
 */
export function useI18nInstance(bootstrap: I18nBootstrap | undefined): I18n {
  const [serverInstance] = useState(() =>
    typeof window === 'undefined' ? createServerI18n(bootstrap ?? { lng: DEFAULT_LANGUAGE, resources: {} }) : undefined,
  );
  return serverInstance ?? getBrowserI18n(bootstrap);
}
