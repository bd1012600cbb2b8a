import { DEFAULT_THIRD_PARTY_CONFIG, DEFAULT_WEB_CONFIG } from '@/contracts/remote-config-defaults';
import type { ThirdPartyConfig, WebConfig } from '@/contracts/remote-config';

/** The two browser SDKs, the edge of the system. */
const rum = vi.hoisted(() => ({ init: vi.fn(), setUser: vi.fn(), clearUser: vi.fn() }));
const posthog = vi.hoisted(() => ({
  init: vi.fn(),
  capture: vi.fn(),
  identify: vi.fn(),
  reset: vi.fn(),
  get_distinct_id: () => 'anon',
  _isIdentified: () => false,
}));
vi.mock('@datadog/browser-rum', () => ({ datadogRum: rum }));
vi.mock('posthog-js/no-external', () => ({ default: posthog }));

const ana = { id: 'u-ana', email: 'ana@example.com', name: 'Ana' };
const on = (rule: { rum: number; trace: number }) => ({ features: { rum_enabled: true, traces_enabled: true }, sampling_rates: rule });
const table: ThirdPartyConfig = {
  data_dog: {
    ...DEFAULT_THIRD_PARTY_CONFIG.data_dog,
    paid_users: { user_ids: ['u-ana'], ...on({ rum: 60, trace: 30 }) },
    countries: { ID: on({ rum: 40, trace: 20 }) },
  },
};
const enabled: WebConfig = {
  data_dog: { enabled: true, default: { rum: 5, trace: 1 }, rum_options: {} },
  posthog: { is_enabled: true, config: {} },
};

async function freshPage() {
  vi.resetModules();
  return { ...(await import('@/services/monitoring/start')), ...(await import('@/services/analytics/track')) };
}

beforeEach(() => {
  vi.clearAllMocks();
  vi.unstubAllEnvs();
  vi.stubEnv('NEXT_PUBLIC_SANDBOX_ORIGIN', 'http://localhost:4000/sandbox');
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ country: 'ID' })),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('starting monitoring and analytics from remote config', () => {
  it('starts RUM with the rates of the first level that applies, and PostHog with the queued events', async () => {
    const page = await freshPage();
    page.track('clicked_referral_link', { platform: 'web' });
    await page.startMonitoring({ webConfig: enabled, thirdPartyConfig: table, user: ana });

    expect(rum.init).toHaveBeenCalledWith(expect.objectContaining({ sessionSampleRate: 60, traceSampleRate: 30 }));
    expect(posthog.init).toHaveBeenCalledWith(
      'phc_sandbox',
      expect.objectContaining({ api_host: 'http://localhost:4000/sandbox/posthog' }),
    );
    expect(posthog.capture).toHaveBeenCalledWith('clicked_referral_link', { platform: 'web' }, expect.anything());
  });

  it('uses the visitor’s country for someone signed out', async () => {
    const page = await freshPage();
    await page.startMonitoring({ webConfig: enabled, thirdPartyConfig: table, user: null });
    expect(rum.init).toHaveBeenCalledWith(expect.objectContaining({ sessionSampleRate: 40, traceSampleRate: 20 }));
  });

  it('loads neither SDK with both switched off, and drops the queued events', async () => {
    const page = await freshPage();
    page.track('clicked_referral_link', { platform: 'web' });
    await page.startMonitoring({ webConfig: DEFAULT_WEB_CONFIG, thirdPartyConfig: table, user: ana });
    page.track('signed_up', { platform: 'web' });

    expect(rum.init).not.toHaveBeenCalled();
    expect(posthog.init).not.toHaveBeenCalled();
    expect(page.drainAnalyticsQueue()).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('keeps PostHog off when enabled without a config', async () => {
    const page = await freshPage();
    await page.startMonitoring({
      webConfig: { ...DEFAULT_WEB_CONFIG, posthog: { is_enabled: true, config: null } },
      thirdPartyConfig: table,
      user: null,
    });
    expect(posthog.init).not.toHaveBeenCalled();
  });

  it('logs "Error initializing PostHog" when it cannot start, and starts RUM all the same', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    posthog.init.mockImplementationOnce(() => {
      throw new Error('blocked');
    });
    const page = await freshPage();
    await expect(page.startMonitoring({ webConfig: enabled, thirdPartyConfig: table, user: ana })).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledWith('Error initializing PostHog', expect.any(Error));
    expect(rum.init).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });

  it('tells the services that started who signed in, and loads nothing for those that did not', async () => {
    const page = await freshPage();
    await page.startMonitoring({
      webConfig: { ...enabled, data_dog: { ...enabled.data_dog, enabled: false } },
      thirdPartyConfig: table,
      user: null,
    });
    await page.syncMonitoringUser(ana);
    expect(posthog.identify).toHaveBeenCalledWith('u-ana', { name: 'Ana', email: 'ana@example.com' });
    expect(rum.setUser).not.toHaveBeenCalled();
  });
});
