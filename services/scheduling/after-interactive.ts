/**
 * An idle period this long means the browser had nothing else to do: it grants at most 50 ms, and
 * less when a frame, a timer or a task is due.
 */
export const QUIET_IDLE_MS = 40;
/** Quiet idle periods in a row that mean the page has settled. */
export const QUIET_PERIODS = 2;

/**
 * Runs `task` once the page has loaded and its main thread has settled, so remote configuration,
 * monitoring, tags and the service worker never compete with the first render or hydration.
 * Returns a cancel function.
 *
 * `load` alone does not say it: the page's scripts start after the first paint
 * (components/document/page-script-loader.tsx), usually after `load`, and the first idle moment
 * comes between hydration's tasks. Settled is QUIET_PERIODS idle periods in a row that each had
 * QUIET_IDLE_MS or more to spare (about 100 ms with no task, frame or timer due); at the latest
 * `timeoutMs` after load (a page that animates never has a long idle period).
 */
export function afterInteractive(task: () => void, timeoutMs = 3000): () => void {
  let cancelled = false;
  let cancelIdle = () => {};
  const schedule = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback !== 'function') {
      // Safari: a timer after `load` is the nearest thing.
      const handle = window.setTimeout(() => !cancelled && task(), 1);
      cancelIdle = () => window.clearTimeout(handle);
      return;
    }
    const latest = performance.now() + timeoutMs;
    let quiet = 0;
    const check = (deadline: IdleDeadline) => {
      if (cancelled) return;
      quiet = deadline.timeRemaining() >= QUIET_IDLE_MS ? quiet + 1 : 0;
      if (quiet >= QUIET_PERIODS || deadline.didTimeout) {
        task();
        return;
      }
      const handle = window.requestIdleCallback(check, { timeout: Math.max(1, Math.round(latest - performance.now())) });
      cancelIdle = () => window.cancelIdleCallback(handle);
    };
    const handle = window.requestIdleCallback(check, { timeout: timeoutMs });
    cancelIdle = () => window.cancelIdleCallback(handle);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    cancelIdle();
  };
}
