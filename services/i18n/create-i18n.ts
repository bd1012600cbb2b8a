import { type InitOptions, type Resource, type i18n as I18n, createInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { intlLocale } from './intl';
import { DEFAULT_LANGUAGE, DEFAULT_NAMESPACE, type Language, NAMESPACES, type Namespace, SUPPORTED_LANGUAGES } from './languages';
import { LocalesBackend, type LocalesBackendOptions, ServerRenderBackend } from './locales-backend';

/** What a server render hands to the client so hydration renders the very same text. */
export interface I18nBootstrap {
  lng: Language;
  resources: Resource;
}

export interface BrowserI18nOptions extends LocalesBackendOptions {
  /** Warn about keys no language has; on in development (`next dev`). */
  warnMissingKeys?: boolean;
}

/** A failed load is retried with a doubling wait: 500 ms, 1 s, 2 s. */
const MAX_RETRIES = 3;
const FIRST_RETRY_MS = 500;

function initOptions(bootstrap: I18nBootstrap): InitOptions {
  const handedOver = new Set<string>([DEFAULT_NAMESPACE]);
  for (const bundles of Object.values(bootstrap.resources)) for (const ns of Object.keys(bundles)) handedOver.add(ns);
  return {
    lng: bootstrap.lng,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    load: 'currentOnly',
    ns: [...handedOver],
    defaultNS: DEFAULT_NAMESPACE,
    // i18next keeps the object it is given and adds loaded namespaces to it: a copy keeps the
    // page's props (and the server's cached bundles) as they were.
    resources: Object.fromEntries(Object.entries(bootstrap.resources).map(([lng, bundles]) => [lng, { ...bundles }])),
    // The page brought some namespaces; the backend loads the others when a component asks.
    partialBundledLanguages: true,
    // Initialise synchronously from the handed-over resources: the first render is already translated.
    initAsync: false,
    maxRetries: MAX_RETRIES,
    retryTimeout: FIRST_RETRY_MS,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  };
}

/**
 * A key found in no language (English included) is a bug: say so while developing. A namespace
 * whose English texts have not arrived yet cannot tell; its keys are not reported.
 */
function warnAboutMissingKeys(instance: I18n): InitOptions {
  return {
    saveMissing: true,
    missingKeyHandler: (languages, ns, key) => {
      if (instance.hasResourceBundle(DEFAULT_LANGUAGE, ns)) console.warn(`i18n: missing key ${ns}:${key} (${languages.join(', ')})`);
    },
  };
}

/**
 * i18next picks plural forms with `Intl.PluralRules(lng)`, and to Intl `tw` is Twi, whose rules
 * are English ones: "1" would look for `_one`, which Traditional Chinese has not. Plural rules
 * are asked for the language's Intl locale instead (services/i18n/intl.ts).
 */
function pluralRulesOfIntlLocale(instance: I18n) {
  const resolver = instance.services.pluralResolver as { getRule: (code: string, options?: object) => Intl.PluralRules | undefined };
  const getRule = resolver.getRule.bind(resolver);
  resolver.getRule = (code, options) =>
    getRule((SUPPORTED_LANGUAGES as readonly string[]).includes(code) ? intlLocale(code) : code, options);
}

function initialised(instance: I18n, options: InitOptions): I18n {
  void instance.use(initReactI18next).init(options);
  pluralRulesOfIntlLocale(instance);
  return instance;
}

/** One instance per server render: requests in other languages never share state. */
export function createServerI18n(bootstrap: I18nBootstrap): I18n {
  return initialised(createInstance().use(ServerRenderBackend), initOptions(bootstrap));
}

/**
 * A browser instance: starts from the server's resources and loads other languages and
 * namespaces from `/locales` (services/i18n/locales-backend.ts); whatever still fails after the
 * retries leaves the keys to the English fallback. `request` replaces `fetch` in tests.
 */
export function createBrowserI18n(bootstrap: I18nBootstrap, options: BrowserI18nOptions = {}): I18n {
  const { warnMissingKeys = process.env.NODE_ENV === 'development', ...backend } = options;
  const instance = createInstance().use(LocalesBackend);
  return initialised(instance, { ...initOptions(bootstrap), ...(warnMissingKeys && warnAboutMissingKeys(instance)), backend });
}

const browserInstances = new Map<string, I18n>();

/**
 * The browser keeps one instance per language for the life of the page, created from the first
 * page in that language. Switching language switches instance (a new context value), so nothing
 * changes language while React renders. Later pages may bring namespaces it lacks; they are
 * merged in silently, while React renders that page (an event would update other components
 * during the render, which React refuses).
 */
export function getBrowserI18n(bootstrap: I18nBootstrap = { lng: DEFAULT_LANGUAGE, resources: {} }): I18n {
  const existing = browserInstances.get(bootstrap.lng);
  if (!existing) {
    const created = createBrowserI18n(bootstrap);
    browserInstances.set(bootstrap.lng, created);
    return created;
  }
  for (const [lng, bundles] of Object.entries(bootstrap.resources)) {
    for (const [ns, data] of Object.entries(bundles)) {
      if (!existing.hasResourceBundle(lng, ns)) existing.addResourceBundle(lng, ns, data, true, false, { silent: true });
    }
  }
  return existing;
}

/** The namespaces a page needs besides `common`, which every page (the layout) uses. */
export function pageNamespaces(extra: readonly Namespace[] = []): Namespace[] {
  return NAMESPACES.filter((ns) => ns === DEFAULT_NAMESPACE || extra.includes(ns));
}
