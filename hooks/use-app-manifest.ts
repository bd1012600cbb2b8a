import { useEffect } from 'react';
import { linkManifest } from '@/services/pwa/manifest-link';
import { BACKGROUND_SETTLE_MS, afterInteractive } from '@/services/scheduling/after-interactive';

/** Links the web app manifest once the page has settled and been left alone (services/pwa/manifest-link.ts says why). */
export function useAppManifest(): void {
  useEffect(() => afterInteractive(() => linkManifest(), 5000, BACKGROUND_SETTLE_MS), []);
}
