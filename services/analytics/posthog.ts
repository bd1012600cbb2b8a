import type { PostHog, PostHogConfig } from 'posthog-js';
import type { WebConfig } from '@/contracts/remote-config';
import type { IdentityTarget } from '@/services/monitoring/identity';
import { deliverAnalytics } from './track';

export type PosthogOptions = NonNullable<WebConfig['posthog']['config']>;

let client: PostHog | null = null;

/**
 * What PostHog may do here: capture events and identify people. Flags, surveys, recordings and
 * their remote scripts stay off (the no-external build cannot load them, and the CSP would not
 * let them in); the remote document may tune pageviews, autocapture and person profiles.
 */
export function posthogConfiguration(host: string, options: PosthogOptions): Partial<PostHogConfig> {
  return {
    api_host: host,
    persistence: 'localStorage+cookie',
    autocapture: false,
    capture_pageview: true,
    capture_pageleave: false,
    person_profiles: 'identified_only',
    advanced_disable_flags: true,
    disable_session_recording: true,
    disable_surveys: true,
    disable_product_tours: true,
    disable_conversations: true,
    disable_web_experiments: true,
    disable_external_dependency_loading: true,
    capture_exceptions: false,
    ...options,
  };
}

/** Starts PostHog once per page and hands it every event tracked so far and from now on. */
export async function startPosthog(key: string, host: string, options: PosthogOptions): Promise<void> {
  if (client) return;
  const { default: posthog } = await import('posthog-js/no-external');
  posthog.init(key, posthogConfiguration(host, options));
  client = posthog;
  deliverAnalytics((event) => posthog.capture(event.event, event.properties, { timestamp: new Date(event.timestamp) }));
}

export const posthogIdentity: IdentityTarget = {
  identifiedId: () => (client?._isIdentified() ? client.get_distinct_id() : null),
  identify(user) {
    client?.identify(user.id, { name: user.name, ...(user.email && { email: user.email }) });
  },
  reset() {
    client?.reset();
  },
};
