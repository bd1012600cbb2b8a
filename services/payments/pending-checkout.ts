import { z } from 'zod';
import { ORDER_TTL_MINUTES } from '@/contracts/checkout';
import { redirectCallbackRequest } from '@/contracts/payments';
import { createKeyValueStore } from '@/services/storage/local-store';
import type { CheckoutReturn } from './checkout-result';

const KEY = 'starlit_pending_checkout';

const pendingReturn = z.object({
  userId: z.string(),
  value: z.union([
    z.object({ kind: z.literal('stripe'), clientSecret: z.string() }),
    z.object({ kind: z.literal('gateway'), body: redirectCallbackRequest }),
  ]),
});

// This tab only, and only as long as the order stays payable: the query is cleaned at once, so a
// reload while the payment is processing resumes from here instead.
const store = createKeyValueStore(() => (typeof window === 'undefined' ? undefined : window.sessionStorage));

export const pendingCheckout = {
  save(userId: string, value: CheckoutReturn) {
    store.write(KEY, { userId, value }, { ttlSeconds: ORDER_TTL_MINUTES * 60 });
  },
  /** The return still being settled for this user, if any. */
  read(userId: string): CheckoutReturn | null {
    const pending = store.read(KEY, pendingReturn);
    return pending && pending.userId === userId ? pending.value : null;
  },
  clear() {
    store.remove(KEY);
  },
};
