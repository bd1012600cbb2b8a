import { tokenAnswer, type DeviceInfo, type RefreshRequest, type SessionTokens } from '@/contracts/auth';
import type { TokenSource } from '@/services/auth/session-types';
import { publicConfig } from '@/services/config/public-config';
import { createHttpClient } from './client';
import { createRefreshGate } from './refresh-gate';
import { createLockRunner, type LockRunner } from './refresh-lock';
import type { TransportConfig } from './request-context';
import { REQUEST_TIMEOUT_MS } from './transport';
import type { HttpClient, HttpResult } from './types';

/** The three bases of DESIGN.md §4. */
export interface ApiClients {
  core: HttpClient;
  payments: HttpClient;
  billing: HttpClient;
}

export const REFRESH_PATH = 'v1/token/refresh/';

export interface ApiClientsOptions extends Partial<TransportConfig> {
  /** Whose tokens go out; without it requests carry no bearer. */
  tokens?: TokenSource;
  /** Refresh on 401 (needs `tokens` and `deviceInfo`). Off for SSR. */
  refresh?: {
    deviceInfo: () => Promise<DeviceInfo>;
    reload: () => void;
    lock?: LockRunner;
  };
}

export function createApiClients(options: ApiClientsOptions = {}): ApiClients {
  const config: TransportConfig = {
    apiHost: options.apiHost ?? publicConfig.apiHost,
    billingHost: options.billingHost ?? publicConfig.billingHost,
    signingKey: options.signingKey ?? publicConfig.apiSigningKey,
    timeoutMs: options.timeoutMs ?? REQUEST_TIMEOUT_MS,
    now: options.now ?? Date.now,
  };
  const bases = { core: `${config.apiHost}/core`, payments: `${config.apiHost}/paymee`, billing: `${config.billingHost}/billy` };
  // Without a session: the refresh call itself, which the gate must never hold or replay.
  const bare = createHttpClient(bases.core, config);

  const { tokens, refresh } = options;
  // One gate for all three bases: a 401 from payments and one from core share a refresh.
  const gate =
    tokens && refresh
      ? createRefreshGate({
          tokens,
          lock: refresh.lock ?? createLockRunner(),
          reload: refresh.reload,
          now: config.now,
          async refresh(refreshToken): Promise<HttpResult<SessionTokens>> {
            const body: RefreshRequest = { refresh_token: refreshToken, ...(await refresh.deviceInfo()) };
            const result = await bare.post(REFRESH_PATH, body, tokenAnswer);
            return result.ok ? { ok: true, status: result.status, data: result.data.data } : result;
          },
        })
      : undefined;
  const auth = tokens ? { tokens, gate } : undefined;

  return {
    core: createHttpClient(bases.core, config, auth),
    payments: createHttpClient(bases.payments, config, auth),
    billing: createHttpClient(bases.billing, config, auth),
  };
}
