import { createSessionStore } from '@/services/auth/session-store';
import { createInPageLock, createLockRunner, type LockManagerLike } from '@/services/http/refresh-lock';
import { openPage, signIn, whoAmI } from './helpers/fixtures';
import { sleep, startTestApi, type TestApiServer } from './helpers/test-api-server';

let server: TestApiServer;

beforeEach(async () => {
  localStorage.clear();
  server = await startTestApi();
});
afterEach(async () => {
  await server.close();
});

/** A Web Locks stand-in shared by two "tabs" (jsdom has no navigator.locks). */
function sharedLocks(): LockManagerLike & { requests: string[] } {
  const inner = createInPageLock();
  const requests: string[] = [];
  return {
    requests,
    request(name, callback) {
      requests.push(name);
      return inner(name, callback);
    },
  };
}

describe('several accounts', () => {
  it("never sends account A's request with account B's token when the account switches mid-refresh", async () => {
    const session = signIn(server, 'alice');
    signIn(server, 'bob', session);
    expect(session.switchAccount('alice')).toBe(true);
    const page = openPage(server, session);
    server.expireAccessTokens();
    server.refreshDelayMs = 100;

    const aliceRequest = page.api.core.get('v1/me/', whoAmI);
    await sleep(30);
    expect(session.switchAccount('bob')).toBe(true);
    // Bob's own tokens expired too: his request refreshes his account, not Alice's.
    const bobRequest = page.api.payments.get('payment/v3/whoami/', whoAmI);

    const [alice, bob] = await Promise.all([aliceRequest, bobRequest]);
    expect(alice.ok && alice.data.data.account).toBe('alice');
    expect(bob.ok && bob.data.data.account).toBe('bob');
    const aliceSends = server.requestsTo('/core/v1/me/');
    const bobSends = server.requestsTo('/paymee/payment/v3/whoami/');
    expect(aliceSends.map((request) => request.bearer?.slice(0, 8))).toEqual(['at-alice', 'at-alice']);
    expect(bobSends.map((request) => request.bearer?.slice(0, 6))).toEqual(['at-bob', 'at-bob']);
    expect(aliceSends[1]?.bearer).toBe(session.accounts().alice?.access_token);
    const bobTokens = session.accounts().bob;
    expect(server.refreshCalls).toBe(2);
    expect(session.getSnapshot().userId).toBe('bob');
    // Alice's rotated tokens went to her entry only; the cookies and snapshot stay Bob's.
    expect(session.getSnapshot().tokens?.access_token).toBe(bobTokens?.access_token);
  });

  it('keeps the current account when the refresh of an account switched away from fails', async () => {
    const session = signIn(server, 'alice');
    signIn(server, 'bob', session);
    session.switchAccount('alice');
    const page = openPage(server, session);
    server.expireAccessTokens();
    server.refreshDelayMs = 60;
    server.rejectRefresh = true;

    const aliceRequest = page.api.core.get('v1/me/', whoAmI);
    await sleep(20);
    session.switchAccount('bob');

    expect((await aliceRequest).ok).toBe(false);
    expect(Object.keys(session.accounts())).toEqual(['bob']);
    expect(session.getSnapshot().userId).toBe('bob');
    expect(page.reload).not.toHaveBeenCalled();
  });
});

describe('several tabs of one account', () => {
  it('never spend the same refresh token twice: the second tab adopts the first tab\'s refresh', async () => {
    const locks = sharedLocks();
    const lock = createLockRunner(locks);
    const first = openPage(server, signIn(server, 'alice'), { lock });
    const second = openPage(server, createSessionStore(), { lock });
    second.session.restore();
    expect(second.session.getSnapshot().userId).toBe('alice');
    server.expireAccessTokens();
    server.refreshDelayMs = 50;

    const results = await Promise.all([
      ...Array.from({ length: 10 }, () => first.api.core.get('v1/me/', whoAmI)),
      ...Array.from({ length: 10 }, () => second.api.core.get('v1/me/', whoAmI)),
    ]);

    expect(results.every((result) => result.ok)).toBe(true);
    expect(server.refreshCalls).toBe(1);
    expect(server.refreshReuses).toBe(0);
    expect(locks.requests).toEqual(['starlit-token-refresh:alice', 'starlit-token-refresh:alice']);
    expect(first.reload).not.toHaveBeenCalled();
    expect(second.reload).not.toHaveBeenCalled();
  });

  it('do not spend the refresh token again after the first tab\'s refresh failed', async () => {
    const lock = createLockRunner(sharedLocks());
    const first = openPage(server, signIn(server, 'alice'), { lock });
    const second = openPage(server, createSessionStore(), { lock });
    second.session.restore();
    server.expireAccessTokens();
    server.refreshDelayMs = 50;
    server.rejectRefresh = true;

    const results = await Promise.all([first.api.core.get('v1/me/', whoAmI), second.api.core.get('v1/me/', whoAmI)]);

    expect(results.map((result) => result.ok)).toEqual([false, false]);
    expect(server.refreshCalls).toBe(1);
    expect(server.refreshReuses).toBe(0);
    // The tab that refreshed reloads; the other learns of the ended session from storage events.
    expect(first.reload.mock.calls.length + second.reload.mock.calls.length).toBe(1);
    expect(localStorage.getItem('user_id')).toBeNull();
  });

  it('uses navigator.locks when the browser has it', async () => {
    const locks = sharedLocks();
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
    try {
      const page = openPage(server, signIn(server, 'alice'));
      server.expireAccessTokens();
      expect((await page.api.core.get('v1/me/', whoAmI)).ok).toBe(true);
      expect(locks.requests).toEqual(['starlit-token-refresh:alice']);
    } finally {
      Reflect.deleteProperty(navigator, 'locks');
    }
  });

  it('serialises refreshes within the page when Web Locks are absent', async () => {
    expect('locks' in navigator).toBe(false);
    const lock = createLockRunner();
    const order: string[] = [];
    const task = (name: string, ms: number) => async () => {
      order.push(`start ${name}`);
      await sleep(ms);
      order.push(`end ${name}`);
      return name;
    };
    await expect(Promise.all([lock('x', task('a', 30)), lock('x', task('b', 1))])).resolves.toEqual(['a', 'b']);
    expect(order).toEqual(['start a', 'end a', 'start b', 'end b']);
  });
});
