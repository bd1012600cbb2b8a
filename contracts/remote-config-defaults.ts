import type { SamplingRule, ThirdPartyConfig, WebConfig } from './remote-config';

/**
 * What stands when no document was fetched or one did not parse: nothing is sent anywhere.
 * Apart from the schemas (no zod), so the page's first render can hold them.
 */
export const DEFAULT_WEB_CONFIG: WebConfig = {
  data_dog: { enabled: false, default: { rum: 0, trace: 0 }, rum_options: {} },
  posthog: { is_enabled: false, config: null },
};

const off: SamplingRule = { features: { rum_enabled: false, traces_enabled: false }, sampling_rates: { rum: 0, trace: 0 } };

export const DEFAULT_THIRD_PARTY_CONFIG: ThirdPartyConfig = {
  data_dog: {
    whitelist_users: { ...off, user_ids: [] },
    whitelist_devices: { ...off, device_ids: [] },
    paid_users: { ...off, user_ids: [] },
    countries: {},
  },
};
