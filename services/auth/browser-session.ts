import { StorageKey } from '@/services/storage/storage-keys';
import { createSessionStore, type SessionStore } from './session-store';

let browserSession: SessionStore | undefined;

/**
 * The page's session. On the server every call gets a fresh, empty store, so no user's token
 * can outlive the request that rendered it.
 */
export function getSession(): SessionStore {
  if (typeof window === 'undefined') return createSessionStore();
  if (!browserSession) {
    const session = createSessionStore();
    // Another tab signed in, out, switched or refreshed: re-read so subscribers see it.
    window.addEventListener('storage', (event) => {
      if (event.key === null || event.key === StorageKey.userId || event.key === StorageKey.userLoggedList) session.reload();
    });
    browserSession = session;
  }
  return browserSession;
}
