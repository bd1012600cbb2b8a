export { track, drainAnalyticsQueue, onAnalyticsEvent, type AnalyticsEvent, type AnalyticsProperties } from './track';
export { trackReferralVisit, trackSignedUp, AnalyticsEventName } from './events';
export { UTM_PARAMETERS, captureUtm, storedAttribution, utmFromSearch, type Attribution, type UtmParameter } from './utm';
