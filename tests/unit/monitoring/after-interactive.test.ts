import { afterInteractive } from '@/services/scheduling/after-interactive';

describe('after the page is interactive', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits for the load event, then for an idle moment', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    let idle: (() => void) | undefined;
    vi.stubGlobal(
      'requestIdleCallback',
      vi.fn((callback: () => void) => ((idle = callback), 7)),
    );
    const task = vi.fn();
    afterInteractive(task);

    expect(window.requestIdleCallback).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(window.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 3000 });
    expect(task).not.toHaveBeenCalled();
    idle?.();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    const task = vi.fn();
    const cancel = afterInteractive(task);
    cancel();
    vi.runAllTimers();
    expect(task).not.toHaveBeenCalled();
  });
});
