import { publicConfig } from './public-config';

/**
 * Monitoring, product analytics and tag manager settings (DESIGN.md §5). Whether Datadog and
 * PostHog run is decided by remote config; these say where they send. With the stand-ins on,
 * unset values point both at the API's sandbox, so nothing leaves the machine.
 */
function pick(value: string | undefined, fallback: string): string {
  return value && value.trim() !== '' ? value.trim().replace(/\/+$/, '') : fallback;
}

const sandbox = publicConfig.sandboxOrigin;

export const monitoringConfig = {
  datadog: {
    applicationId: pick(process.env.NEXT_PUBLIC_DATADOG_APPLICATION_ID, sandbox ? 'sandbox-application' : ''),
    clientToken: pick(process.env.NEXT_PUBLIC_DATADOG_CLIENT_TOKEN, sandbox ? 'pubsandbox' : ''),
    site: pick(process.env.NEXT_PUBLIC_DATADOG_SITE, 'datadoghq.com'),
    service: pick(process.env.NEXT_PUBLIC_DATADOG_SERVICE, 'starlit-web'),
    env: pick(process.env.NEXT_PUBLIC_DATADOG_ENV, 'prod'),
    version: pick(process.env.NEXT_PUBLIC_APP_VERSION, 'v1.0.6'),
    /** Empty: straight to Datadog's intake for the site. */
    proxy: pick(process.env.NEXT_PUBLIC_DATADOG_PROXY, sandbox ? `${sandbox}/datadog/intake` : ''),
  },
  posthog: {
    key: pick(process.env.NEXT_PUBLIC_POSTHOG_KEY, sandbox ? 'phc_sandbox' : ''),
    host: pick(process.env.NEXT_PUBLIC_POSTHOG_HOST, sandbox ? `${sandbox}/posthog` : 'https://us.i.posthog.com'),
  },
  /** Google Tag Manager container id (GTM-XXXX); empty: no tag manager at all. */
  gtmId: pick(process.env.NEXT_PUBLIC_GTM_ID, ''),
} as const;

export type MonitoringConfig = typeof monitoringConfig;
