import { type ReactNode, createContext, useContext, useEffect, useSyncExternalStore } from 'react';
import { DEFAULT_NAMESPACE } from './languages';
import type { TFunction, Translator } from './translator';

const I18nContext = createContext<Translator | undefined>(undefined);

export function I18nProvider({ i18n, children }: { i18n: Translator; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

export interface UseTranslationResult {
  t: TFunction;
  i18n: Translator;
  /** False until the namespace has arrived (or failed for good) in the current language. */
  ready: boolean;
}

/**
 * react-i18next's call shape: `t` of a namespace (default `common`). The component re-renders when
 * the language changes or its namespace arrives; a namespace the page did not hand over is fetched
 * after mounting, so the server and the hydrating browser render the same first text.
 */
export function useTranslation(ns: string = DEFAULT_NAMESPACE): UseTranslationResult {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useTranslation must be used inside I18nProvider');
  const read = () => i18n.namespaceT(ns);
  const t = useSyncExternalStore(i18n.subscribe, read, read);
  const ready = i18n.hasLoadedNamespace(ns);
  useEffect(() => {
    if (!ready) void i18n.loadNamespaces(ns);
  }, [i18n, ns, ready]);
  return { t, i18n, ready };
}
