import { DEFAULT_THIRD_PARTY_CONFIG, DEFAULT_WEB_CONFIG } from '@/contracts/remote-config-defaults';
import { capCustomSignals, MAX_CUSTOM_SIGNALS } from '@/services/remote-config/custom-signals';
import { parseRemoteConfig } from '@/services/remote-config/parse';
import { resolveRemoteConfig } from '@/services/remote-config/resolve';
import { fetchFromSandbox } from '@/services/remote-config/sandbox-adapter';

const web = {
  data_dog: { enabled: true, default: { rum: 20, trace: 10 }, rum_options: { service: 'starlit-web-canary' } },
  posthog: { is_enabled: true, config: { capture_pageview: false } },
};
const thirdParty = {
  data_dog: {
    whitelist_users: { user_ids: ['u1'], features: { rum_enabled: true, traces_enabled: true }, sampling_rates: { rum: 100, trace: 100 } },
    whitelist_devices: { device_ids: [], features: { rum_enabled: false, traces_enabled: false }, sampling_rates: { rum: 0, trace: 0 } },
    paid_users: { user_ids: [], features: { rum_enabled: true, traces_enabled: false }, sampling_rates: { rum: 50, trace: 0 } },
    countries: { ID: { features: { rum_enabled: true, traces_enabled: true }, sampling_rates: { rum: 30, trace: 5 } } },
  },
};

