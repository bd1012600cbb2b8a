import { localStore, type KeyValueStore } from '@/services/storage/local-store';
import { track, type AnalyticsProperties } from './track';
import { captureUtm, hasUtm, storedAttribution } from './utm';

export const AnalyticsEventName = {
  clickedReferralLink: 'clicked_referral_link',
  signedUp: 'signed_up',
  checkoutStarted: 'checkout_started',
  checkoutCompleted: 'checkout_completed',
  checkoutRefused: 'checkout_refused',
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

/**
 * One checkout, as the wallet reports it: the amount in the currency's minor unit. A checkout the
 * API refused before it made an order reports only what the buyer chose.
 */
export interface CheckoutDetails {
  /** The star package or product bought. */
  item: string;
  amount?: number;
  currency?: string;
  /** `card`, `gateway`, or the saved method's kind. */
  paymentMethod: string;
}

function checkoutProperties(details: CheckoutDetails): AnalyticsProperties {
  return {
    platform: PLATFORM,
    item: details.item,
    ...(details.amount !== undefined && { amount: String(details.amount) }),
    ...(details.currency !== undefined && { currency: details.currency }),
    payment_method: details.paymentMethod,
  };
}

/** The buyer confirmed a checkout and it was sent to the payment provider. */
export function trackCheckoutStarted(details: CheckoutDetails): void {
  track(AnalyticsEventName.checkoutStarted, checkoutProperties(details));
}

/** The payment succeeded and the balance was credited. */
export function trackCheckoutCompleted(details: CheckoutDetails): void {
  track(AnalyticsEventName.checkoutCompleted, checkoutProperties(details));
}

/** The payment was declined or failed; `reason` is the provider's or the API's error code. */
export function trackCheckoutRefused(details: CheckoutDetails, reason: string): void {
  track(AnalyticsEventName.checkoutRefused, { ...checkoutProperties(details), reason });
}
