import { useEffect } from 'react';
import { afterInteractive } from '@/services/scheduling/after-interactive';

/**
 * How long the settled page is left alone before the worker registers (the other background work
 * waits SETTLE_MS). Its install is a first visit's largest background job: ~60 files (the app
 * shell and its chunks, the manifest and icons, every language's locale files) put in the cache,
 * with Chromium compiling each cached script (its code cache) and the page's renderer handling
 * every cache write's blob: 150-200 short tasks on the page's main thread. Lighthouse traces of
 * `/` (4x slowdown) whose window the install fell in counted 140-270 ms of main-thread work after
 * the page had settled; a build without the worker, 25-110 ms (remote configuration, monitoring).
 * The install serves the next visit (offline, chunks from the cache), not this one: it waits
 * until the visitor has had the page to themselves for a while.
 */
export const SERVICE_WORKER_SETTLE_MS = 5000;

/**
 * Registers `/sw.js` once the page has loaded, been idle and then left alone for
 * SERVICE_WORKER_SETTLE_MS (services/scheduling/after-interactive.ts), so the worker's install
 * never competes with the first load or with what the visitor does right after it.
 * Not in development, where a cached shell would hide every edit.
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
      SERVICE_WORKER_SETTLE_MS,
    );
    return () => {
      cancelCapture();
      cancelRegister();
    };
  }, []);
}
