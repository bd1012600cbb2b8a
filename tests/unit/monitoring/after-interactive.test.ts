import { SETTLE_MS, afterInteractive } from '@/services/scheduling/after-interactive';
import { queueIdleCallbacks } from '../support/idle-callbacks';

describe('after the page is interactive', () => {
  const idle = queueIdleCallbacks();

  it('waits for the load event, an idle moment, a settling delay and another idle moment', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const task = vi.fn();
    afterInteractive(task);

    expect(window.requestIdleCallback).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(window.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 3000 });
    idle[0]!();
    vi.advanceTimersByTime(SETTLE_MS - 1);
    expect(idle).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(idle).toHaveLength(2);
    expect(task).not.toHaveBeenCalled();
    idle[1]!();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('leaves the page alone for longer when asked to', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    const task = vi.fn();
    afterInteractive(task, 5000, 4 * SETTLE_MS);
    idle[0]!();
    vi.advanceTimersByTime(4 * SETTLE_MS - 1);
    expect(idle).toHaveLength(1);
    vi.advanceTimersByTime(1);
    idle[1]!();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled, at any step', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    const task = vi.fn();
    const cancel = afterInteractive(task, 5000);
    expect(window.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 5000 });
    idle[0]!();
    cancel();
    vi.runAllTimers();
    expect(idle).toHaveLength(1);
    const second = vi.fn();
    const cancelSecond = afterInteractive(second);
    idle[1]!();
    vi.advanceTimersByTime(SETTLE_MS);
    cancelSecond();
    idle[2]!();
    expect(task).not.toHaveBeenCalled();
    expect(second).not.toHaveBeenCalled();
    expect(window.cancelIdleCallback).toHaveBeenCalled();
  });
});
