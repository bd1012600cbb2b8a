import { z } from 'zod';

/**
 * The two remote-config documents (spec §3): the web config switches monitoring and product
 * analytics on and off; the third-party config holds the monitoring sampling rules. Both arrive as
 * JSON strings (Firebase Remote Config parameters, or the sandbox's stand-in for them).
 */
export const REMOTE_CONFIG_KEYS = ['WEB_CONFIG', 'THIRD_PARTY_CONFIG'] as const;
export type RemoteConfigKey = (typeof REMOTE_CONFIG_KEYS)[number];

/** Percentages of sessions (rum) and of traced API requests (trace) kept, 0 to 100. */
const rate = z.number().min(0).max(100);
export const samplingRates = z.object({ rum: rate, trace: rate });
export type SamplingRates = z.infer<typeof samplingRates>;

/** One level of the sampling priority: its rates count only while its flags are on. */
export const samplingRule = z.object({
  features: z.object({ rum_enabled: z.boolean(), traces_enabled: z.boolean() }),
  sampling_rates: samplingRates,
});
export type SamplingRule = z.infer<typeof samplingRule>;

const ids = z.array(z.string().min(1).max(200)).max(10_000);

export const webConfig = z.object({
  data_dog: z.object({
    enabled: z.boolean(),
    /** The last level of the priority, for everyone no other level matched. */
    default: samplingRates,
    /** Overrides of the build's Datadog settings (DESIGN.md §5), e.g. another application. */
    rum_options: z
      .object({
        application_id: z.string().min(1),
        client_token: z.string().min(1),
        site: z.string().min(1),
        service: z.string().min(1),
      })
      .partial(),
  }),
  posthog: z.object({
    is_enabled: z.boolean(),
    /** PostHog's capture options; no config, no analytics. Key and host come from the build. */
    config: z
      .object({
        autocapture: z.boolean(),
        capture_pageview: z.boolean(),
        capture_pageleave: z.boolean(),
        person_profiles: z.enum(['identified_only', 'always']),
        /** PostHog drops events of browsers that look automated; true keeps them (end-to-end tests). */
        opt_out_useragent_filter: z.boolean(),
      })
      .partial()
      .nullable(),
  }),
});
export type WebConfig = z.infer<typeof webConfig>;

export const thirdPartyConfig = z.object({
  data_dog: z.object({
    whitelist_users: samplingRule.extend({ user_ids: ids }),
    whitelist_devices: samplingRule.extend({ device_ids: ids }),
    paid_users: samplingRule.extend({ user_ids: ids }),
    /** Keyed by upper-case ISO 3166-1 alpha-2 code. */
    countries: z.record(z.string().regex(/^[A-Z]{2}$/), samplingRule),
  }),
});
export type ThirdPartyConfig = z.infer<typeof thirdPartyConfig>;

export const remoteConfigSchemas = { WEB_CONFIG: webConfig, THIRD_PARTY_CONFIG: thirdPartyConfig } as const;

/** The sandbox's answer to a fetch, shaped like Firebase's: every value is a JSON string. */
export const remoteConfigFetchResponse = z.object({
  entries: z.record(z.string(), z.string()),
});
