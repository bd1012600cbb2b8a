import { useEffect } from 'react';
import { BACKGROUND_SETTLE_MS, afterInteractive } from '@/services/scheduling/after-interactive';

/**
 * Registers `/sw.js` once the page has loaded, been idle and then left alone for
 * BACKGROUND_SETTLE_MS (services/scheduling/after-interactive.ts), so the worker's install
 * never competes with the first load or with what the visitor does right after it. The install
 * is a first visit's largest background job: ~60 files (the app shell and its chunks, the
 * manifest and icons, every language's locale files) put in the cache, with Chromium compiling
 * each cached script (its code cache) and the page's renderer handling every cache write's blob:
 * 150-200 short tasks on the page's main thread. It serves the next visit (offline, chunks from
 * the cache), not this one. Not in development, where a cached shell would hide every edit.
 */
export function useServiceWorker(): void {
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    // The browser's install offer may come before the worker is in place: keep it from the page
    // of the visit where it arrives, for /add-to-home-screen (loaded here, not in the first load).
    const cancelCapture = afterInteractive(
      () => void import('@/services/pwa/install-prompt').then(({ installPrompt }) => installPrompt.capture()),
      5000,
    );
    const cancelRegister = afterInteractive(
      () => void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined),
      5000,
      BACKGROUND_SETTLE_MS,
    );
    return () => {
      cancelCapture();
      cancelRegister();
    };
  }, []);
}
