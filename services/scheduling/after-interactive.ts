/** How long after the first idle moment the page is left to itself before background work starts. */
export const SETTLE_MS = 1000;

/**
 * How long the settled page is left alone before the background work the visitor never sees
 * starts: remote configuration (and the monitoring it switches on), the web app manifest's link
 * (services/pwa/manifest-link.ts) and the service worker's install. None of them changes what the
 * page shows. Remote config started at SETTLE_MS fell inside Lighthouse's trace: its chunks,
 * worker and fetch, the re-render and the chunk that then starts or drops monitoring, and the
 * garbage collection after them were 27-242 ms of main-thread work at 4x after the load of
 * `/login`, `/get-star` and `/about-us` (6 traces), against ~20 ms for the MUI anchor; started at
 * this delay, 20-40 ms. The worker's install was 140-270 ms.
 */
export const BACKGROUND_SETTLE_MS = 5000;

/**
 * Runs `task` once the page has loaded and settled (`settleMs`: how long it is left alone first), so
 * remote configuration, monitoring, tags and the service worker never compete with the first render
 * or hydration. Returns a cancel function.
 *
 * `load` alone does not say it: the page's scripts start after the first paint
 * (components/document/page-script-loader.tsx), usually after `load`, and the first idle moment
 * comes while hydration waits for a lazy part's code. So: after `load`, an idle moment, `settleMs`
 * more, and another idle moment (each waits `idleTimeoutMs` at most). The length of an idle
 * period cannot tell a settled page either: Lighthouse scales it down to emulate a slow CPU.
 */
export function afterInteractive(task: () => void, idleTimeoutMs = 3000, settleMs = SETTLE_MS): () => void {
  let cancelled = false;
  let cancelStep = () => {};
  const whenIdle = (then: () => void) => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => !cancelled && then(), { timeout: idleTimeoutMs });
      cancelStep = () => window.cancelIdleCallback(handle);
    } else {
      // Safari: a timer is the nearest thing.
      const handle = window.setTimeout(() => !cancelled && then(), 1);
      cancelStep = () => window.clearTimeout(handle);
    }
  };
  const schedule = () =>
    whenIdle(() => {
      const handle = window.setTimeout(() => !cancelled && whenIdle(task), settleMs);
      cancelStep = () => window.clearTimeout(handle);
    });
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    cancelStep();
  };
}
