import type { ThirdPartyConfig, WebConfig } from '@/contracts/remote-config';
import { dropAnalytics } from '@/services/analytics/track';
import { getDeviceId } from '@/services/auth/device-info';
import { monitoringConfig } from '@/services/config/monitoring-config';
import { detectCountry } from '@/services/payments/geo-lookup';
import { syncIdentity, type MonitoringUser } from './identity';
import { computeSampleRates } from './sampling';

export type { MonitoringUser } from './identity';

// What started on this page: only those are told who the user is, and only their code loads.
const running = { rum: false, productAnalytics: false };

export interface MonitoringInputs {
  webConfig: WebConfig;
  thirdPartyConfig: ThirdPartyConfig;
  /** The signed-in user when start-up sign-in finished, for the sampling rules. */
  user: MonitoringUser | null;
}

async function startRum({ webConfig, thirdPartyConfig, user }: MonitoringInputs): Promise<void> {
  const { data_dog: dataDog } = webConfig;
  if (!dataDog.enabled) return;
  const rates = computeSampleRates(thirdPartyConfig.data_dog, dataDog.default, {
    userId: user?.id ?? null,
    deviceId: getDeviceId(),
    country: await detectCountry(),
  });
  try {
    const { startDatadog, rumConfiguration } = await import('./datadog');
    running.rum = await startDatadog(rumConfiguration(dataDog.rum_options, rates), user);
  } catch (error) {
    // The chunk itself failed to arrive; startDatadog logs its own failures the same way.
    console.error('Error initializing Datadog', error);
  }
}

async function startProductAnalytics({ webConfig }: MonitoringInputs): Promise<void> {
  const { is_enabled: enabled, config } = webConfig.posthog;
  const { key, host } = monitoringConfig.posthog;
  if (!enabled || !config || !key) {
    dropAnalytics();
    return;
  }
  try {
    await (await import('@/services/analytics/posthog')).startPosthog(key, host, config);
    running.productAnalytics = true;
  } catch (error) {
    // Like RUM: analytics failing to start is logged, and the page goes on without it.
    console.error('Error initializing PostHog', error);
  }
}

/**
 * Starts what the remote config switches on (spec §4): Datadog RUM with the session's sample
 * rates, PostHog with the events queued so far. Each SDK loads only when it is switched on.
 */
export async function startMonitoring(inputs: MonitoringInputs): Promise<void> {
  await Promise.all([startRum(inputs), startProductAnalytics(inputs)]);
}

/** Attaches the signed-in user to whichever services run, or forgets them (spec §4). */
export async function syncMonitoringUser(user: MonitoringUser | null): Promise<void> {
  if (running.rum) syncIdentity((await import('./datadog')).datadogIdentity, user);
  if (running.productAnalytics) syncIdentity((await import('@/services/analytics/posthog')).posthogIdentity, user);
}
