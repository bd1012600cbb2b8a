import type { AxiosInstance, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { SIGNATURE_PARAM, signatureParam } from '@/contracts/signing';
import { resolveUrl, targetKind, wirePathname } from './request-target';
import { errorCodeOf } from './result';
import type { HttpFailure } from './types';

/** Ends a request with a result instead of an answer: the refresh it needed did not succeed. */
export class SessionFailure extends Error {
  constructor(readonly failure: HttpFailure) {
    super(failure.message);
  }
}

/**
 * Request interceptor: runs before every send, the replay included, so each send gets a fresh
 * signature and the bearer of its account. A request that starts while its account refreshes
 * waits for that refresh instead of going out with a token about to be replaced.
 */
async function signAndAuthorize(config: InternalAxiosRequestConfig): Promise<InternalAxiosRequestConfig> {
  const context = config.starlit;
  if (!context) return config;
  // The base is chosen per request; the absolute URL is what goes out and what is signed.
  const url = resolveUrl(config.baseURL ?? '', config.url ?? '');
  config.url = url;
  const kind = targetKind(url, context.config);
  // Signed upload URLs carry their own authorisation: neither bearer nor signature.
  if (kind === 'storage') return config;
  const { session } = context;
  if (session) {
    const running = context.isReplay ? undefined : session.gate?.pending(session.account);
    if (running) {
      const outcome = await running;
      if (!outcome.ok) throw new SessionFailure(outcome.error);
    }
    context.sentToken = context.replayToken ?? session.tokens.tokensFor(session.account)?.access_token ?? null;
    if (context.sentToken) config.headers.set('Authorization', `Bearer ${context.sentToken}`);
  }
  if (kind === 'api') {
    const seconds = Math.floor(context.config.now() / 1000);
    config.params = { ...config.params, [SIGNATURE_PARAM]: signatureParam(context.config.signingKey, wirePathname(url), seconds) };
  }
  return config;
}

/**
 * Response interceptor: a 401 for the token a request carried goes through the refresh gate and
 * the request is sent once more with the new token; the replay's answer is final, so a request
 * is sent at most twice. A failed refresh ends the request with the gate's result.
 */
function refreshAndReplay(instance: AxiosInstance) {
  return async (response: AxiosResponse): Promise<AxiosResponse> => {
    const context = response.config.starlit;
    const gate = context?.session?.gate;
    if (!context?.session || !gate || context.isReplay || !context.sentToken || response.status !== 401) return response;
    // A rejected signature is not about the session: refreshing would not help.
    if (errorCodeOf({ kind: 'answer', status: response.status, body: response.data }) === 'SIGNATURE_INVALID') return response;
    const outcome = await gate.recover(context.session.account, context.sentToken);
    if (!outcome.ok) throw new SessionFailure(outcome.error);
    return instance.request({ ...response.config, data: context.body, starlit: context.replayWith(outcome.accessToken) });
  };
}

/** The two interceptors of the one shared instance (services/http/transport.ts). */
export function installInterceptors(instance: AxiosInstance): void {
  instance.interceptors.request.use(signAndAuthorize);
  instance.interceptors.response.use(refreshAndReplay(instance));
}
