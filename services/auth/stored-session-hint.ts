import { localStore } from '@/services/storage/local-store';
import { CookieName, StorageKey } from '@/services/storage/storage-keys';

/**
 * Whether this browser may hold a session to restore or clear (spec §4 start-up): an identify
 * record, a current account id, or a session cookie. Read without the session store, so a guest's
 * page decides without loading it; the store itself still validates whatever is there.
 */
export function mayHaveStoredSession(): boolean {
  if (localStore.readRaw(StorageKey.userTokenIdentify) !== null || localStore.readRaw(StorageKey.userId) !== null) return true;
  if (typeof document === 'undefined') return false;
  const names = new Set(document.cookie.split(';').map((pair) => pair.split('=')[0]?.trim()));
  return Object.values(CookieName).some((name) => names.has(name));
}
