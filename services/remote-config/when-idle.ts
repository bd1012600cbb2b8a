import { afterInteractive } from '@/services/scheduling/after-interactive';
import type { RemoteConfigDocuments } from './parse';

/**
 * Fetches once the page has loaded and is idle, never competing with the first render: this
 * small module arrives with hydration, the adapters, schemas and Firebase only then. Hands the
 * documents over unless cancelled first; returns the cancel function.
 */
export function loadRemoteConfigWhenIdle(done: (documents: RemoteConfigDocuments) => void): () => void {
  let cancelled = false;
  const cancelSchedule = afterInteractive(() => {
    void import('./load')
      .then(({ loadRemoteConfig }) => loadRemoteConfig({ platform: 'web', language: navigator.language || null }))
      .then((documents) => {
        if (!cancelled) done(documents);
      });
  });
  return () => {
    cancelled = true;
    cancelSchedule();
  };
}
