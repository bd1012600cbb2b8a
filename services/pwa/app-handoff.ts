import { sameOriginPath } from '@/services/browser/same-origin-path';

/**
 * The `path` an /open-app link carries, when it is a path of this site
 * (services/browser/same-origin-path.ts) written as it resolves, with no empty segment (`//`)
 * an app router could misread.
 */
export function safeAppPath(value: unknown): string | undefined {
  const raw = Array.isArray(value) ? value[0] : value;
  const path = sameOriginPath(raw);
  return path !== undefined && path === raw && !path.includes('//') ? path : undefined;
}

/** The app's address for a path of the site: `starlit://open/@alice`, or `starlit://open`. */
export function appLink(scheme: string, path: string | undefined): string {
  return `${scheme.replace(/:\/*$/, '')}://open${path ?? ''}`;
}

/** How long the app has to take over before the page gives up on it. */
export const HANDOFF_TIMEOUT_MS = 1500;

interface HandoffOptions {
  url: string;
  /** Goes to the app's address (the browser's location in the page, a spy in tests). */
  navigate: (url: string) => void;
  /** Called when the page is still in front after the timeout: the app did not open. */
  onMissing: () => void;
  /** Called at the timeout when the app took over (the page was hidden or left meanwhile). */
  onTookOver?: () => void;
  timeoutMs?: number;
}

/**
 * Tries the app, and calls `onMissing` if this page is still visible after the timeout. A browser
 * that hands the address to an installed app hides the page (`visibilitychange`) or leaves it
 * (`pagehide`); one without a handler for the scheme does nothing, and the page stays in front.
 * Returns a cancel function (the page unmounts, or the visitor retries).
 */
export function handOffToApp({ url, navigate, onMissing, onTookOver, timeoutMs = HANDOFF_TIMEOUT_MS }: HandoffOptions): () => void {
  let tookOver = false;
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') tookOver = true;
  };
  const onPageHide = () => {
    tookOver = true;
  };
  const stop = () => {
    window.clearTimeout(timer);
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pagehide', onPageHide);
  };
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', onPageHide);
  const timer = window.setTimeout(() => {
    stop();
    if (!tookOver && document.visibilityState === 'visible') onMissing();
    else onTookOver?.();
  }, timeoutMs);
  navigate(url);
  return stop;
}
