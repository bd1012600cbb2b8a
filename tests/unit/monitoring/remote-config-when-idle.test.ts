import { BACKGROUND_SETTLE_MS, SETTLE_MS } from '@/services/scheduling/after-interactive';

// tests/unit/setup.ts replaces this module for the page tests; here it is the real one, with the
// fetch itself (./load) replaced.
vi.unmock('@/services/remote-config/when-idle');
const loadRemoteConfig = vi.fn();
vi.mock('@/services/remote-config/load', () => ({ loadRemoteConfig }));

describe('remote config is fetched in the background', () => {
  let idle: (() => void)[];
  beforeEach(() => {
    vi.useFakeTimers();
    idle = [];
    vi.stubGlobal(
      'requestIdleCallback',
      vi.fn((callback: () => void) => idle.push(callback)),
    );
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    loadRemoteConfig.mockReset().mockResolvedValue({ webConfig: 'web', thirdPartyConfig: 'third-party' });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('once the settled page has been left alone for BACKGROUND_SETTLE_MS, not at the first settling point', async () => {
    const { loadRemoteConfigWhenIdle } = await import('@/services/remote-config/when-idle');
    const done = vi.fn();
    loadRemoteConfigWhenIdle(done);

    idle[0]!();
    await vi.advanceTimersByTimeAsync(SETTLE_MS);
    idle.slice(1).forEach((callback) => callback());
    expect(loadRemoteConfig).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(BACKGROUND_SETTLE_MS - SETTLE_MS);
    expect(idle).toHaveLength(2);
    idle[1]!();
    await vi.waitFor(() => expect(done).toHaveBeenCalledWith({ webConfig: 'web', thirdPartyConfig: 'third-party' }));
    expect(loadRemoteConfig).toHaveBeenCalledTimes(1);
    expect(loadRemoteConfig).toHaveBeenCalledWith({ platform: 'web', language: navigator.language || null });
  });
});
