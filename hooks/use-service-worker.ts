import { useEffect } from 'react';
import { afterInteractive } from '@/services/scheduling/after-interactive';

/**
 * Registers `/sw.js` once the page has settled (services/scheduling/after-interactive.ts), so the
 * worker's install never competes with the first load: it downloads the app shell and the locale
 * files, and Chromium compiles every script it puts in the cache (its code cache) on the page's
 * renderer, ~60 ms of CPU that fell on hydration when the worker registered at the first idle moment.
 * Not in development, where a cached shell would hide every edit.
 */
export function useServiceWorker(): void {
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    return afterInteractive(() => {
      // The browser's install offer comes once the worker is in place: keep it from the page
      // of the visit where it arrives, for /add-to-home-screen (loaded here, not in the first load).
      void import('@/services/pwa/install-prompt').then(({ installPrompt }) => installPrompt.capture());
      void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
    }, 5000);
  }, []);
}
