export {
  track,
  drainAnalyticsQueue,
  deliverAnalytics,
  dropAnalytics,
  onAnalyticsEvent,
  type AnalyticsEvent,
  type AnalyticsProperties,
} from './track';
export {
  trackReferralVisit,
  trackSignedUp,
  trackCheckoutStarted,
  trackCheckoutCompleted,
  trackCheckoutRefused,
  AnalyticsEventName,
  type CheckoutDetails,
} from './events';
export { UTM_PARAMETERS, captureUtm, storedAttribution, utmFromSearch, type Attribution, type UtmParameter } from './utm';
