import type { RumInitConfiguration } from '@datadog/browser-rum';
import type { WebConfig } from '@/contracts/remote-config';
import { publicConfig } from '@/services/config/public-config';
import { monitoringConfig } from '@/services/config/monitoring-config';
import type { IdentityTarget, MonitoringUser } from './identity';
import type { SampleRates } from './sampling';

type Rum = (typeof import('@datadog/browser-rum'))['datadogRum'];

let rum: Rum | null = null;
let rumUserId: string | null = null;

/** Traced: the product's two API hosts, and nothing else (spec §9). */
export function tracedOrigins(): string[] {
  return [...new Set([publicConfig.apiHost, publicConfig.billingHost])].map((host) => `${new URL(host).origin}/`);
}

/** The RUM settings of spec §4 and §9, from the build's settings, remote overrides and the rates. */
export function rumConfiguration(options: WebConfig['data_dog']['rum_options'], rates: SampleRates): RumInitConfiguration {
  const settings = monitoringConfig.datadog;
  return {
    applicationId: options.application_id ?? settings.applicationId,
    clientToken: options.client_token ?? settings.clientToken,
    site: options.site ?? settings.site,
    service: options.service ?? settings.service,
    env: settings.env,
    version: settings.version,
    sessionSampleRate: rates.session,
    traceSampleRate: rates.trace,
    sessionReplaySampleRate: 0,
    defaultPrivacyLevel: 'mask-user-input',
    trackResources: true,
    trackLongTasks: true,
    trackUserInteractions: true,
    allowedTracingUrls: tracedOrigins(),
    // The trace context is enough; baggage would hand the API the session and user ids again.
    propagateTraceBaggage: false,
    ...(settings.proxy && { proxy: settings.proxy }),
  };
}

/** The RUM session's user: set on sign-in, removed on sign-out and before an account switch. */
export const datadogIdentity: IdentityTarget = {
  identifiedId: () => rumUserId,
  identify(user) {
    if (!rum) return;
    rum.setUser({ id: user.id, name: user.name, ...(user.email && { email: user.email }) });
    rumUserId = user.id;
  },
  reset() {
    rum?.clearUser();
    rumUserId = null;
  },
};

/**
 * Starts RUM once per page, from a chunk of its own, as the user signed in at start-up: the user
 * is set before `init`, so what RUM records from its start carries them. A failure is logged and
 * the page goes on: monitoring must never take the product down with it.
 */
export async function startDatadog(configuration: RumInitConfiguration, user: MonitoringUser | null = null): Promise<boolean> {
  if (rum) return true;
  try {
    if (!configuration.applicationId || !configuration.clientToken)
      throw new Error('No Datadog application id or client token is configured.');
    const { datadogRum } = await import('@datadog/browser-rum');
    rum = datadogRum;
    if (user) datadogIdentity.identify(user);
    datadogRum.init(configuration);
    return true;
  } catch (error) {
    rum = null;
    rumUserId = null;
    console.error('Error initializing Datadog', error);
    return false;
  }
}
