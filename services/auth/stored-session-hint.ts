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

/**
 * Set on <html> before the first paint while a stored session may be restoring, removed once
 * start-up has decided (AuthProvider). The header hides its "Sign in" meanwhile: the server drew
 * the page for a guest, and a returning user (back from a card's 3-D Secure page, say) should not
 * see a "Sign in" flash before their account appears.
 */
export const SESSION_RESTORING_ATTRIBUTE = 'data-session-restoring';
