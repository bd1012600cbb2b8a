import { BACKGROUND_SETTLE_MS, afterInteractive } from '@/services/scheduling/after-interactive';
import type { RemoteConfigDocuments } from './parse';

/**
 * Fetches once the page has loaded and been left alone for BACKGROUND_SETTLE_MS, never competing
 * with the first render or what the visitor does right after it: this small module arrives with
 * hydration, the adapters, schemas and Firebase only then. Only monitoring and analytics read
 * the documents, and RUM still records the first view when it starts (it reads the browser's
 * buffered timings). Hands the documents over unless cancelled first; returns the cancel function.
 */
export function loadRemoteConfigWhenIdle(done: (documents: RemoteConfigDocuments) => void): () => void {
  let cancelled = false;
  const cancelSchedule = afterInteractive(
    () => {
      void loadOncePerPage().then((documents) => {
        if (!cancelled) done(documents);
      });
    },
    5000,
    BACKGROUND_SETTLE_MS,
  );
  return () => {
    cancelled = true;
    cancelSchedule();
  };
}

let pageLoad: Promise<RemoteConfigDocuments> | undefined;

/**
 * One fetch per page load, however often the tree that asks for it mounts again (an account
 * switch, a sign-out): the documents do not change within a page's life.
 */
function loadOncePerPage(): Promise<RemoteConfigDocuments> {
  pageLoad ??= import('./load').then(({ loadRemoteConfig }) => loadRemoteConfig({ platform: 'web', language: navigator.language || null }));
  return pageLoad;
}
