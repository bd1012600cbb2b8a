import { useEffect } from 'react';

// Once per landing, however often the app mounts (Strict Mode mounts it twice).
let trackedReferral: string | null = null;

/** A referral visit is counted once, on the page it landed on; analytics code loads only then. */
export function useReferralTracking(): void {
  useEffect(() => {
    if (!window.location.search.includes('utm_') || trackedReferral === window.location.href) return;
    trackedReferral = window.location.href;
    void import('@/services/analytics/events').then(({ trackReferralVisit }) => trackReferralVisit(window.location.search));
  }, []);
}
