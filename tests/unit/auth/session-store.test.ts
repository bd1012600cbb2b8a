import { createSessionStore, IDENTIFY_EXPIRY_SECONDS } from '@/services/auth/session-store';
import { userFor } from '../http/helpers/fixtures';

const NOW = 1_700_000_000_000;

function fakeCookies() {
  const jar = new Map<string, unknown>();
  return {
    jar,
    set: (name: string, value: unknown) => void jar.set(name, value),
    remove: (name: string) => void jar.delete(name),
  };
}

function entry(account: string, expiresAt = NOW + 900_000) {
  return { user: userFor(account), access_token: `at-${account}`, refresh_token: `rt-${account}`, expires_at: expiresAt };
}

function storeList(list: Record<string, unknown>, userId?: string) {
  localStorage.setItem('user_logged_list', JSON.stringify({ value: list, expiresAt: null }));
  if (userId) localStorage.setItem('user_id', JSON.stringify({ value: userId, expiresAt: null }));
}

afterEach(() => vi.restoreAllMocks());
beforeEach(() => localStorage.clear());

describe('session restore', () => {
  it('adopts an identify record with both tokens for 86400 s and deletes it', () => {
    storeList({ alice: entry('alice') }, 'alice');
    localStorage.setItem(
      'user_token_identify',
      JSON.stringify({ value: { access_token: 'at-new', refresh_token: 'rt-new' }, expiresAt: null }),
    );
    const cookies = fakeCookies();
    const session = createSessionStore({ cookies, now: () => NOW });

    const restored = session.restore();

    expect(restored.tokens).toEqual({ access_token: 'at-new', refresh_token: 'rt-new', expires_at: NOW + IDENTIFY_EXPIRY_SECONDS * 1000 });
    expect(restored.userId).toBe('alice');
    expect(localStorage.getItem('user_token_identify')).toBeNull();
    expect(session.accounts().alice?.access_token).toBe('at-new');
    expect(cookies.jar.get('t_uat')).toBe('at-new');
    expect(cookies.jar.get('t_urt')).toBe('rt-new');
  });

  it("ignores an identify record without both tokens and falls back to the current user's entry", () => {
    storeList({ alice: entry('alice') }, 'alice');
    localStorage.setItem('user_token_identify', JSON.stringify({ value: { access_token: 'only-access' }, expiresAt: null }));
    const session = createSessionStore({ cookies: fakeCookies(), now: () => NOW });

    expect(session.restore()).toEqual({
      userId: 'alice',
      user: userFor('alice'),
      tokens: { access_token: 'at-alice', refresh_token: 'rt-alice', expires_at: NOW + 900_000 },
    });
  });

  it('restores nothing from an entry that lacks a token or the expiry', () => {
    storeList({ alice: { ...entry('alice'), refresh_token: undefined } }, 'alice');
    expect(createSessionStore({ cookies: fakeCookies() }).restore().tokens).toBeNull();
    storeList({ alice: { ...entry('alice'), expires_at: undefined } }, 'alice');
    expect(createSessionStore({ cookies: fakeCookies() }).restore().tokens).toBeNull();
  });
});

describe('session changes', () => {
  it('notifies subscribers and keeps the snapshot stable between changes', () => {
    const session = createSessionStore({ cookies: fakeCookies(), now: () => NOW });
    const listener = vi.fn();
    const unsubscribe = session.subscribe(listener);
    const before = session.getSnapshot();
    expect(session.getSnapshot()).toBe(before);

    session.signIn({ access_token: 'at-alice', refresh_token: 'rt-alice', expires_in: 900 });
    session.setUser(userFor('alice'));

    expect(listener).toHaveBeenCalledTimes(2);
    expect(session.getSnapshot()).toEqual({
      userId: 'alice',
      user: userFor('alice'),
      tokens: { access_token: 'at-alice', refresh_token: 'rt-alice', expires_at: NOW + 900_000 },
    });
    expect(session.accounts().alice).toEqual(entry('alice'));
    unsubscribe();
    session.clear();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('clears one account without a message and keeps the others', () => {
    const cookies = fakeCookies();
    const session = createSessionStore({ cookies, now: () => NOW });
    storeList({ alice: entry('alice'), bob: entry('bob') }, 'alice');
    localStorage.setItem('user_token_identify', JSON.stringify({ value: {}, expiresAt: null }));
    session.restore();
    localStorage.setItem('user_info', JSON.stringify({ value: userFor('alice'), expiresAt: null }));
    expect([...cookies.jar.keys()].sort()).toEqual(['t_uat', 't_uei', 't_uid', 't_urt']);
    const errors = vi.spyOn(console, 'error');

    session.clear();

    expect(session.getSnapshot()).toEqual({ userId: null, user: null, tokens: null });
    for (const key of ['user_id', 'user_token_identify', 'user_info']) expect(localStorage.getItem(key)).toBeNull();
    expect(Object.keys(session.accounts())).toEqual(['bob']);
    expect(cookies.jar.size).toBe(0);
    expect(errors).not.toHaveBeenCalled();
    expect(session.switchAccount('bob')).toBe(true);
    expect(session.getSnapshot().tokens?.access_token).toBe('at-bob');
  });

  it('refuses to switch to an account without tokens', () => {
    storeList({ carol: { user: userFor('carol') } });
    expect(createSessionStore({ cookies: fakeCookies() }).switchAccount('carol')).toBe(false);
  });

  it('keeps the session in memory when storage refuses every write', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const session = createSessionStore({ cookies: fakeCookies(), now: () => NOW });
    session.signIn({ access_token: 'at-alice', refresh_token: 'rt-alice', expires_in: 900 });
    session.setUser(userFor('alice'));
    expect(session.tokensFor('alice')?.access_token).toBe('at-alice');
  });

  it('re-reads storage when another tab changed it', () => {
    const session = createSessionStore({ cookies: fakeCookies() });
    const listener = vi.fn();
    session.subscribe(listener);
    storeList({ bob: entry('bob') }, 'bob');
    session.reload();
    expect(session.getSnapshot().userId).toBe('bob');
    session.reload();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
