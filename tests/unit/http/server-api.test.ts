// @vitest-environment node
// SSR runs in Node with axios's http adapter and no window: this file exercises exactly that path.
import { browserApi } from '@/services/http/browser-api';
import { accessTokenFromCookies, createServerApi } from '@/services/http/server-api';
import { getSession } from '@/services/auth/browser-session';
import { whoAmI } from './helpers/fixtures';
import { startTestApi, TEST_SIGNING_KEY, type TestApiServer } from './helpers/test-api-server';

let server: TestApiServer;
beforeEach(async () => {
  server = await startTestApi();
});
afterEach(async () => {
  await server.close();
});

describe('server-side rendering', () => {
  it("acts as the request's user through a request-scoped client, signed", async () => {
    const tokens = server.issueTokens('alice');
    const api = createServerApi({
      accessToken: tokens.access_token,
      apiHost: server.origin,
      billingHost: server.origin,
      signingKey: TEST_SIGNING_KEY,
    });
    const result = await api.core.get('v1/me/', whoAmI);
    expect(result).toEqual({ ok: true, status: 200, data: { data: { account: 'alice' } } });
    expect(server.requests[0]?.query.verify).toMatch(/^\d+\./);
  });

  it('returns a 401 as a result and never refreshes on the server', async () => {
    const tokens = server.issueTokens('alice');
    server.expireAccessTokens();
    const api = createServerApi({ accessToken: tokens.access_token, apiHost: server.origin, signingKey: TEST_SIGNING_KEY });
    expect(await api.core.get('v1/me/', whoAmI)).toMatchObject({ ok: false, status: 401, code: 'UNAUTHORIZED' });
    expect(server.refreshCalls).toBe(0);
    expect(server.requests).toHaveLength(1);
  });

  it('reads the access token from the JSON-encoded t_uat cookie', () => {
    expect(accessTokenFromCookies({ t_uat: '"abc.def"' })).toBe('abc.def');
    expect(accessTokenFromCookies({ t_uat: 'not json' })).toBeNull();
    expect(accessTokenFromCookies({})).toBeNull();
  });

  it('never keeps a session or shared clients in module state on the server', () => {
    const session = getSession();
    session.signIn({ access_token: 'leak', refresh_token: 'leak', expires_in: 900 });
    expect(getSession()).not.toBe(session);
    expect(getSession().getSnapshot().tokens).toBeNull();
    expect(browserApi()).not.toBe(browserApi());
  });
});
