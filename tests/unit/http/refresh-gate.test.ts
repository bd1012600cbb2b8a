import { createSessionStore } from '@/services/auth/session-store';
import { HttpErrorCode } from '@/services/http/types';
import { openPage, signIn, whoAmI } from './helpers/fixtures';
import { sleep, startTestApi, type TestApiServer } from './helpers/test-api-server';

const REFRESH = '/core/v1/token/refresh/';
let server: TestApiServer;

afterEach(() => vi.restoreAllMocks());
beforeEach(async () => {
  localStorage.clear();
  server = await startTestApi();
});
afterEach(async () => {
  await server.close();
});

async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !condition(); i += 1) await sleep(5);
  expect(condition()).toBe(true);
}

describe('the 401 gate', () => {
  it('refreshes once for 50 requests in flight that all come back 401, and replays all 50', async () => {
    const page = openPage(server, signIn(server, 'alice'));
    const before = page.session.tokensFor('alice');
    server.expireAccessTokens();

    const results = await Promise.all(Array.from({ length: 50 }, () => page.api.core.get('v1/me/', whoAmI)));

    expect(results.every((result) => result.ok && result.data.data.account === 'alice')).toBe(true);
    expect(server.refreshCalls).toBe(1);
    const me = server.requestsTo('/core/v1/me/');
    expect(me).toHaveLength(100);
    const replays = me.filter((request) => request.status === 200);
    expect(replays).toHaveLength(50);
    const after = page.session.tokensFor('alice');
    expect(replays.every((request) => request.bearer === after?.access_token)).toBe(true);
    expect(after?.access_token).not.toBe(before?.access_token);
    expect(page.reload).not.toHaveBeenCalled();
  });

  it('holds a request started while a refresh runs and sends it once, with the new token', async () => {
    const page = openPage(server, signIn(server, 'alice'));
    server.expireAccessTokens();
    server.refreshDelayMs = 150;

    const first = page.api.core.get('v1/me/', whoAmI);
    await until(() => server.refreshCalls === 1);
    const late = await page.api.payments.get('payment/v3/whoami/', whoAmI);

    expect(late.ok).toBe(true);
    expect((await first).ok).toBe(true);
    const sent = server.requestsTo('/paymee/payment/v3/whoami/');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.bearer).toBe(page.session.tokensFor('alice')?.access_token);
    expect(server.refreshCalls).toBe(1);
  });

  it('replays a 401 for an already replaced token without another refresh', async () => {
    const page = openPage(server, signIn(server, 'alice'));
    server.expireAccessTokens();

    // The slow request's token is checked after the fast one has refreshed the session.
    const slow = page.api.core.get('v1/me/', whoAmI, { params: { delay_ms: 200 } });
    const fast = await page.api.core.get('v1/me/', whoAmI);
    expect(fast.ok).toBe(true);
    expect(server.refreshCalls).toBe(1);

    const result = await slow;
    expect(result.ok).toBe(true);
    expect(server.refreshCalls).toBe(1);
    expect(server.requestsTo('/core/v1/me/').filter((request) => request.query.delay_ms === '200')).toHaveLength(2);
  });

  it('fails a replay that meets 401 again: two sends, no loop, the refresh call itself not intercepted', async () => {
    const page = openPage(server, signIn(server, 'alice'));
    server.expireAccessTokens();
    server.refreshToExpired = true;

    const result = await page.api.core.get('v1/me/', whoAmI);

    expect(result).toEqual({ ok: false, status: 401, code: 'UNAUTHORIZED', message: 'Token expired' });
    expect(server.refreshCalls).toBe(1);
    expect(server.requestsTo('/core/v1/me/').map((request) => request.status)).toEqual([401, 401]);
    const [refresh] = server.requestsTo(REFRESH);
    expect(refresh?.status).toBe(200);
    expect(refresh?.headers.authorization).toBeUndefined();
    expect(page.reload).not.toHaveBeenCalled();
  });

  it('settles every waiter once when the refresh fails, clears the session once and reloads once', async () => {
    const page = openPage(server, signIn(server, 'alice'));
    const changes = vi.fn();
    page.session.subscribe(changes);
    server.expireAccessTokens();
    server.rejectRefresh = true;
    const errors = vi.spyOn(console, 'error');

    const results = await Promise.all(Array.from({ length: 20 }, () => page.api.core.get('v1/me/', whoAmI)));

    expect(results).toHaveLength(20);
    expect(results.every((result) => !result.ok && result.code === HttpErrorCode.SESSION_EXPIRED && result.status === 401)).toBe(true);
    expect(server.refreshCalls).toBe(1);
    expect(page.reload).toHaveBeenCalledTimes(1);
    expect(changes).toHaveBeenCalledTimes(1);
    expect(page.session.getSnapshot()).toEqual({ userId: null, user: null, tokens: null });
    expect(localStorage.getItem('user_id')).toBeNull();
    expect(page.session.accounts()).toEqual({});
    expect(errors).not.toHaveBeenCalled();
    // Later 401s of the same ended session change nothing.
    expect((await page.api.core.get('v1/me/', whoAmI)).ok).toBe(false);
    expect(page.reload).toHaveBeenCalledTimes(1);
    expect(server.refreshCalls).toBe(1);
  });

  it("ends the session with 'No refresh token available' when there is no refresh token", async () => {
    const page = openPage(server, signIn(server, 'alice'));
    // A QR-code sign-in hands out only an access token.
    page.session.signIn({ access_token: server.issueTokens('alice').access_token, expires_in: 900 });
    server.expireAccessTokens();

    const results = await Promise.all([page.api.core.get('v1/me/', whoAmI), page.api.billing.get('v5/billing/balance/', whoAmI)]);

    for (const result of results) {
      expect(result).toEqual({ ok: false, status: 401, code: HttpErrorCode.NO_REFRESH_TOKEN, message: 'No refresh token available' });
    }
    expect(server.refreshCalls).toBe(0);
    expect(page.reload).toHaveBeenCalledTimes(1);
    expect(page.session.getSnapshot().tokens).toBeNull();
  });

  it("replaces the tokens on success and merges them into the user's user_logged_list entry", async () => {
    const page = openPage(server, signIn(server, 'alice'));
    server.expireAccessTokens();

    expect((await page.api.core.get('v1/me/', whoAmI)).ok).toBe(true);

    const entry = page.session.accounts().alice;
    const snapshot = page.session.getSnapshot();
    expect(entry?.user?.display_name).toBe('alice');
    expect(entry?.access_token).toBe(snapshot.tokens?.access_token);
    expect(entry?.refresh_token).toBe(snapshot.tokens?.refresh_token);
    expect(entry?.expires_at).toBeGreaterThan(Date.now() + 800_000);
    const [refresh] = server.requestsTo(REFRESH);
    expect(refresh?.status).toBe(200);
  });

  it('keeps the session when the refresh gets no answer, and returns the network failure', async () => {
    const page = openPage(server, signIn(server, 'alice'), { timeoutMs: 100 });
    server.expireAccessTokens();
    server.refreshDelayMs = 300;

    const result = await page.api.core.get('v1/me/', whoAmI);

    expect(result).toMatchObject({ ok: false, status: 0, code: HttpErrorCode.TIMEOUT });
    expect(page.session.getSnapshot().userId).toBe('alice');
    expect(page.reload).not.toHaveBeenCalled();
  });

  it("returns a guest's 401 as it is, with no refresh and no reload", async () => {
    const page = openPage(server, createSessionStore());
    const result = await page.api.core.get('v1/me/', whoAmI);
    expect(result).toEqual({ ok: false, status: 401, code: 'UNAUTHORIZED', message: 'Token expired' });
    expect(server.refreshCalls).toBe(0);
    expect(page.reload).not.toHaveBeenCalled();
  });
});
