import type { SessionTokens } from '@/contracts/auth';
import type { AccountKey, TokenSource } from '@/services/auth/session-types';
import { failure } from './result';
import type { LockRunner } from './refresh-lock';
import { HttpErrorCode, type HttpFailure, type HttpResult } from './types';

export type RefreshOutcome = { ok: true; accessToken: string } | { ok: false; error: HttpFailure };

export interface RefreshGateOptions {
  tokens: TokenSource;
  /** Calls the refresh endpoint through a client without a session, which the interceptors never hold or replay. */
  refresh(refreshToken: string): Promise<HttpResult<SessionTokens>>;
  lock: LockRunner;
  reload: () => void;
  now?: () => number;
}

export interface RefreshGate {
  /** The refresh running for this account, which a new request waits for before it is sent. */
  pending(account: AccountKey): Promise<RefreshOutcome> | undefined;
  /** After a 401 for a request sent with `sentToken`: the token to replay with, or the failure. */
  recover(account: AccountKey, sentToken: string): Promise<RefreshOutcome>;
}

const LOCK_PREFIX = 'starlit-token-refresh:';

/**
 * One shared refresh per account (the axios-auth-refresh model), but every 401 that arrives
 * during or after it is replayed, and tokens are compared so that a request sent with an
 * already replaced token is replayed without another refresh.
 */
export function createRefreshGate(options: RefreshGateOptions): RefreshGate {
  const { tokens, refresh, lock, reload } = options;
  const now = options.now ?? Date.now;
  const running = new Map<string, Promise<RefreshOutcome>>();
  // How each account's session ended, so 401s arriving afterwards get the same result.
  const endings = new Map<string, { token: string; outcome: RefreshOutcome }>();
  let reloaded = false;

  const keyOf = (account: AccountKey) => account ?? '';

  const expired = (message = 'Your session has ended'): RefreshOutcome => ({
    ok: false,
    error: failure(401, HttpErrorCode.SESSION_EXPIRED, message),
  });

  const afterEnd = (account: AccountKey, sentToken: string): RefreshOutcome => {
    const ending = endings.get(keyOf(account));
    return ending?.token === sentToken ? ending.outcome : expired();
  };

  /** Ends the session once and reloads once; no message is shown (product spec §4). */
  const endSession = (account: AccountKey, sentToken: string, outcome: RefreshOutcome): RefreshOutcome => {
    endings.set(keyOf(account), { token: sentToken, outcome });
    const wasCurrent = tokens.currentAccount() === account;
    tokens.clearAccount(account);
    // An account switched away from mid-refresh only loses its stored entry; the page now shows
    // another account, which a reload would not help.
    if (wasCurrent && !reloaded) {
      reloaded = true;
      reload();
    }
    return outcome;
  };

  const refreshUnderLock = async (account: AccountKey, sentToken: string): Promise<RefreshOutcome> => {
    // Read again under the lock: another tab may have refreshed or ended this session meanwhile.
    const stored = tokens.tokensFor(account);
    if (!stored) return afterEnd(account, sentToken);
    if (stored.access_token !== sentToken) return { ok: true, accessToken: stored.access_token };
    if (!stored.refresh_token) {
      return endSession(account, sentToken, {
        ok: false,
        error: failure(401, HttpErrorCode.NO_REFRESH_TOKEN, 'No refresh token available'),
      });
    }
    const answer = await refresh(stored.refresh_token);
    if (answer.ok) {
      const next = {
        access_token: answer.data.access_token,
        refresh_token: answer.data.refresh_token,
        expires_at: now() + answer.data.expires_in * 1000,
      };
      tokens.saveTokens(account, next);
      return { ok: true, accessToken: next.access_token };
    }
    // No answer (offline, timeout) or a rejected signature says nothing about the refresh token:
    // keep the session so the user is not signed out by a network blip or a skewed clock.
    if (answer.status === 0 || answer.code === 'SIGNATURE_INVALID') return { ok: false, error: answer };
    return endSession(account, sentToken, expired(answer.message));
  };

  return {
    pending: (account) => running.get(keyOf(account)),
    recover(account, sentToken) {
      const key = keyOf(account);
      const inFlight = running.get(key);
      if (inFlight) return inFlight;
      const stored = tokens.tokensFor(account);
      if (!stored) return Promise.resolve(afterEnd(account, sentToken));
      if (stored.access_token !== sentToken) return Promise.resolve({ ok: true, accessToken: stored.access_token });
      // A lock that fails (even synchronously) still settles every waiter with a result.
      const run: Promise<RefreshOutcome> = Promise.resolve()
        .then(() => lock(`${LOCK_PREFIX}${key}`, () => refreshUnderLock(account, sentToken)))
        .catch(() => ({ ok: false, error: failure(0, HttpErrorCode.NETWORK_ERROR, 'The session could not be refreshed') }));
      running.set(key, run);
      void run.then(() => {
        if (running.get(key) === run) running.delete(key);
      });
      return run;
    },
  };
}
