import { localStore, type KeyValueStore } from '@/services/storage/local-store';
import { track } from './track';
import { captureUtm, hasUtm, storedAttribution } from './utm';

export const AnalyticsEventName = {
  clickedReferralLink: 'clicked_referral_link',
  signedUp: 'signed_up',
} as const;

const PLATFORM = 'web';

/**
 * A page opened with utm parameters: they are remembered, and `clicked_referral_link` is sent
 * with them and their first-touch variants. Without utm parameters nothing is sent (spec §7).
 */
export function trackReferralVisit(search: string, store: KeyValueStore = localStore): void {
  const { current, initial, fromThisVisit } = captureUtm(search, store);
  if (!hasUtm(fromThisVisit)) return;
  track(AnalyticsEventName.clickedReferralLink, { platform: PLATFORM, ...current, ...initial });
}

/**
 * A sign-in that created the account. Sent only for visitors who came through a referral link
 * (a utm parameter is remembered), with the sign-in method that created it.
 */
export function trackSignedUp(signupMethod: string, store: KeyValueStore = localStore): void {
  const { current, initial } = storedAttribution(store);
  if (!hasUtm(current) && !hasUtm(initial)) return;
  track(AnalyticsEventName.signedUp, { platform: PLATFORM, signup_method: signupMethod, ...current, ...initial });
}
