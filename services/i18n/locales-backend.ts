import type { BackendModule, ReadCallback, ResourceKey, Services } from 'i18next';

/** An HTTP answer as far as loading a translation needs it. */
export interface LocaleAnswer {
  status: number;
  body: string;
}

/** Asks for a URL; rejects when no answer arrives at all (offline, aborted, DNS). */
export type RequestLocale = (url: string) => Promise<LocaleAnswer>;

export interface LocalesBackendOptions {
  /** Replaces `fetch` in tests. */
  request?: RequestLocale;
}

const fetchAnswer: RequestLocale = async (url) => {
  const response = await fetch(url);
  return { status: response.status, body: await response.text() };
};

function parseBundle(body: string): ResourceKey | undefined {
  try {
    const data: unknown = JSON.parse(body);
    return data !== null && typeof data === 'object' && !Array.isArray(data) ? (data as ResourceKey) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The browser's i18next backend: `/locales/{lng}/{ns}.json` under the spec's load rules. A 5xx
 * answer or no answer may pass (a restarting server, a flaky network): it is reported retryable
 * and i18next asks again after `retryTimeout`, doubling (500 ms, 1 s, 2 s: create-i18n.ts). A 4xx
 * answer or an unparsable body would come back the same, so it is final at once. What fails for
 * good leaves the namespace to the English fallback.
 */
export class LocalesBackend implements BackendModule<LocalesBackendOptions> {
  static type = 'backend' as const;
  type = 'backend' as const;
  private request: RequestLocale = fetchAnswer;

  init(_services: Services, options: LocalesBackendOptions = {}) {
    this.request = options.request ?? fetchAnswer;
  }

  read(language: string, namespace: string, callback: ReadCallback) {
    const url = `/locales/${language}/${namespace}.json`;
    // Two handlers rather than then/catch: an error thrown by the callback must not call it again.
    this.request(url).then(
      ({ status, body }) => {
        if (status >= 500) return callback(new Error(`${url} answered ${status}`), true);
        if (status >= 400) return callback(new Error(`${url} answered ${status}`), false);
        const bundle = parseBundle(body);
        if (bundle === undefined) return callback(new Error(`${url} is not a translation file`), false);
        callback(null, bundle);
      },
      () => callback(new Error(`${url} had no answer`), true),
    );
  }
}

/**
 * The server's backend: a render has what getStaticProps loaded and nothing more (a namespace the
 * page did not hand over is fetched by the browser after hydration). Having a backend at all keeps
 * i18next's "namespace loaded?" answer the same as the browser's, so both render the same text.
 */
export class ServerRenderBackend implements BackendModule {
  static type = 'backend' as const;
  type = 'backend' as const;

  init() {}

  read(language: string, namespace: string, callback: ReadCallback) {
    callback(new Error(`${language}/${namespace} was not handed over by the page`), false);
  }
}
