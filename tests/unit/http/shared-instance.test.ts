import axios, { type AxiosInstance } from 'axios';
import { z } from 'zod';
import { createSessionStore } from '@/services/auth/session-store';
import { signIn, whoAmI } from './helpers/fixtures';
import { startTestApi, type TestApiServer } from './helpers/test-api-server';

let server: TestApiServer;
beforeEach(async () => {
  localStorage.clear();
  server = await startTestApi();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await server.close();
});

describe('one shared axios instance', () => {
  it('sends every base of every page through one instance, whose two interceptors sign, authorise and refresh', async () => {
    vi.resetModules();
    const created: AxiosInstance[] = [];
    const create = axios.create.bind(axios);
    vi.spyOn(axios, 'create').mockImplementation((config) => {
      const instance = create(config);
      created.push(instance);
      return instance;
    });
    const { openPage: openFreshPage } = await import('./helpers/fixtures');

    const alice = openFreshPage(server, signIn(server, 'alice'));
    const guest = openFreshPage(server, createSessionStore());
    server.expireAccessTokens();
    const [me, whoami, balance, echo] = await Promise.all([
      alice.api.core.get('v1/me/', whoAmI),
      alice.api.payments.get('payment/v3/whoami/', whoAmI),
      alice.api.billing.get('v5/billing/balance/', whoAmI),
      guest.api.core.get('v1/echo/', z.unknown()),
    ]);

    expect(created).toHaveLength(1);
    expect(echo.ok).toBe(true);
    expect([me, whoami, balance].map((answer) => answer.ok && answer.data.data.account)).toEqual(['alice', 'alice', 'alice']);
    expect(server.refreshCalls).toBe(1);
    // Signed by the request interceptor, replayed by the response interceptor.
    expect(server.requestsTo('/core/v1/me/').map((request) => [request.status, Boolean(request.query.verify)])).toEqual([
      [401, true],
      [200, true],
    ]);
  });
});
