import { DEFAULT_LANGUAGE, DEFAULT_NAMESPACE, HTML_LANG, isSupportedLanguage } from './languages';

/** A translation file's content: texts, nested groups and lists (returned with `returnObjects`). */
export type ResourceKey = string | readonly ResourceKey[] | { readonly [key: string]: ResourceKey };
export type ResourceBundle = { readonly [key: string]: ResourceKey };
/** Bundles by language, then namespace. */
export type Resource = Record<string, Record<string, ResourceBundle>>;

/** Interpolation values plus the options i18next's `t` had, which the call sites keep using. */
export interface TOptions {
  ns?: string;
  lng?: string;
  count?: number;
  returnObjects?: boolean;
  [value: string]: unknown;
}

export interface TFunction {
  (key: string, options: TOptions & { returnObjects: true }): unknown;
  (key: string, options?: TOptions): string;
}

/** `loaded` also fires when a load failed for good: the namespace then shows the English fallback. */
export type TranslatorEvent = 'languageChanged' | 'loaded';
type Listener = (lng: string, ns?: string) => void;

export interface TranslatorOptions {
  lng: string;
  resources?: Resource;
  /** Fetches a bundle the instance lacks; without it (on the server) what was handed over is all there is. */
  load?: (lng: string, ns: string) => Promise<ResourceBundle | undefined>;
}

const pluralRules = new Map<string, Intl.PluralRules>();

/** i18next's plural keys: `key_zero` for 0 if present, then `key_one`/`key_few`/`key_other`…, then `key`. */
function pluralCandidates(key: string, lng: string, count: unknown): string[] {
  if (typeof count !== 'number') return [key];
  let rules = pluralRules.get(lng);
  if (!rules) {
    // `tw` is Twi to Intl; the product means Traditional Chinese.
    rules = new Intl.PluralRules(isSupportedLanguage(lng) ? HTML_LANG[lng] : lng);
    pluralRules.set(lng, rules);
  }
  return [...(count === 0 ? [`${key}_zero`] : []), `${key}_${rules.select(count)}`, key];
}

/** `{{name}}` without escaping: React escapes what it renders. A value not passed stays visible as written. */
function interpolate(text: string, values: TOptions): string {
  return text.replace(/\{\{\s*([^{}\s]+)\s*\}\}/g, (whole, name: string) => (name in values ? String(values[name] ?? '') : whole));
}

/**
 * The product's translations: the texts of one page life in the browser, or of one server render.
 * Keys are `group.key` inside a namespace (`common` unless `ns` or an `ns:key` prefix says
 * otherwise); a text the language lacks is the English one; a key nobody has is shown as itself.
 */
export class Translator {
  language: string;
  private readonly resources: Resource = {};
  /** Every namespace used so far: a language change loads them all before switching. */
  private readonly namespaces = new Set<string>([DEFAULT_NAMESPACE]);
  private readonly failed = new Set<string>();
  private readonly loading = new Map<string, Promise<void>>();
  private readonly listeners = new Map<TranslatorEvent, Set<Listener>>();
  /** One `t` per namespace, replaced when its texts or the language change (a React snapshot). */
  private readonly fixed = new Map<string, TFunction>();
  private readonly load: TranslatorOptions['load'];
  private changingTo: string | undefined;

  constructor({ lng, resources = {}, load }: TranslatorOptions) {
    this.language = lng;
    this.load = load;
    this.mergeResources(resources);
  }

  readonly t: TFunction = ((key: string, options?: TOptions) => this.translate(key, options ?? {})) as TFunction;

  on(event: TranslatorEvent, listener: Listener) {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    set.add(listener);
  }

  off(event: TranslatorEvent, listener: Listener) {
    this.listeners.get(event)?.delete(listener);
  }

  /** For useSyncExternalStore: any change of language or texts. */
  readonly subscribe = (onChange: () => void) => {
    this.on('languageChanged', onChange);
    this.on('loaded', onChange);
    return () => {
      this.off('languageChanged', onChange);
      this.off('loaded', onChange);
    };
  };

