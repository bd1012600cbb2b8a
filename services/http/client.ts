import type { z } from 'zod';
import type { TokenSource } from '@/services/auth/session-types';
import { hasHeader } from './request-target';
import type { RefreshGate } from './refresh-gate';
import { errorCodeOf, toResult } from './result';
import type { Transport } from './transport';
import type { HttpClient, HttpMethod, HttpRequest, HttpResult, RequestOptions } from './types';

export interface ClientAuth {
  tokens: TokenSource;
  /** Absent for clients that must not refresh (SSR): a 401 is then simply returned. */
  gate?: RefreshGate;
}

/**
 * A client for one base. With `auth`, requests carry the bearer of the account that was current
 * when they started, and a 401 goes through the refresh gate; a replay that fails again is
 * returned as it is, so a request is sent at most twice.
 */
export function createHttpClient(transport: Transport, auth?: ClientAuth): HttpClient {
  async function request<S extends z.ZodType>(req: HttpRequest<S>): Promise<HttpResult<z.output<S>>> {
    const outgoing = { method: req.method, url: req.url, params: req.params, headers: req.headers, body: req.body, signal: req.signal };
    // The caller's own Authorization (a token not stored yet) and storage uploads stay untouched.
    if (!auth || transport.target(req.url) === 'storage' || hasHeader(req.headers, 'authorization')) {
      return toResult(await transport.send(outgoing), req.schema);
    }
    const { tokens, gate } = auth;
    // The account is fixed now: a switch while this request waits must not lend it another token.
    const account = tokens.currentAccount();
    const running = gate?.pending(account);
    if (running) {
      const outcome = await running;
      if (!outcome.ok) return outcome.error;
    }
    const sentToken = tokens.tokensFor(account)?.access_token ?? null;
    const first = await transport.send({ ...outgoing, bearer: sentToken });
    // A guest's 401 or a rejected signature is not about the session: refreshing would not help.
    const unauthorized = first.kind === 'answer' && first.status === 401 && errorCodeOf(first) !== 'SIGNATURE_INVALID';
    if (!gate || !sentToken || !unauthorized) return toResult(first, req.schema);
    const outcome = await gate.recover(account, sentToken);
    if (!outcome.ok) return outcome.error;
    return toResult(await transport.send({ ...outgoing, bearer: outcome.accessToken }), req.schema);
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
