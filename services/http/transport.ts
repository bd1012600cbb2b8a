import type { AxiosInstance, AxiosStatic } from 'axios';
import { installInterceptors, SessionFailure } from './interceptors';
import type { RequestContext } from './request-context';
import { cleanHeaders, cleanParams } from './request-target';
import { failure, type SendOutcome } from './result';
import { HttpErrorCode, type HeaderValue, type HttpMethod, type QueryValue } from './types';

/** Spec §7 and §9: the request timeout. */
export const REQUEST_TIMEOUT_MS = 30_000;

export interface OutgoingRequest {
  method: HttpMethod;
  /** The client's base (DESIGN.md §4); an absolute `url` goes where it says instead. */
  base: string;
  url: string;
  params?: Record<string, QueryValue>;
  headers?: Record<string, HeaderValue>;
  body?: unknown;
  signal?: AbortSignal;
}

interface Loaded {
  axios: AxiosStatic;
  instance: AxiosInstance;
}

let loading: Promise<Loaded> | undefined;

/**
 * The one axios instance of the page (or of the server process), created on first use: axios is
 * imported dynamically so that pages which start without a session do not carry it in their
 * first-load bundle (DESIGN.md §8). Its interceptors sign, authorise and refresh.
 */
function load(): Promise<Loaded> {
  loading ??= import('axios').then(({ default: axios }) => {
    const instance = axios.create({
      // Every status is an answer to map, not an exception.
      validateStatus: () => true,
      transitional: { clarifyTimeoutError: true, silentJSONParsing: true, forcedJSONParsing: true },
    });
    installInterceptors(instance);
    return { axios, instance };
  });
  return loading;
}

function transportFailure(axios: AxiosStatic, error: unknown): SendOutcome {
  if (error instanceof SessionFailure) return { kind: 'failure', failure: error.failure };
  if (axios.isCancel(error)) return { kind: 'failure', failure: failure(0, HttpErrorCode.CANCELED, 'The request was canceled') };
  if (axios.isAxiosError(error) && error.code === 'ETIMEDOUT') {
    return { kind: 'failure', failure: failure(0, HttpErrorCode.TIMEOUT, 'The server took too long to answer') };
  }
  return { kind: 'failure', failure: failure(0, HttpErrorCode.NETWORK_ERROR, 'The server could not be reached') };
}

/** Sends one request through the shared instance; whatever happens comes back as an outcome. */
export async function send(request: OutgoingRequest, context: RequestContext): Promise<SendOutcome> {
  let loaded: Loaded;
  try {
    loaded = await load();
  } catch {
    // A failed chunk load must not stick: the next call tries again.
    loading = undefined;
    return { kind: 'failure', failure: failure(0, HttpErrorCode.NETWORK_ERROR, 'The HTTP client could not be loaded') };
  }
  try {
    const response = await loaded.instance.request<unknown>({
      method: request.method,
      baseURL: request.base,
      url: request.url,
      params: cleanParams(request.params),
      headers: cleanHeaders(request.headers),
      data: request.body,
      signal: request.signal,
      timeout: context.config.timeoutMs,
      starlit: context,
    });
    return { kind: 'answer', status: response.status, body: response.data === '' ? undefined : response.data };
  } catch (error) {
    return transportFailure(loaded.axios, error);
  }
}
