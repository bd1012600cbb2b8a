import { DEFAULT_LANGUAGE, DEFAULT_NAMESPACE, type Language, NAMESPACES, type Namespace } from './languages';
import { type RequestTranslation, loadTranslation } from './translation-loader';
import { type Resource, Translator } from './translator';

/** What a server render hands to the client so hydration renders the very same text. */
export interface I18nBootstrap {
  lng: Language;
  resources: Resource;
}

/** One instance per server render: requests in other languages never share state. */
export function createServerI18n(bootstrap: I18nBootstrap): Translator {
  return new Translator(bootstrap);
}

/**
 * A browser instance: starts from the server's resources and loads other languages and
 * namespaces from `/locales` over HTTP (services/i18n/translation-loader.ts); whatever still
 * fails after the retries leaves the keys to the English fallback. `request` replaces `fetch` in tests.
 */
export function createBrowserI18n(bootstrap: I18nBootstrap, options: { request?: RequestTranslation } = {}): Translator {
  return new Translator({ ...bootstrap, load: (lng, ns) => loadTranslation(lng, ns, options.request) });
}

const browserInstances = new Map<string, Translator>();

/**
 * The browser keeps one instance per language for the life of the page, created from the first
 * page in that language. Switching language switches instance (a new context value), so nothing
 * changes language while React renders. Later pages may bring namespaces it lacks; they are merged in.
 */
export function getBrowserI18n(bootstrap: I18nBootstrap = { lng: DEFAULT_LANGUAGE, resources: {} }): Translator {
  const existing = browserInstances.get(bootstrap.lng);
  if (!existing) {
    const created = createBrowserI18n(bootstrap);
    browserInstances.set(bootstrap.lng, created);
    return created;
  }
  existing.mergeResources(bootstrap.resources);
  return existing;
}

/** The namespaces a page needs besides `common`, which every page (the layout) uses. */
export function pageNamespaces(extra: readonly Namespace[] = []): Namespace[] {
  return NAMESPACES.filter((ns) => ns === DEFAULT_NAMESPACE || extra.includes(ns));
}
