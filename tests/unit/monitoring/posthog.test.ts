import type { MonitoringUser } from '@/services/monitoring/identity';

/** The PostHog browser SDK, the edge of the system: it records what the app asks of it. */
const sdk = vi.hoisted(() => {
  let distinctId = 'anon-1';
  let identified = false;
  const fake = {
    init: vi.fn(),
    capture: vi.fn(),
    identify: vi.fn((id: string) => {
      distinctId = id;
      identified = true;
    }),
    reset: vi.fn(() => {
      distinctId = 'anon-2';
      identified = false;
    }),
    get_distinct_id: () => distinctId,
    _isIdentified: () => identified,
  };
  return fake;
});
vi.mock('posthog-js/no-external', () => ({ default: sdk }));

const ana: MonitoringUser = { id: 'u-ana', email: 'ana@example.com', name: 'Ana' };
const ben: MonitoringUser = { id: 'u-ben', email: null, name: 'Ben' };

// Each test gets a fresh page: the queue, the delivery mode and the started client are per page.
async function freshPage() {
  vi.resetModules();
  const track = await import('@/services/analytics/track');
  const events = await import('@/services/analytics/events');
  const posthog = await import('@/services/analytics/posthog');
  const identity = await import('@/services/monitoring/identity');
  return { ...track, ...events, ...posthog, ...identity };
}

beforeEach(() => {
  vi.clearAllMocks();
  sdk.reset();
  sdk.reset.mockClear();
});

describe('PostHog product analytics', () => {
  it('starts with the key and host from configuration and capture-only options', async () => {
    const page = await freshPage();
    await page.startPosthog('phc_key', 'https://eu.i.posthog.com', { capture_pageview: false });
    expect(sdk.init).toHaveBeenCalledWith(
      'phc_key',
      expect.objectContaining({
        api_host: 'https://eu.i.posthog.com',
        capture_pageview: false,
        advanced_disable_flags: true,
        disable_session_recording: true,
        disable_external_dependency_loading: true,
      }),
    );
  });

  it('sends the events tracked before it started, oldest first, then each new one', async () => {
    const page = await freshPage();
    page.track('clicked_referral_link', { platform: 'web', utm_source: 'tiktok' }, () => 1000);
    page.track('signed_up', { platform: 'web', signup_method: 'google' }, () => 2000);
    expect(sdk.capture).not.toHaveBeenCalled();

    await page.startPosthog('phc_key', 'https://eu.i.posthog.com', {});
    page.trackCheckoutStarted({ item: 'stars-100', amount: 100, currency: 'STAR', paymentMethod: 'card' });

    expect(
      sdk.capture.mock.calls.map(([event, properties, options]) => [event, properties, options?.timestamp?.getTime?.() ?? 'now']),
    ).toEqual([
      ['clicked_referral_link', { platform: 'web', utm_source: 'tiktok' }, 1000],
      ['signed_up', { platform: 'web', signup_method: 'google' }, 2000],
      [
        'checkout_started',
        { platform: 'web', item: 'stars-100', amount: '100', currency: 'STAR', payment_method: 'card' },
        expect.any(Number),
      ],
    ]);
    expect(page.drainAnalyticsQueue()).toEqual([]);
  });

  it('drops queued and later events when analytics is switched off', async () => {
    const page = await freshPage();
    page.track('clicked_referral_link', { platform: 'web' });
    page.dropAnalytics();
    page.trackCheckoutRefused({ item: 'stars-100', amount: 100, currency: 'STAR', paymentMethod: 'card' }, 'PAYMENT_FAILED');
    expect(page.drainAnalyticsQueue()).toEqual([]);
    expect(sdk.capture).not.toHaveBeenCalled();
  });

  it('identifies on sign-in by id with email and name, resets on sign-out', async () => {
    const page = await freshPage();
    await page.startPosthog('phc_key', 'https://eu.i.posthog.com', {});
    page.syncIdentity(page.posthogIdentity, ana);
    page.syncIdentity(page.posthogIdentity, null);
    expect(sdk.identify).toHaveBeenCalledWith('u-ana', { name: 'Ana', email: 'ana@example.com' });
    expect(sdk.reset).toHaveBeenCalledTimes(1);
  });

  it('resets between two accounts, then identifies the next one afresh', async () => {
    const page = await freshPage();
    await page.startPosthog('phc_key', 'https://eu.i.posthog.com', {});
    page.syncIdentity(page.posthogIdentity, ana);
    page.syncIdentity(page.posthogIdentity, ben);
    expect(sdk.identify.mock.calls).toEqual([
      ['u-ana', { name: 'Ana', email: 'ana@example.com' }],
      ['u-ben', { name: 'Ben' }],
    ]);
    expect(sdk.reset.mock.invocationCallOrder[0]).toBeLessThan(sdk.identify.mock.invocationCallOrder[1]!);
    expect(sdk.reset.mock.invocationCallOrder[0]).toBeGreaterThan(sdk.identify.mock.invocationCallOrder[0]!);
  });
});
