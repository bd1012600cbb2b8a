import { redirectTarget } from '@/services/auth/redirect-target';
import { createKeyValueStore } from '@/services/storage/local-store';

const KEY = 'get_star_return';
// Per tab: the buyer leaves for Stripe or the gateway and comes back to /get-star without the query.
const store = createKeyValueStore(() => (typeof window === 'undefined' ? undefined : window.sessionStorage));

/** Where /get-star sends the buyer back to: `?return=` (a path of this site), kept for the tab's round trips. */
export function rememberReturn(query: unknown): string | null {
  const fromQuery = redirectTarget(query, '');
  if (fromQuery) {
    store.writeRaw(KEY, fromQuery);
    return fromQuery;
  }
  return redirectTarget(store.readRaw(KEY), '') || null;
}

export const forgetReturn = () => store.remove(KEY);
