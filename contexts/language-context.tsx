import { type ReactNode, createContext, useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { i18n as I18n } from 'i18next';
import { useRouter } from 'next/compat/router';
import { I18nextProvider } from 'react-i18next';
import { persistLanguage, settleLanguage } from '@/services/i18n/detect-language';
import {
  DEFAULT_LANGUAGE,
  HTML_LANG,
  type Language,
  SUPPORTED_LANGUAGES,
  isSupportedLanguage,
  toSupportedLanguage,
} from '@/services/i18n/languages';

export interface LanguageState {
  current: Language;
  supported: readonly Language[];
  /** True while the page in a newly chosen language loads. */
  loading: boolean;
  /** Resolves false, changing nothing, for a language the product does not support. */
  changeLanguage: (language: string) => Promise<boolean>;
}

const LanguageContext = createContext<LanguageState | undefined>(undefined);

/** Next writes the locale (`tw`) into `<html lang>` after each navigation; the document says `zh-Hant`. */
function setDocumentLanguage() {
  const language = toSupportedLanguage(document.documentElement.lang);
  if (language) setHtmlLang(HTML_LANG[language]);
}

/** Writes `<html lang>` only when it changes: any write restyles the whole page (its `:lang()`). */
function setHtmlLang(lang: string) {
  if (document.documentElement.lang !== lang) document.documentElement.lang = lang;
}

/**
 * The language is the URL's (next.config.js i18n): the page arrives rendered in it. Choosing
 * another language saves the choice, then navigates to the same page in that language. Outside
 * a Next router (component tests) the instance switches in place.
 */
export function LanguageProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const router = useRouter();
  const [loading, setLoading] = useState(false);
  const subscribe = useCallback(
    (onChange: () => void) => {
      i18n.on('languageChanged', onChange);
      return () => i18n.off('languageChanged', onChange);
    },
    [i18n],
  );
  const readCurrent = () => toSupportedLanguage(i18n.language) ?? DEFAULT_LANGUAGE;
  const current = useSyncExternalStore(subscribe, readCurrent, readCurrent);

  const goTo = useCallback(
    async (language: Language, replace: boolean) => {
      if (!router) {
        await i18n.changeLanguage(language);
        return;
      }
      const url = { pathname: router.pathname, query: router.query };
      const options = { locale: language, scroll: false };
      await (replace ? router.replace(url, router.asPath, options) : router.push(url, router.asPath, options));
    },
    [i18n, router],
  );

  const changeLanguage = useCallback(
    async (language: string) => {
      if (!isSupportedLanguage(language)) return false;
      // Saved before navigating: the server's redirects read the cookie on the next page load
      // and would otherwise send the visitor back to the language they are leaving.
      persistLanguage(language);
      setLoading(true);
      try {
        await goTo(language, false);
      } finally {
        setLoading(false);
      }
      return true;
    },
    [goTo],
  );

  useEffect(() => {
    setHtmlLang(HTML_LANG[current]);
    router?.events.on('routeChangeComplete', setDocumentLanguage);
    return () => router?.events.off('routeChangeComplete', setDocumentLanguage);
  }, [current, router]);

  // Once per page load, the spec's detection (saved choice, browser language, the page's own) for
  // an address without a language prefix, cached in local storage (and its cookie mirror) so
  // later visits keep it. The server already sent the visitor to the language it could tell from
  // the request; a choice only local storage still holds (the cookie expired or was cleared), or a
  // browser language the request did not carry, is applied here.
  useEffect(() => {
    const detected = settleLanguage(current);
    if (detected !== current) void goTo(detected, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on the first page only, not after later switches.
  }, []);

  const value = useMemo<LanguageState>(
    () => ({ current, supported: SUPPORTED_LANGUAGES, loading, changeLanguage }),
    [current, loading, changeLanguage],
  );

  return (
    <I18nextProvider i18n={i18n}>
      <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>
    </I18nextProvider>
  );
}

export function useLanguage(): LanguageState {
  const context = useContext(LanguageContext);
  if (!context) throw new Error('useLanguage must be used inside LanguageProvider');
  return context;
}