describe('remote config documents', () => {
  it('takes both documents when they parse', () => {
    const log = vi.fn();
    expect(parseRemoteConfig({ WEB_CONFIG: JSON.stringify(web), THIRD_PARTY_CONFIG: JSON.stringify(thirdParty) }, log)).toEqual({
      webConfig: web,
      thirdPartyConfig: thirdParty,
    });
    expect(log).not.toHaveBeenCalled();
  });

  it('keeps the built-in defaults, everything off, for parameters that are not set', () => {
    const log = vi.fn();
    expect(parseRemoteConfig({ WEB_CONFIG: '', THIRD_PARTY_CONFIG: undefined }, log)).toEqual({
      webConfig: DEFAULT_WEB_CONFIG,
      thirdPartyConfig: DEFAULT_THIRD_PARTY_CONFIG,
    });
    expect(DEFAULT_WEB_CONFIG.data_dog.enabled).toBe(false);
    expect(DEFAULT_WEB_CONFIG.posthog.is_enabled).toBe(false);
    expect(log).not.toHaveBeenCalled();
  });

  it('ignores a document that is not JSON, logs it, and keeps the other one', () => {
    const log = vi.fn();
    const parsed = parseRemoteConfig({ WEB_CONFIG: '{"data_dog": ', THIRD_PARTY_CONFIG: JSON.stringify(thirdParty) }, log);
    expect(parsed).toEqual({ webConfig: DEFAULT_WEB_CONFIG, thirdPartyConfig: thirdParty });
    expect(log).toHaveBeenCalledWith('Remote config WEB_CONFIG is not JSON; the built-in defaults stand.');
  });

  it.each([
    [
      'a rate above 100',
      {
        ...thirdParty,
        data_dog: {
          ...thirdParty.data_dog,
          countries: { ID: { features: { rum_enabled: true, traces_enabled: true }, sampling_rates: { rum: 101, trace: 5 } } },
        },
      },
    ],
    [
      'a lower-case country code',
      { ...thirdParty, data_dog: { ...thirdParty.data_dog, countries: { id: thirdParty.data_dog.countries.ID } } },
    ],
    ['a missing level', { data_dog: { ...thirdParty.data_dog, paid_users: undefined } }],
  ])('ignores the whole third-party document with %s', (_name, document) => {
    const log = vi.fn();
    expect(parseRemoteConfig({ THIRD_PARTY_CONFIG: JSON.stringify(document) }, log).thirdPartyConfig).toEqual(DEFAULT_THIRD_PARTY_CONFIG);
    expect(log).toHaveBeenCalledWith(
      'Remote config THIRD_PARTY_CONFIG does not match its schema; the built-in defaults stand.',
      expect.any(Array),
    );
  });

  it('ignores a web config whose switch is not a boolean', () => {
    const log = vi.fn();
    const broken = { ...web, data_dog: { ...web.data_dog, enabled: 'yes' } };
    expect(parseRemoteConfig({ WEB_CONFIG: JSON.stringify(broken) }, log).webConfig).toEqual(DEFAULT_WEB_CONFIG);
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('reads the sandbox answer, shaped like Firebase’s, as the two parameter values', async () => {
    const fetchImpl = vi.fn(async () => Response.json({ entries: { WEB_CONFIG: '{"a":1}', THIRD_PARTY_CONFIG: '{"b":2}' } }));
    await expect(fetchFromSandbox('http://api.test/sandbox', fetchImpl)).resolves.toEqual({
      WEB_CONFIG: '{"a":1}',
      THIRD_PARTY_CONFIG: '{"b":2}',
    });
    expect(fetchImpl).toHaveBeenCalledWith('http://api.test/sandbox/remote-config', { cache: 'no-store' });
  });

  it('reports a sandbox that does not answer 200', async () => {
    const fetchImpl = vi.fn(async () => new Response('', { status: 503 }));
    await expect(fetchFromSandbox('http://api.test/sandbox', fetchImpl)).rejects.toThrow('The sandbox remote config answered 503');
  });
});

describe('resolving remote config (what the worker runs)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks the sandbox and parses both documents, logging nothing itself', async () => {
    const fetchImpl = vi.fn(async () =>
      Response.json({ entries: { WEB_CONFIG: JSON.stringify(web), THIRD_PARTY_CONFIG: JSON.stringify(thirdParty) } }),
    );
    vi.stubGlobal('fetch', fetchImpl);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(resolveRemoteConfig({ sandboxOrigin: 'http://api.test/sandbox' })).resolves.toEqual({
      documents: { webConfig: web, thirdPartyConfig: thirdParty },
      problems: [],
    });
    expect(fetchImpl).toHaveBeenCalledWith('http://api.test/sandbox/remote-config', { cache: 'no-store' });
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it('hands back what went wrong as log lines: a sandbox that failed, a document that did not parse', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 503 })),
    );
    const failed = await resolveRemoteConfig({ sandboxOrigin: 'http://api.test/sandbox' });
    expect(failed.documents).toEqual({ webConfig: DEFAULT_WEB_CONFIG, thirdPartyConfig: DEFAULT_THIRD_PARTY_CONFIG });
    expect(failed.problems).toEqual([
      ['Remote config could not be fetched; the built-in defaults stand.', 'Error: The sandbox remote config answered 503'],
    ]);

    const invalid = await resolveRemoteConfig({ values: { WEB_CONFIG: '{"data_dog":1}', THIRD_PARTY_CONFIG: JSON.stringify(thirdParty) } });
    expect(invalid.documents).toEqual({ webConfig: DEFAULT_WEB_CONFIG, thirdPartyConfig: thirdParty });
    expect(invalid.problems).toHaveLength(1);
    expect(invalid.problems[0]?.[0]).toBe('Remote config WEB_CONFIG does not match its schema; the built-in defaults stand.');
    // Plain data: it crosses from the worker to the page as a structured clone.
    expect(structuredClone(invalid)).toEqual(invalid);
  });
});

describe('custom signals', () => {
  const signals = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, index) => [`signal_${index + 1}`, index + 1]));

  it('passes up to 100 signals through untouched, without a log line', () => {
    const log = vi.fn();
    expect(capCustomSignals(signals(MAX_CUSTOM_SIGNALS), log)).toEqual(signals(100));
    expect(log).not.toHaveBeenCalled();
  });

  it('keeps the first 100 and says which were dropped', () => {
    const log = vi.fn();
    const capped = capCustomSignals(signals(102), log);
    expect(Object.keys(capped)).toHaveLength(100);
    expect(capped).toEqual(signals(100));
    expect(log).toHaveBeenCalledWith('Remote config takes at most 100 custom signals; dropped 2: signal_101, signal_102');
  });
});
