import type { RumInitConfiguration } from '@datadog/browser-rum';

/** The Datadog RUM browser SDK, the edge of the system. */
const rum = vi.hoisted(() => ({ init: vi.fn(), setUser: vi.fn(), clearUser: vi.fn() }));
vi.mock('@datadog/browser-rum', () => ({ datadogRum: rum }));

async function freshPage() {
  vi.resetModules();
  return {
    ...(await import('@/services/monitoring/datadog')),
    ...(await import('@/services/monitoring/identity')),
  };
}

beforeEach(() => {
  vi.clearAllMocks();
  vi.unstubAllEnvs();
});

const rates = { session: 37, trace: 12, level: 'country' as const };

describe('Datadog RUM', () => {
  it('is configured as spec §4 and §9 pin it, tracing only the two API hosts', async () => {
    vi.stubEnv('NEXT_PUBLIC_API_HOST', 'https://api.starlit.example/');
    vi.stubEnv('NEXT_PUBLIC_BILLING_HOST', 'https://billing.starlit.example');
    vi.stubEnv('NEXT_PUBLIC_DATADOG_APPLICATION_ID', 'app-1');
    vi.stubEnv('NEXT_PUBLIC_DATADOG_CLIENT_TOKEN', 'pub-1');
    const page = await freshPage();

    expect(page.rumConfiguration({}, rates)).toEqual<RumInitConfiguration>({
      applicationId: 'app-1',
      clientToken: 'pub-1',
      site: 'datadoghq.com',
      service: 'starlit-web',
      env: 'prod',
      version: 'v1.0.6',
      sessionSampleRate: 37,
      traceSampleRate: 12,
      sessionReplaySampleRate: 0,
      defaultPrivacyLevel: 'mask-user-input',
      trackResources: true,
      trackLongTasks: true,
      trackUserInteractions: true,
      allowedTracingUrls: ['https://api.starlit.example/', 'https://billing.starlit.example/'],
      propagateTraceBaggage: false,
    });
  });

  it('lets the remote document override the application and sends through the sandbox proxy offline', async () => {
    vi.stubEnv('NEXT_PUBLIC_SANDBOX_ORIGIN', 'http://localhost:4000/sandbox');
    const page = await freshPage();
    const configuration = page.rumConfiguration({ application_id: 'remote-app', service: 'canary' }, rates);
    expect(configuration).toMatchObject({
      applicationId: 'remote-app',
      clientToken: 'pubsandbox',
      service: 'canary',
      proxy: 'http://localhost:4000/sandbox/datadog/intake',
      // One API host locally: traced once.
      allowedTracingUrls: ['http://localhost:4000/'],
    });
  });

  it('starts once per page', async () => {
    const page = await freshPage();
    const configuration = { ...page.rumConfiguration({ application_id: 'a', client_token: 'b' }, rates) };
    expect(await page.startDatadog(configuration)).toBe(true);
    expect(await page.startDatadog(configuration)).toBe(true);
    expect(rum.init).toHaveBeenCalledTimes(1);
    expect(rum.init).toHaveBeenCalledWith(configuration);
  });

  it('logs "Error initializing Datadog" when it cannot start, and the page goes on', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    rum.init.mockImplementationOnce(() => {
      throw new Error('blocked');
    });
    const page = await freshPage();
    await expect(page.startDatadog(page.rumConfiguration({ application_id: 'a', client_token: 'b' }, rates))).resolves.toBe(false);
    expect(error).toHaveBeenCalledWith('Error initializing Datadog', expect.any(Error));
    error.mockRestore();
  });

  it('refuses to start without an application id, with the same log line', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const page = await freshPage();
    await expect(page.startDatadog(page.rumConfiguration({}, rates))).resolves.toBe(false);
    expect(rum.init).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith('Error initializing Datadog', expect.any(Error));
    error.mockRestore();
  });

  it('sets the user signed in at start-up before init, so what RUM records from its start carries them', async () => {
    const page = await freshPage();
    await page.startDatadog(page.rumConfiguration({ application_id: 'a', client_token: 'b' }, rates), {
      id: 'u-ana',
      email: null,
      name: 'Ana',
    });
    expect(rum.setUser).toHaveBeenCalledWith({ id: 'u-ana', name: 'Ana' });
    expect(rum.setUser.mock.invocationCallOrder[0]).toBeLessThan(rum.init.mock.invocationCallOrder[0]!);
    // Already identified: the sync that follows start-up changes nothing.
    page.syncIdentity(page.datadogIdentity, { id: 'u-ana', email: null, name: 'Ana' });
    expect(rum.setUser).toHaveBeenCalledTimes(1);
    expect(rum.clearUser).not.toHaveBeenCalled();
  });

  it('sets the signed-in user on the session, removes it on sign-out and before an account switch', async () => {
    const page = await freshPage();
    await page.startDatadog(page.rumConfiguration({ application_id: 'a', client_token: 'b' }, rates));
    page.syncIdentity(page.datadogIdentity, { id: 'u-ana', email: 'ana@example.com', name: 'Ana' });
    page.syncIdentity(page.datadogIdentity, { id: 'u-ben', email: null, name: 'Ben' });
    page.syncIdentity(page.datadogIdentity, null);
    expect(rum.setUser.mock.calls).toEqual([[{ id: 'u-ana', name: 'Ana', email: 'ana@example.com' }], [{ id: 'u-ben', name: 'Ben' }]]);
    expect(rum.clearUser).toHaveBeenCalledTimes(2);
    expect(rum.clearUser.mock.invocationCallOrder[0]).toBeLessThan(rum.setUser.mock.invocationCallOrder[1]!);
  });
});
