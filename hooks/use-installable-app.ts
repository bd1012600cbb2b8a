import { useEffect } from 'react';
import { linkManifest } from '@/services/pwa/manifest-link';
import { BACKGROUND_SETTLE_MS, afterInteractive } from '@/services/scheduling/after-interactive';

/**
 * Makes the web app installable, none of it during the page's start-up:
 * - from 1 s after the page settles, keeps the browser's install offer from the page of the
 *   visit where it arrives, for /add-to-home-screen (loaded here, not in the first load);
 * - once the settled page has been left alone for BACKGROUND_SETTLE_MS, links the manifest
 *   (services/pwa/manifest-link.ts says why not earlier) and registers `/sw.js`.
 *
 * The worker's install is a first visit's largest background job: ~60 files (the app shell and
 * its chunks, the manifest and icons, every language's locale files) put in the cache, with
 * Chromium compiling each cached script (its code cache) and the page's renderer handling every
 * cache write's blob: 150-200 short tasks on the page's main thread. It serves the next visit
 * (offline, chunks from the cache), not this one. No worker in development, where a cached
 * shell would hide every edit.
 */
export function useInstallableApp(): void {
  useEffect(() => {
    const worker = process.env.NODE_ENV === 'production' && 'serviceWorker' in navigator;
    const cancelCapture = worker
      ? afterInteractive(() => void import('@/services/pwa/install-prompt').then(({ installPrompt }) => installPrompt.capture()), 5000)
      : () => {};
    const cancelInstall = afterInteractive(
      () => {
        linkManifest();
        if (worker) void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
      },
      5000,
      BACKGROUND_SETTLE_MS,
    );
    return () => {
      cancelCapture();
      cancelInstall();
    };
  }, []);
}
