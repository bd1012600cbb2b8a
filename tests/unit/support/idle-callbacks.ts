import { cleanup } from '@testing-library/react';

/**
 * For the tests of work scheduled after the page settles (services/scheduling/after-interactive.ts):
 * fake timers, and a `requestIdleCallback` that only queues. A test runs the idle moments itself,
 * in order, from the returned queue (emptied before each test).
 */
export function queueIdleCallbacks(): (() => void)[] {
  const idle: (() => void)[] = [];
  beforeEach(() => {
    vi.useFakeTimers();
    idle.length = 0;
    vi.stubGlobal(
      'requestIdleCallback',
      vi.fn((callback: () => void) => idle.push(callback)),
    );
    vi.stubGlobal('cancelIdleCallback', vi.fn());
  });
  afterEach(() => {
    // Whatever a test rendered unmounts while the stubs stand: its cleanup cancels its idle callback.
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  return idle;
}
