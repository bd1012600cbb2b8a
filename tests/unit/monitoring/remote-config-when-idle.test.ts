import { BACKGROUND_SETTLE_MS, SETTLE_MS } from '@/services/scheduling/after-interactive';
import { queueIdleCallbacks } from '../support/idle-callbacks';

// tests/unit/setup.ts replaces this module for the page tests; here it is the real one, with the
// fetch itself (./load) replaced.
vi.unmock('@/services/remote-config/when-idle');
const loadRemoteConfig = vi.fn();
vi.mock('@/services/remote-config/load', () => ({ loadRemoteConfig }));

describe('remote config is fetched in the background', () => {
  const idle = queueIdleCallbacks();
  beforeEach(() => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    loadRemoteConfig.mockReset().mockResolvedValue({ webConfig: 'web', thirdPartyConfig: 'third-party' });
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
