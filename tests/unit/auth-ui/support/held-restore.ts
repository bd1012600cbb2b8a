import { createSessionStore } from '@/services/auth/session-store';
import { userNamed } from '../../support/render-app';
import type { FakeCoreApi } from './fake-core-api';

/**
 * A session stored on this browser for `name`, whose restore at start-up the test holds: every
 * answer of `api` (the user's `/me` first) waits until `release()`. `done()` stops holding.
 */
export function storeSessionWithHeldRestore(api: FakeCoreApi, name: string) {
  const stored = createSessionStore();
  const tokens = api.tokensFor(userNamed(name)).body as { data: { access_token: string; refresh_token: string; expires_in: number } };
  stored.signIn(tokens.data);
  stored.setUser(userNamed(name));
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  api.script('/core/v1/me/', { status: 200, body: { data: userNamed(name) } });
  const held = vi.spyOn(api, 'hold').mockImplementation(() => gate);
  return { release: () => release(), done: () => held.mockRestore() };
}
