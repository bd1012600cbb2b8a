import type { Stripe } from '@stripe/stripe-js';
import { loadScript } from '@/services/browser/load-script';
import { publicConfig } from '@/services/config/public-config';

const loaded = new Map<string, Promise<Stripe | null>>();

/**
 * Stripe.js for a publishable key, loaded on first use. Offline the sandbox's Stripe.js defines
 * `window.Stripe` first, and `@stripe/stripe-js/pure` then uses it instead of js.stripe.com.
 * A failed load is forgotten so that opening the card step again retries.
 */
export function loadStripeFor(publishableKey: string): Promise<Stripe | null> {
  const known = loaded.get(publishableKey);
  if (known) return known;
  const promise = (async () => {
    if (publicConfig.sandboxOrigin) await loadScript(`${publicConfig.sandboxOrigin}/stripe/v3.js`);
    const { loadStripe } = await import('@stripe/stripe-js/pure');
    return loadStripe(publishableKey);
  })();
  promise.catch(() => loaded.delete(publishableKey));
  loaded.set(publishableKey, promise);
  return promise;
}
