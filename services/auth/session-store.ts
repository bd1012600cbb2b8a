import { z } from 'zod';
import type { CurrentUser, SessionTokens } from '@/contracts/auth';
import { sessionCookies } from '@/services/storage/cookies';
import { localStore, type KeyValueStore } from '@/services/storage/local-store';
import { CookieName, StorageKey } from '@/services/storage/storage-keys';
import { mergeAccount, readAccountList, removeAccount, type AccountList } from './account-list';
import type { AccountKey, SessionSnapshot, StoredTokens, TokenSource } from './session-types';

/** Tokens adopted from an identify record live a day (product spec §4, session restore). */
export const IDENTIFY_EXPIRY_SECONDS = 86_400;

const identifyRecord = z.object({
  access_token: z.string().optional(),
  refresh_token: z.string().optional(),
});

export interface SessionStore extends TokenSource {
  /** Stable between changes, so React can read it with `useSyncExternalStore`. */
  getSnapshot(): SessionSnapshot;
  subscribe(listener: () => void): () => void;
  /** Session restore at start-up; returns the restored snapshot. */
  restore(): SessionSnapshot;
  /** Adopts the tokens of a fresh sign-in; the user follows with `setUser`. */
  signIn(tokens: Pick<SessionTokens, 'access_token' | 'expires_in'> & { refresh_token?: string | null }): void;
  /** Puts back the tokens of this tab's sign-in after another tab's change replaced them. */
  resumeSignIn(tokens: StoredTokens): void;
  setUser(user: CurrentUser): void;
  /** Makes another stored account current; false when its entry lacks tokens. */
  switchAccount(userId: string): boolean;
  accounts(): AccountList;
  /** Clears the current account's session (sign-out, failed refresh), keeping other accounts. */
  clear(): void;
  /** Re-reads storage after another tab changed it. */
  reload(): void;
}

export interface SessionStoreOptions {
  store?: KeyValueStore;
  cookies?: Pick<typeof sessionCookies, 'set' | 'remove'>;
  now?: () => number;
}

const EMPTY: SessionSnapshot = { userId: null, user: null, tokens: null };

function completeTokens(entry: AccountList[string] | undefined): StoredTokens | null {
  if (!entry?.access_token || !entry.refresh_token || entry.expires_at === undefined) return null;
  return { access_token: entry.access_token, refresh_token: entry.refresh_token, expires_at: entry.expires_at };
}

export function createSessionStore(options: SessionStoreOptions = {}): SessionStore {
  const store = options.store ?? localStore;
  const cookies = options.cookies ?? sessionCookies;
  const now = options.now ?? Date.now;
  const listeners = new Set<() => void>();
  let state: SessionSnapshot = EMPTY;

  const publish = (next: SessionSnapshot) => {
    state = next;
    for (const listener of listeners) listener();
  };

  const writeCookies = (userId: AccountKey, tokens: StoredTokens) => {
    if (userId) cookies.set(CookieName.userId, userId);
    else cookies.remove(CookieName.userId);
    cookies.set(CookieName.accessToken, tokens.access_token);
    if (tokens.refresh_token) cookies.set(CookieName.refreshToken, tokens.refresh_token);
    else cookies.remove(CookieName.refreshToken);
    cookies.set(CookieName.expiresAt, tokens.expires_at);
  };

  const adopt = (userId: AccountKey, user: CurrentUser | null, tokens: StoredTokens) => {
    if (userId) {
      store.write(StorageKey.userId, userId);
      mergeAccount(store, userId, { ...(user ? { user } : {}), ...tokens });
    }
    if (user) store.write(StorageKey.userInfo, user);
    writeCookies(userId, tokens);
    publish({ userId, user, tokens });
  };

  const fromStorage = (): SessionSnapshot => {
    const userId = store.read(StorageKey.userId, z.string().min(1));
    const entry = userId ? readAccountList(store)[userId] : undefined;
    const tokens = completeTokens(entry);
    return userId && tokens ? { userId, user: entry?.user ?? null, tokens } : EMPTY;
  };

  const session: SessionStore = {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    currentAccount: () => state.userId,
    tokensFor(account) {
      // Storage is the truth when it works: another tab may have rotated these tokens, or ended
      // the session, since this page last looked. Memory serves only when storage cannot.
      if (account && store.available()) return completeTokens(readAccountList(store)[account]);
      return account === state.userId ? state.tokens : null;
    },
    saveTokens(account, tokens) {
      if (account) mergeAccount(store, account, tokens);
      if (account !== state.userId) return;
      writeCookies(account, tokens);
      publish({ ...state, tokens });
    },
    clearAccount(account) {
      if (account) removeAccount(store, account);
      if (account !== state.userId) return;
      store.remove(StorageKey.userId);
      store.remove(StorageKey.userTokenIdentify);
      store.remove(StorageKey.userInfo);
      for (const name of Object.values(CookieName)) cookies.remove(name);
      publish(EMPTY);
    },
    restore() {
      const identify = store.read(StorageKey.userTokenIdentify, identifyRecord);
      if (identify?.access_token && identify.refresh_token) {
        store.remove(StorageKey.userTokenIdentify);
        const userId = store.read(StorageKey.userId, z.string().min(1));
        const user = userId ? (readAccountList(store)[userId]?.user ?? null) : null;
        adopt(userId, user, {
          access_token: identify.access_token,
          refresh_token: identify.refresh_token,
          expires_at: now() + IDENTIFY_EXPIRY_SECONDS * 1000,
        });
        return state;
      }
      const restored = fromStorage();
      if (restored.tokens) adopt(restored.userId, restored.user, restored.tokens);
      return state;
    },
    signIn(tokens) {
      adopt(null, null, {
        access_token: tokens.access_token,
        refresh_token: tokens.refresh_token ?? null,
        expires_at: now() + tokens.expires_in * 1000,
      });
    },
    resumeSignIn(tokens) {
      adopt(null, null, tokens);
    },
    setUser(user) {
      const tokens = user.id === state.userId || state.userId === null ? state.tokens : null;
      if (!tokens) {
        store.write(StorageKey.userInfo, user);
        publish({ userId: user.id, user, tokens: null });
        return;
      }
      adopt(user.id, user, tokens);
    },
    switchAccount(userId) {
      const entry = readAccountList(store)[userId];
      const tokens = completeTokens(entry);
      if (!tokens) return false;
      adopt(userId, entry?.user ?? null, tokens);
      return true;
    },
    accounts: () => readAccountList(store),
    clear: () => session.clearAccount(state.userId),
    reload() {
      const next = fromStorage();
      if (next.userId !== state.userId || next.tokens?.access_token !== state.tokens?.access_token) publish(next);
    },
  };
  return session;
}
