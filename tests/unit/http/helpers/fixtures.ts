import { z } from 'zod';
import { dataEnvelope } from '@/contracts/envelope';
import { getDeviceInfo } from '@/services/auth/device-info';
import { createSessionStore, type SessionStore } from '@/services/auth/session-store';
import { createApiClients, type ApiClients, type ApiClientsOptions } from '@/services/http/api-clients';
import type { LockRunner } from '@/services/http/refresh-lock';
import { TEST_SIGNING_KEY, type TestApiServer } from './test-api-server';

export const whoAmI = dataEnvelope(z.object({ account: z.string() }));

export function userFor(account: string) {
  return { id: account, email: `${account}@example.test`, display_name: account, email_verified: true };
}

/** A session signed in as `account` with fresh tokens from the test API. */
export function signIn(api: TestApiServer, account: string, session: SessionStore = createSessionStore()): SessionStore {
  session.signIn(api.issueTokens(account));
  session.setUser(userFor(account));
  return session;
}

export interface Page {
  api: ApiClients;
  session: SessionStore;
  reload: ReturnType<typeof vi.fn<() => void>>;
}

/** One browser page: its clients wired to `session`, with a countable reload. */
export function openPage(
  server: TestApiServer,
  session: SessionStore,
  options: { lock?: LockRunner } & Omit<ApiClientsOptions, 'tokens' | 'refresh'> = {},
): Page {
  const { lock, ...rest } = options;
  const reload = vi.fn<() => void>();
  const api = createApiClients({
    apiHost: server.origin,
    billingHost: server.origin,
    signingKey: TEST_SIGNING_KEY,
    ...rest,
    tokens: session,
    refresh: { deviceInfo: () => getDeviceInfo(), reload, ...(lock ? { lock } : {}) },
  });
  return { api, session, reload };
}
