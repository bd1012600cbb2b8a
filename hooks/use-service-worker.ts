import { useEffect } from 'react';

/**
 * Registers `/sw.js` once the page is interactive (after `load`, when the browser is idle), so
 * the worker's install (the app shell and locale downloads) never competes with the first load.
 * Not in development, where a cached shell would hide every edit.
 */
export function useServiceWorker(): void {
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    // Safari has no requestIdleCallback: a timer after `load` is the nearest thing.
    const idleApi = typeof window.requestIdleCallback === 'function';
    let idle: number | undefined;
    const register = () => {
      const run = () => {
        // The browser's install offer comes once the worker is in place: keep it from the page
        // of the visit where it arrives, for /add-to-home-screen (loaded here, not in the first load).
        void import('@/services/pwa/install-prompt').then(({ installPrompt }) => installPrompt.capture());
        void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
      };
      idle = idleApi ? window.requestIdleCallback(run, { timeout: 5000 }) : window.setTimeout(run, 0);
    };
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
    return () => {
      window.removeEventListener('load', register);
      if (idle === undefined) return;
      if (idleApi) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);
}
