import { QUIET_IDLE_MS, afterInteractive } from '@/services/scheduling/after-interactive';

type IdleCallback = (deadline: IdleDeadline) => void;

/** An idle period with `remaining` ms to spare. */
const period = (remaining: number, didTimeout = false): IdleDeadline => ({ didTimeout, timeRemaining: () => remaining });

describe('after the page is interactive', () => {
  let idle: IdleCallback[];
  beforeEach(() => {
    vi.useFakeTimers();
    idle = [];
    vi.stubGlobal(
      'requestIdleCallback',
      vi.fn((callback: IdleCallback) => idle.push(callback)),
    );
    vi.stubGlobal('cancelIdleCallback', vi.fn());
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  /** Answers the latest idle request with one period. */
  const next = (deadline: IdleDeadline) => idle.at(-1)!(deadline);

  it('waits for the load event, then for the main thread to be quiet twice in a row', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const task = vi.fn();
    afterInteractive(task);

    expect(window.requestIdleCallback).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(window.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 3000 });
    // Gaps between hydration's tasks and frames are idle too, but short: they do not count.
    next(period(QUIET_IDLE_MS + 5));
    next(period(8));
    next(period(QUIET_IDLE_MS + 5));
    expect(task).not.toHaveBeenCalled();
    next(period(49));
    expect(task).toHaveBeenCalledTimes(1);
    expect(idle).toHaveLength(4);
  });

  it('runs at its deadline on a page that is never quiet', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    const task = vi.fn();
    afterInteractive(task, 5000);
    next(period(10));
    expect(task).not.toHaveBeenCalled();
    next(period(3, true));
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    const task = vi.fn();
    const cancel = afterInteractive(task);
    next(period(49));
    cancel();
    next(period(49));
    vi.runAllTimers();
    expect(task).not.toHaveBeenCalled();
    expect(window.cancelIdleCallback).toHaveBeenCalled();
  });
});
