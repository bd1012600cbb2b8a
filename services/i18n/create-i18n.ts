import {
  type BackendModule,
  type InitOptions,
  type ReadCallback,
  type Resource,
  type Services,
  type i18n as I18n,
  createInstance,
} from 'i18next';
import type HttpBackend from 'i18next-http-backend';
import type { HttpBackendOptions } from 'i18next-http-backend';
import { DEFAULT_LANGUAGE, DEFAULT_NAMESPACE, type Language, NAMESPACES, type Namespace, SUPPORTED_LANGUAGES } from './languages';

/** What a server render hands to the client so hydration renders the very same text. */
export interface I18nBootstrap {
  lng: Language;
  resources: Resource;
}

/** A failed load is retried with a doubling wait: 500 ms, 1 s, 2 s. */
const MAX_RETRIES = 3;
const RETRY_TIMEOUT_MS = 500;

function baseOptions(bootstrap: I18nBootstrap): InitOptions {
  const loaded = new Set<string>([DEFAULT_NAMESPACE]);
  for (const bundles of Object.values(bootstrap.resources)) {
    for (const ns of Object.keys(bundles)) loaded.add(ns);
  }
  return {
    lng: bootstrap.lng,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    load: 'currentOnly',
    ns: [...loaded],
    defaultNS: DEFAULT_NAMESPACE,
    resources: bootstrap.resources,
    // Initialise synchronously from the handed-over resources: the first render is already translated.
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  };
}

/**
 * i18next-http-backend, imported with the first translation request. A page rendered in the
 * visitor's language needs none, so the first-load bundle does not carry it.
 */
class LazyHttpBackend implements BackendModule<HttpBackendOptions> {
  static type = 'backend' as const;
  type = 'backend' as const;
  private setup: [Services, HttpBackendOptions] | undefined;
  private backend: Promise<HttpBackend> | undefined;

  init(services: Services, backendOptions: HttpBackendOptions) {
    this.setup = [services, backendOptions];
  }

  read(language: string, namespace: string, callback: ReadCallback) {
    this.backend ??= import('i18next-http-backend').then(({ default: Backend }) => new Backend(...this.setup!));
    this.backend.then(
      (backend) => backend.read(language, namespace, callback),
      (error: unknown) => {
        // A chunk that failed to load (offline) is retried like a failed request.
        this.backend = undefined;
        callback(error instanceof Error ? error.message : String(error), true);
      },
    );
  }
}

/** One instance per server render: requests in other languages never share state. */
export function createServerI18n(bootstrap: I18nBootstrap): I18n {
  const instance = createInstance();
  void instance.init(baseOptions(bootstrap));
  return instance;
}

/**
 * A browser instance: starts from the server's resources and loads other languages and
 * namespaces from `/locales` over HTTP. i18next-http-backend marks 5xx and no-status answers
 * retryable, 4xx final and an unparsable body a parse failure; i18next retries the retryable
 * ones; whatever still fails leaves the keys to the English fallback.
 */
export function createBrowserI18n(bootstrap: I18nBootstrap, backend: Partial<HttpBackendOptions> = {}): I18n {
  const instance = createInstance();
  void instance.use(LazyHttpBackend).init<HttpBackendOptions>({
    ...baseOptions(bootstrap),
    partialBundledLanguages: true,
    maxRetries: MAX_RETRIES,
    retryTimeout: RETRY_TIMEOUT_MS,
    backend: { loadPath: '/locales/{{lng}}/{{ns}}.json', ...backend },
  });
  return instance;
}

const browserInstances = new Map<string, I18n>();

/**
 * The browser keeps one instance per language for the life of the page, created from the first
 * page in that language. Switching language switches instance (a new context value), so nothing
 * changes language while React renders. Later pages may bring namespaces it lacks; they are merged in.
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
      if (!existing.hasResourceBundle(lng, ns)) existing.addResourceBundle(lng, ns, data, true, false);
    }
  }
  return existing;
}

/** The namespaces a page needs besides `common`, which every page (the layout) uses. */
export function pageNamespaces(extra: readonly Namespace[] = []): Namespace[] {
  return NAMESPACES.filter((ns) => ns === DEFAULT_NAMESPACE || extra.includes(ns));
}
