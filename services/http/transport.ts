import type { AxiosInstance, AxiosStatic } from 'axios';
import { SIGNATURE_PARAM, signatureParam } from '@/contracts/signing';
import { cleanHeaders, cleanParams, hasHeader, resolveUrl, targetKind, wirePathname, type Hosts, type TargetKind } from './request-target';
import { failure, type SendOutcome } from './result';
import { HttpErrorCode, type HeaderValue, type HttpMethod, type QueryValue } from './types';

/** Spec §7 and §9: the request timeout. */
export const REQUEST_TIMEOUT_MS = 30_000;

export interface TransportConfig extends Hosts {
  signingKey: string;
  timeoutMs?: number;
  now?: () => number;
}

export interface OutgoingRequest {
  method: HttpMethod;
  url: string;
  params?: Record<string, QueryValue>;
  headers?: Record<string, HeaderValue>;
  body?: unknown;
  /** Added as `Authorization: Bearer …` unless the caller set one or the target is storage. */
  bearer?: string | null;
  signal?: AbortSignal;
}

export interface Transport {
  target(url: string): TargetKind;
  send(request: OutgoingRequest): Promise<SendOutcome>;
}

interface Loaded {
  axios: AxiosStatic;
  instance: AxiosInstance;
}

function transportFailure(axios: AxiosStatic, error: unknown): SendOutcome {
  if (axios.isCancel(error)) return { kind: 'failure', failure: failure(0, HttpErrorCode.CANCELED, 'The request was canceled') };
  if (axios.isAxiosError(error) && error.code === 'ETIMEDOUT') {
    return { kind: 'failure', failure: failure(0, HttpErrorCode.TIMEOUT, 'The server took too long to answer') };
  }
  return { kind: 'failure', failure: failure(0, HttpErrorCode.NETWORK_ERROR, 'The server could not be reached') };
}

/**
 * One axios instance per base, created on first use: axios is imported dynamically so that pages
 * which start without a session do not carry it in their first-load bundle (DESIGN.md §8).
 * Every send is prepared from scratch, so a replay gets a fresh signature and the current bearer.
 */
export function createTransport(base: string, config: TransportConfig): Transport {
  const now = config.now ?? Date.now;
  let loading: Promise<Loaded> | undefined;

  const load = () =>
    (loading ??= import('axios').then(({ default: axios }) => ({
      axios,
      instance: axios.create({
        timeout: config.timeoutMs ?? REQUEST_TIMEOUT_MS,
        // Every status is an answer to map, not an exception.
        validateStatus: () => true,
        transitional: { clarifyTimeoutError: true, silentJSONParsing: true, forcedJSONParsing: true },
      }),
    })));

  const target = (url: string) => targetKind(resolveUrl(base, url), config);

  return {
    target,
    async send(request) {
      const url = resolveUrl(base, request.url);
      const kind = targetKind(url, config);
      const headers = cleanHeaders(request.headers);
      if (request.bearer && kind !== 'storage' && !hasHeader(headers, 'authorization')) {
        headers.Authorization = `Bearer ${request.bearer}`;
      }
      const params: Record<string, unknown> = cleanParams(request.params);
      if (kind === 'api') {
        params[SIGNATURE_PARAM] = signatureParam(config.signingKey, wirePathname(url), Math.floor(now() / 1000));
      }
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
          url,
          params,
          headers,
          data: request.body,
          signal: request.signal,
        });
        return { kind: 'answer', status: response.status, body: response.data === '' ? undefined : response.data };
      } catch (error) {
        return transportFailure(loaded.axios, error);
      }
    },
  };
}
