import type { z } from 'zod';
import type { TokenSource } from '@/services/auth/session-types';
import type { RefreshGate } from './refresh-gate';
import { RequestContext, type TransportConfig } from './request-context';
import { hasHeader } from './request-target';
import { toResult } from './result';
import { send } from './transport';
import type { HttpClient, HttpMethod, HttpRequest, HttpResult, RequestOptions } from './types';

export interface ClientAuth {
  tokens: TokenSource;
  /** Absent for clients that must not refresh (SSR): a 401 is then simply returned. */
  gate?: RefreshGate;
}

/**
 * A client for one base of the shared axios instance. With `auth`, requests carry the bearer of
 * the account that was current when they started, and a 401 goes through the refresh gate (the
 * instance's interceptors, services/http/interceptors.ts).
 */
export function createHttpClient(base: string, config: TransportConfig, auth?: ClientAuth): HttpClient {
  async function request<S extends z.ZodType>(req: HttpRequest<S>): Promise<HttpResult<z.output<S>>> {
    // The caller's own Authorization (a token not stored yet) stays untouched. The account is
    // fixed now: a switch while this request waits must not lend it another token.
    const session = auth && !hasHeader(req.headers, 'authorization') ? { ...auth, account: auth.tokens.currentAccount() } : undefined;
    const outgoing = {
      method: req.method,
      base,
      url: req.url,
      params: req.params,
      headers: req.headers,
      body: req.body,
      signal: req.signal,
    };
    return toResult(await send(outgoing, new RequestContext(config, session, req.body)), req.schema);
  }

  const withoutBody =
    (method: HttpMethod) =>
    <S extends z.ZodType>(url: string, schema: S, options?: RequestOptions) =>
      request({ ...options, method, url, schema });
  const withBody =
    (method: HttpMethod) =>
    <S extends z.ZodType>(url: string, body: unknown, schema: S, options?: RequestOptions) =>
      request({ ...options, method, url, body, schema });

  return {
    request,
    get: withoutBody('GET'),
    delete: withoutBody('DELETE'),
    post: withBody('POST'),
    put: withBody('PUT'),
    patch: withBody('PATCH'),
  };
}
