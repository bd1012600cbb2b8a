import { type ReactNode, createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { detectClientLanguage, persistLanguage } from '@/services/i18n/detect-language';
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
  /** True while the translations of a newly chosen language load. */
  loading: boolean;
  /** Resolves false, changing nothing, for a language the product does not support. */
  changeLanguage: (language: string) => Promise<boolean>;
}

const LanguageContext = createContext<LanguageState | undefined>(undefined);

export function LanguageProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const [current, setCurrent] = useState<Language>(() => toSupportedLanguage(i18n.language) ?? DEFAULT_LANGUAGE);
  const [loading, setLoading] = useState(false);

  const changeLanguage = useCallback(
    async (language: string) => {
      if (!isSupportedLanguage(language)) return false;
      setLoading(true);
      try {
        // i18next switches only after the new translations loaded (or failed and fell back).
        await i18n.changeLanguage(language);
      } finally {
        setLoading(false);
      }
      return true;
    },
    [i18n],
  );

  useEffect(() => {
    const onLanguageChanged = (lng: string) => {
      const language = toSupportedLanguage(lng);
      if (!language) return;
      persistLanguage(language);
      document.documentElement.lang = HTML_LANG[language];
      setCurrent(language);
    };
    i18n.on('languageChanged', onLanguageChanged);
    // The server resolved the language from the cookie and Accept-Language. Local storage may
    // still hold a choice the cookie lost; detection corrects that once, after hydration.
    const detected = detectClientLanguage();
    if (detected === i18n.language) persistLanguage(detected);
    else void i18n.changeLanguage(detected);
    return () => i18n.off('languageChanged', onLanguageChanged);
  }, [i18n]);

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