  /** `t` bound to a namespace; the same function until that namespace's texts or the language change. */
  namespaceT(ns: string): TFunction {
    let t = this.fixed.get(ns);
    if (!t) {
      t = ((key: string, options?: TOptions) => this.translate(key, { ns, ...options })) as TFunction;
      this.fixed.set(ns, t);
    }
    return t;
  }

  hasResourceBundle(lng: string, ns: string): boolean {
    return this.resources[lng]?.[ns] !== undefined;
  }

  addResourceBundle(lng: string, ns: string, bundle: ResourceBundle) {
    this.store(lng, ns, bundle);
    this.emit('loaded', lng, ns);
  }

  /**
   * Bundles a page hands over, merged while React renders that page: no event, since a listener
   * updating another component during a render is an error; the render under way shows them.
   */
  mergeResources(resources: Resource) {
    for (const [lng, bundles] of Object.entries(resources)) {
      for (const [ns, bundle] of Object.entries(bundles)) if (!this.hasResourceBundle(lng, ns)) this.store(lng, ns, bundle);
    }
  }

  /** True once the namespace is there, or has failed for good, in the language and its English fallback. */
  hasLoadedNamespace(ns: string, lng = this.language): boolean {
    return this.hierarchy(lng).every((code) => this.hasResourceBundle(code, ns) || this.failed.has(`${code}|${ns}`));
  }

  /** Loads what the language (and English) lacks of these namespaces; resolves when each load has settled. */
  async loadNamespaces(ns: string | readonly string[], lng = this.language): Promise<void> {
    const names = typeof ns === 'string' ? [ns] : ns;
    for (const name of names) this.namespaces.add(name);
    await Promise.all(names.flatMap((name) => this.hierarchy(lng).map((code) => this.loadBundle(code, name))));
  }

  /** Loads the namespaces in use in `lng` first, so the switch shows no untranslated keys. */
  async changeLanguage(lng: string): Promise<void> {
    this.changingTo = lng;
    await this.loadNamespaces([...this.namespaces], lng);
    // A later choice made while this one loaded wins.
    if (this.changingTo !== lng) return;
    this.changingTo = undefined;
    this.language = lng;
    this.fixed.clear();
    this.emit('languageChanged', lng);
  }

  private hierarchy(lng: string): string[] {
    return lng === DEFAULT_LANGUAGE ? [lng] : [lng, DEFAULT_LANGUAGE];
  }

  private store(lng: string, ns: string, bundle: ResourceBundle) {
    (this.resources[lng] ??= {})[ns] = bundle;
    this.namespaces.add(ns);
    this.fixed.delete(ns);
  }

  private emit(event: TranslatorEvent, lng: string, ns?: string) {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(lng, ns);
  }

  private loadBundle(lng: string, ns: string): Promise<void> {
    const id = `${lng}|${ns}`;
    const load = this.load;
    // A failed namespace is not asked for again in this page life: its English texts stand in.
    if (!load || this.hasResourceBundle(lng, ns) || this.failed.has(id)) return Promise.resolve();
    let pending = this.loading.get(id);
    if (!pending) {
      pending = load(lng, ns).then((bundle) => {
        this.loading.delete(id);
        if (bundle) return this.addResourceBundle(lng, ns, bundle);
        this.failed.add(id);
        this.fixed.delete(ns);
        this.emit('loaded', lng, ns);
      });
      this.loading.set(id, pending);
    }
    return pending;
  }

  private lookup(lng: string, ns: string, key: string): ResourceKey | undefined {
    let node: ResourceKey | undefined = this.resources[lng]?.[ns];
    for (const part of key.split('.')) {
      if (node === undefined || typeof node === 'string') return undefined;
      node = (node as Record<string, ResourceKey>)[part];
    }
    return node;
  }

  private translate(key: string, options: TOptions): unknown {
    const prefixed = /^([\w-]+):(.+)$/.exec(key);
    const ns = prefixed?.[1] ?? options.ns ?? DEFAULT_NAMESPACE;
    const path = prefixed?.[2] ?? key;
    for (const code of this.hierarchy(options.lng ?? this.language)) {
      for (const candidate of pluralCandidates(path, code, options.count)) {
        const value = this.lookup(code, ns, candidate);
        if (typeof value === 'string') return interpolate(value, options);
        if (value !== undefined && options.returnObjects) return value;
      }
    }
    return path;
  }
}
