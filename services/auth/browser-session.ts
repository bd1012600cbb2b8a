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
    followOtherTabs(session);
    browserSession = session;
  }
  return browserSession;
}

/**
 * Another tab signed in, out, switched or refreshed (or cleared the device): `session` re-reads
 * storage so its subscribers see it. Answers a function that stops following.
 */
export function followOtherTabs(session: SessionStore): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === StorageKey.userId || event.key === StorageKey.userLoggedList) session.reload();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
