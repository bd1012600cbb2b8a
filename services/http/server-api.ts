import type { TokenSource } from '@/services/auth/session-types';
import { parseCookieValue } from '@/services/storage/cookies';
import { CookieName } from '@/services/storage/storage-keys';
import { createApiClients, type ApiClients, type ApiClientsOptions } from './api-clients';

export interface ServerApiOptions extends Omit<ApiClientsOptions, 'tokens' | 'refresh'> {
  accessToken?: string | null;
}

/**
 * Request-scoped clients for SSR: make one per incoming request and drop it with the request.
 * They never refresh (the browser owns the refresh token's rotation); a 401 is just a result.
 */
export function createServerApi({ accessToken, ...options }: ServerApiOptions = {}): ApiClients {
  const tokens: TokenSource = {
    currentAccount: () => null,
    tokensFor: () => (accessToken ? { access_token: accessToken, refresh_token: null, expires_at: 0 } : null),
    saveTokens: () => undefined,
    clearAccount: () => undefined,
  };
  return createApiClients({ ...options, tokens });
}

/** The access token from the request's cookies (`req.cookies` in getServerSideProps). */
export function accessTokenFromCookies(cookies: Partial<Record<string, string>>): string | null {
  const value = parseCookieValue(cookies[CookieName.accessToken]);
  return typeof value === 'string' && value !== '' ? value : null;
}
