import { createSessionStore } from '@/services/auth/session-store';
import { createInPageLock, createLockRunner, type LockManagerLike } from '@/services/http/refresh-lock';
import { openPage, signIn, whoAmI } from './helpers/fixtures';
import { startTestApi, type TestApiServer } from './helpers/test-api-server';

let server: TestApiServer;

beforeEach(async () => {
  localStorage.clear();
  server = await startTestApi();
});
afterEach(async () => {
  await server.close();
});

/** A Web Locks stand-in shared by two "tabs" (jsdom has no navigator.locks). */
/** Holds every refresh at the API until the returned function is called. */
function holdRefreshes(api: TestApiServer): () => void {
  let release: () => void = () => undefined;
  api.refreshHeldUntil = new Promise<void>((resolve) => {
    release = resolve;
  });
  return release;
}

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
    const release = holdRefreshes(server);

    const aliceRequest = page.api.core.get('v1/me/', whoAmI);
    // Alice's refresh has reached the API and is held there: now the account switches.
    await expect.poll(() => server.refreshCalls, { interval: 5 }).toBe(1);
    expect(session.switchAccount('bob')).toBe(true);
    release();
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
    server.rejectRefresh = true;
    const release = holdRefreshes(server);

    const aliceRequest = page.api.core.get('v1/me/', whoAmI);
    await expect.poll(() => server.refreshCalls, { interval: 5 }).toBe(1);
    session.switchAccount('bob');
    release();

    expect((await aliceRequest).ok).toBe(false);
    expect(Object.keys(session.accounts())).toEqual(['bob']);
    expect(session.getSnapshot().userId).toBe('bob');
    expect(page.reload).not.toHaveBeenCalled();
  });
});

describe('several tabs of one account', () => {
  it("never spend the same refresh token twice: the second tab adopts the first tab's refresh", async () => {
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
    // One account-wide lock, asked for at most once per tab (a slow machine may let the second tab
    // read the first tab's new tokens from storage before any of its requests is refused).
    expect(locks.requests.length).toBeGreaterThanOrEqual(1);
    expect(locks.requests.length).toBeLessThanOrEqual(2);
    expect(new Set(locks.requests)).toEqual(new Set(['starlit-token-refresh:alice']));
    expect(first.reload).not.toHaveBeenCalled();
    expect(second.reload).not.toHaveBeenCalled();
  });

  it("do not spend the refresh token again after the first tab's refresh failed", async () => {
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
    let finishA: () => void = () => undefined;
    const aRuns = new Promise<void>((resolve) => {
      finishA = resolve;
    });
    const task = (name: string, work: Promise<void>) => async () => {
      order.push(`start ${name}`);
      await work;
      order.push(`end ${name}`);
      return name;
    };
    const both = Promise.all([lock('x', task('a', aRuns)), lock('x', task('b', Promise.resolve()))]);
    await expect.poll(() => order).toEqual(['start a']);
    finishA();
    await expect(both).resolves.toEqual(['a', 'b']);
    expect(order).toEqual(['start a', 'end a', 'start b', 'end b']);
  });
});
