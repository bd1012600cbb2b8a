import type { CurrentUser } from '@/contracts/auth';
import { createSessionStore, type SessionStore } from '@/services/auth/session-store';
import { userNamed } from '../../support/render-app';
import type { FakeCoreApi } from './fake-core-api';

/**
 * Signs `user` in with tokens `api` issued, through `session` (by default a store of its own, as
 * another tab or an earlier visit would): the browser's storage then holds that account.
 */
export function storeSignedIn(api: FakeCoreApi, user: CurrentUser, session: SessionStore = createSessionStore()): SessionStore {
  const tokens = api.tokensFor(user).body as { data: { access_token: string; refresh_token: string; expires_in: number } };
  session.signIn(tokens.data);
  session.setUser(user);
  return session;
}

/** Holds back every answer of `api` whose request path passes `which` until `release()`; `done()` stops holding. */
export function holdAnswers(api: FakeCoreApi, which: (path: string) => boolean = () => true) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const held = vi.spyOn(api, 'hold').mockImplementation(() => (which(api.received.at(-1)?.path ?? '') ? gate : Promise.resolve()));
  return { release: () => release(), done: () => held.mockRestore() };
}

/**
 * A session stored on this browser for `name`, whose restore at start-up the test holds: every
 * answer of `api` (the user's `/me` first) waits until `release()`. `done()` stops holding.
 */
export function storeSessionWithHeldRestore(api: FakeCoreApi, name: string) {
  storeSignedIn(api, userNamed(name));
  api.script('/core/v1/me/', { status: 200, body: { data: userNamed(name) } });
  return holdAnswers(api);
}
