import type { Page } from '@playwright/test';

/**
 * The monitoring stand-ins of the API's sandbox, driven from the test process: the remote-config
 * documents the app fetches, and what the Datadog intake and PostHog capture endpoint received.
 */

const SANDBOX = 'http://127.0.0.1:4000/sandbox';

export interface RumEvent {
  type: string;
  usr?: { id?: string; email?: string; name?: string };
  resource?: { url: string };
  _dd?: { configuration?: { session_sample_rate?: number }; trace_id?: string; rule_psr?: number };
}
export interface CapturedEvent {
  event: string;
  properties: Record<string, unknown> & { distinct_id?: string; $anon_distinct_id?: string };
  /** Person properties sent with `$identify`. */
  $set?: Record<string, unknown>;
}

async function call(method: string, path: string, body?: unknown): Promise<unknown> {
  const answer = await fetch(`${SANDBOX}${path}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${await answer.text()}`);
  return answer.status === 204 ? null : answer.json();
}

export const setRemoteConfig = (key: 'WEB_CONFIG' | 'THIRD_PARTY_CONFIG', document: unknown) =>
  call('PUT', `/remote-config/${key}`, document);

/** Back to the checked-in documents (RUM and PostHog off) and empty receivers, for the next test. */
export async function resetMonitoringSandbox(): Promise<void> {
  await call('DELETE', '/remote-config');
  await call('DELETE', '/datadog/intake');
  await call('DELETE', '/posthog/captured');
}

export const clearRumIntake = () => call('DELETE', '/datadog/intake');

export async function rumEvents(): Promise<RumEvent[]> {
  const { data } = (await call('GET', '/datadog/intake')) as { data: Array<{ track: string; event: RumEvent }> };
  return data.filter((entry) => entry.track === '/api/v2/rum').map((entry) => entry.event);
}

export async function capturedEvents(): Promise<CapturedEvent[]> {
  const { data } = (await call('GET', '/posthog/captured')) as { data: Array<{ event: CapturedEvent }> };
  return data.map((entry) => entry.event);
}

/**
 * The page goes to the background, as when its tab is switched: RUM sends what it holds. Each
 * call shows the page first, so calling it again sends what RUM collected since (a request's
 * resource event is ready only some time after the response arrives).
 */
export async function hidePage(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const state of ['visible', 'hidden']) {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
      document.dispatchEvent(new Event('visibilitychange'));
    }
  });
}

/** What the intake holds once the page has gone to the background again. */
export async function rumEventsAfterHiding(page: Page): Promise<RumEvent[]> {
  await hidePage(page);
  return rumEvents();
}

/** The configuration RUM was started with on this page, or null when it never started. */
export function startedRum(page: Page) {
  return page.evaluate(() => {
    const rum = (window as unknown as { DD_RUM?: { getInitConfiguration(): Record<string, unknown> | undefined } }).DD_RUM;
    return rum?.getInitConfiguration() ?? null;
  });
}

const rule = (rum: number, trace: number, rumEnabled: boolean, tracesEnabled: boolean) => ({
  features: { rum_enabled: rumEnabled, traces_enabled: tracesEnabled },
  sampling_rates: { rum, trace },
});

/**
 * Monitoring and/or analytics switched on; RUM's default level records nobody. PostHog is told to
 * keep events of automated browsers, as its own documentation advises for end-to-end tests.
 */
export function webConfig({ rum = false, posthog = false } = {}) {
  return {
    data_dog: { enabled: rum, default: { rum: 0, trace: 0 }, rum_options: {} },
    posthog: { is_enabled: posthog, config: { capture_pageview: false, opt_out_useragent_filter: true } },
  };
}

/** Whitelisted users sampled fully with traces; everyone in the US recorded, but never traced. */
export function samplingTable(whitelistedUserIds: string[]) {
  return {
    data_dog: {
      whitelist_users: { user_ids: whitelistedUserIds, ...rule(100, 100, true, true) },
      whitelist_devices: { device_ids: [], ...rule(100, 100, true, true) },
      paid_users: { user_ids: [], ...rule(100, 100, true, true) },
      countries: { US: rule(100, 100, true, false) },
    },
  };
}
