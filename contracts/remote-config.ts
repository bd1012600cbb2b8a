// zod's small functional build: these schemas load on every page once it is idle, and the
// classic build costs a guest's page more to load and set up than everything else it runs then.
import { z } from 'zod/mini';

/**
 * The two remote-config documents (spec §3): the web config switches monitoring and product
 * analytics on and off; the third-party config holds the monitoring sampling rules. Both arrive as
 * JSON strings (Firebase Remote Config parameters, or the sandbox's stand-in for them).
 */
export const REMOTE_CONFIG_KEYS = ['WEB_CONFIG', 'THIRD_PARTY_CONFIG'] as const;
export type RemoteConfigKey = (typeof REMOTE_CONFIG_KEYS)[number];

/** Percentages of sessions (rum) and of traced API requests (trace) kept, 0 to 100. */
const rate = z.number().check(z.minimum(0), z.maximum(100));
export const samplingRates = z.object({ rum: rate, trace: rate });
export type SamplingRates = z.infer<typeof samplingRates>;

/** One level of the sampling priority: its rates count only while its flags are on. */
export const samplingRule = z.object({
  features: z.object({ rum_enabled: z.boolean(), traces_enabled: z.boolean() }),
  sampling_rates: samplingRates,
});
export type SamplingRule = z.infer<typeof samplingRule>;

const nonEmpty = z.string().check(z.minLength(1));
const ids = z.array(z.string().check(z.minLength(1), z.maxLength(200))).check(z.maxLength(10_000));

export const webConfig = z.object({
  data_dog: z.object({
    enabled: z.boolean(),
    /** The last level of the priority, for everyone no other level matched. */
    default: samplingRates,
    /** Overrides of the build's Datadog settings (DESIGN.md §5), e.g. another application. */
    rum_options: z.partial(
      z.object({
        application_id: nonEmpty,
        client_token: nonEmpty,
        site: nonEmpty,
        service: nonEmpty,
      }),
    ),
  }),
  posthog: z.object({
    is_enabled: z.boolean(),
    /** PostHog's capture options; no config, no analytics. Key and host come from the build. */
    config: z.nullable(
      z.partial(
        z.object({
          autocapture: z.boolean(),
          capture_pageview: z.boolean(),
          capture_pageleave: z.boolean(),
          person_profiles: z.enum(['identified_only', 'always']),
          /** PostHog drops events of browsers that look automated; true keeps them (end-to-end tests). */
          opt_out_useragent_filter: z.boolean(),
        }),
      ),
    ),
  }),
});
export type WebConfig = z.infer<typeof webConfig>;

export const thirdPartyConfig = z.object({
  data_dog: z.object({
    whitelist_users: z.extend(samplingRule, { user_ids: ids }),
    whitelist_devices: z.extend(samplingRule, { device_ids: ids }),
    paid_users: z.extend(samplingRule, { user_ids: ids }),
    /** Keyed by upper-case ISO 3166-1 alpha-2 code. */
    countries: z.record(z.string().check(z.regex(/^[A-Z]{2}$/)), samplingRule),
  }),
});
export type ThirdPartyConfig = z.infer<typeof thirdPartyConfig>;

export const remoteConfigSchemas = { WEB_CONFIG: webConfig, THIRD_PARTY_CONFIG: thirdPartyConfig } as const;

/** The sandbox's answer to a fetch, shaped like Firebase's: every value is a JSON string. */
export const remoteConfigFetchResponse = z.object({
  entries: z.record(z.string(), z.string()),
});
