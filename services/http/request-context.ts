import type { AccountKey, TokenSource } from '@/services/auth/session-types';
import type { RefreshGate } from './refresh-gate';
import type { Hosts } from './request-target';

/** Where requests go and how they are signed; one per set of clients (a page, an SSR request). */
export interface TransportConfig extends Hosts {
  signingKey: string;
  timeoutMs: number;
  now: () => number;
}

/** Whose bearer a request carries: the account that was current when it started. */
export interface SessionBinding {
  tokens: TokenSource;
  account: AccountKey;
  /** Absent for clients that must not refresh (SSR): a 401 is then simply returned. */
  gate?: RefreshGate;
}

/**
 * What the shared instance's interceptors need to know about one request, carried on its axios
 * config. A class, not a plain object: axios deep-copies the plain objects of a config it merges,
 * and the interceptors must see the session itself.
 */
export class RequestContext {
  /** The bearer the request went out with, set by the request interceptor. */
  sentToken: string | null = null;

  constructor(
    readonly config: TransportConfig,
    /** Absent: no bearer and no refresh (an anonymous client, or the caller set its own Authorization). */
    readonly session: SessionBinding | undefined,
    /** The body as the caller gave it; axios replaces the config's with its serialised form. */
    readonly body: unknown,
    /** The token of the one replay after a refresh; a replay is never replayed again. */
    readonly replayToken: string | null = null,
  ) {}

  get isReplay(): boolean {
    return this.replayToken !== null;
  }

  replayWith(accessToken: string): RequestContext {
    return new RequestContext(this.config, this.session, this.body, accessToken);
  }
}

declare module 'axios' {
  interface AxiosRequestConfig {
    starlit?: RequestContext;
  }
}
