import { DEFAULT_THIRD_PARTY_CONFIG, DEFAULT_WEB_CONFIG } from '@/contracts/remote-config-defaults';
import { loadRemoteConfig } from '@/services/remote-config/load';
import { resolveRemoteConfig, type RemoteConfigRequest } from '@/services/remote-config/resolve';

vi.mock('@/services/config/public-config', () => ({ publicConfig: { sandboxOrigin: 'http://api.test/sandbox', firebase: {} } }));

const web = {
  data_dog: { enabled: true, default: { rum: 20, trace: 10 }, rum_options: { service: 'starlit-web-canary' } },
  posthog: { is_enabled: true, config: { capture_pageview: false } },
};
const answer = () => Response.json({ entries: { WEB_CONFIG: JSON.stringify(web), THIRD_PARTY_CONFIG: 'not json' } });

/** A worker as the browser runs one: the request and the answer cross as structured clones. */
class FakeWorker extends EventTarget {
  static started: string[] = [];
  terminated = false;
  constructor(url: URL) {
    super();
    FakeWorker.started.push(url.pathname);
  }
  postMessage(request: RemoteConfigRequest) {
    void resolveRemoteConfig(structuredClone(request)).then((resolved) =>
      this.dispatchEvent(new MessageEvent('message', { data: structuredClone(resolved) })),
    );
  }
  terminate() {
    this.terminated = true;
  }
}

describe('loading remote config', () => {
  let error: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    vi.stubGlobal('fetch', vi.fn(answer));
    error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    FakeWorker.started = [];
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    error.mockRestore();
  });

  it('resolves in a worker, and the page logs what the worker reported', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const documents = await loadRemoteConfig({ platform: 'web', language: 'en' });
    expect(FakeWorker.started).toHaveLength(1);
    expect(FakeWorker.started[0]).toMatch(/remote-config\.worker/);
    expect(documents).toEqual({ webConfig: web, thirdPartyConfig: DEFAULT_THIRD_PARTY_CONFIG });
    expect(error).toHaveBeenCalledWith('Remote config THIRD_PARTY_CONFIG is not JSON; the built-in defaults stand.');
  });

  it('resolves in this thread where no worker can start, with the same result', async () => {
    vi.stubGlobal('Worker', undefined);
    await expect(loadRemoteConfig({ platform: 'web', language: 'en' })).resolves.toEqual({
      webConfig: web,
      thirdPartyConfig: DEFAULT_THIRD_PARTY_CONFIG,
    });
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new Error('Workers are blocked here');
        }
      },
    );
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 500 })),
    );
    await expect(loadRemoteConfig({ platform: 'web', language: 'en' })).resolves.toEqual({
      webConfig: DEFAULT_WEB_CONFIG,
      thirdPartyConfig: DEFAULT_THIRD_PARTY_CONFIG,
    });
    expect(error).toHaveBeenCalledWith(
      'Remote config could not be fetched; the built-in defaults stand.',
      'Error: The sandbox remote config answered 500',
    );
  });
});
