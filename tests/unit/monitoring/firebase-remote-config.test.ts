/** Firebase's web SDK, the edge of the system: it records the settings and the order of calls. */
const sdk = vi.hoisted(() => {
  const calls: string[] = [];
  const instances = new Map<string, { settings: { fetchTimeoutMillis: number; minimumFetchIntervalMillis: number }; app: string }>();
  const values: Record<string, string> = { WEB_CONFIG: '{"web":1}', THIRD_PARTY_CONFIG: '{"third":1}' };
  return {
    calls,
    instances,
    app: {
      getApps: () => [],
      initializeApp: vi.fn((_options: unknown, name: string) => ({ name })),
    },
    remoteConfig: {
      getRemoteConfig: vi.fn((app: { name: string }) => {
        const instance = { settings: { fetchTimeoutMillis: 0, minimumFetchIntervalMillis: 0 }, app: app.name };
        instances.set(app.name, instance);
        return instance;
      }),
      setCustomSignals: vi.fn(async (instance: { app: string }, signals: Record<string, unknown>) => {
        calls.push(`signals ${instance.app} ${Object.keys(signals).length}`);
      }),
      fetchAndActivate: vi.fn(async (instance: { app: string }) => {
        calls.push(`fetchAndActivate ${instance.app}`);
        return true;
      }),
      getValue: vi.fn((instance: { app: string }, key: string) => {
        calls.push(`getValue ${instance.app} ${key}`);
        return { asString: () => values[key] ?? '' };
      }),
    },
  };
});
vi.mock('firebase/app', () => sdk.app);
vi.mock('firebase/remote-config', () => sdk.remoteConfig);

import { fetchFromFirebase } from '@/services/remote-config/firebase-adapter';

describe('Firebase Remote Config adapter', () => {
  it('reads each document through its own app: timeout 60 s, interval 0 for the web config and 12 h for the other', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const signals = Object.fromEntries(Array.from({ length: 105 }, (_, index) => [`s${index}`, index]));

    await expect(fetchFromFirebase(signals)).resolves.toEqual({ WEB_CONFIG: '{"web":1}', THIRD_PARTY_CONFIG: '{"third":1}' });

    expect(sdk.instances.get('starlit-remote-config-web_config')?.settings).toEqual({
      fetchTimeoutMillis: 60_000,
      minimumFetchIntervalMillis: 0,
    });
    expect(sdk.instances.get('starlit-remote-config-third_party_config')?.settings).toEqual({
      fetchTimeoutMillis: 60_000,
      minimumFetchIntervalMillis: 43_200_000,
    });
    for (const app of ['starlit-remote-config-web_config', 'starlit-remote-config-third_party_config']) {
      const own = sdk.calls.filter((call) => call.includes(` ${app}`));
      // Signals first (capped at 100), values activated before they are read.
      expect(own).toEqual([`signals ${app} 100`, `fetchAndActivate ${app}`, expect.stringMatching(new RegExp(`^getValue ${app} `))]);
    }
    expect(warn).toHaveBeenCalledExactlyOnceWith(
      expect.stringMatching(/^Remote config takes at most 100 custom signals; dropped 5: s100, s101, s102, s103, s104$/),
    );
    warn.mockRestore();
  });
});
