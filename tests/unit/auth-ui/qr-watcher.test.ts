import type { CreatedDeviceLink, DeviceLinkStatus } from '@/contracts/device-links';
import { type DeviceLinkCalls, type QrPhase, watchDeviceLink } from '@/services/auth/device-link-watcher';
import type { HttpResult } from '@/services/http/types';

const LINK: CreatedDeviceLink = {
  link_id: '6f1c2b8e-0000-4000-8000-000000000001',
  qr_value: 'http://localhost:3000/device-link/6f1c2b8e-0000-4000-8000-000000000001',
  code: '123456',
  secret: 'only-this-browser',
  expires_in: 120,
  poll_interval: 2,
};

type StatusAnswer = DeviceLinkStatus | { fail: number };

/** The API's device-link endpoints at the network edge: statuses answered in order, the last one repeating. */
function fakeCalls(
  statuses: StatusAnswer[],
  created: HttpResult<{ data: CreatedDeviceLink }> = { ok: true, status: 201, data: { data: LINK } },
) {
  const polled: string[] = [];
  const calls: DeviceLinkCalls = {
    create: async () => created,
    status: async (linkId, secret) => {
      polled.push(`${linkId}:${secret}`);
      const next = (statuses.length > 1 ? statuses.shift() : statuses[0]) as StatusAnswer;
      if (typeof next === 'object') return { ok: false, status: next.fail, code: 'X', message: 'no' };
      return { ok: true, status: 200, data: { data: { status: next, expires_in: 100 } } };
    },
  };
  return { calls, polled };
}

function record() {
  const phases: string[] = [];
  return { phases, onPhase: (phase: QrPhase) => phases.push(phase.phase) };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('following a QR sign-in', () => {
  it('goes waiting → confirm → approved, polling every 2 s with the secret, then stops', async () => {
    const { calls, polled } = fakeCalls(['pending', 'scanned', 'scanned', 'approved']);
    const { phases, onPhase } = record();
    watchDeviceLink(calls, onPhase);

    await vi.advanceTimersByTimeAsync(0);
    expect(phases).toEqual(['creating', 'waiting']);
    expect(polled).toEqual([]);

    await vi.advanceTimersByTimeAsync(1999);
    expect(polled).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(polled).toEqual([`${LINK.link_id}:${LINK.secret}`]);
    expect(phases).toEqual(['creating', 'waiting']);

    await vi.advanceTimersByTimeAsync(2000);
    expect(phases).toEqual(['creating', 'waiting', 'confirm']);
    await vi.advanceTimersByTimeAsync(4000);
    expect(phases).toEqual(['creating', 'waiting', 'confirm', 'approved']);

    await vi.advanceTimersByTimeAsync(10_000);
    expect(polled).toHaveLength(4);
  });

  it('reports a denial and stops', async () => {
    const { calls, polled } = fakeCalls(['scanned', 'denied']);
    const { phases, onPhase } = record();
    watchDeviceLink(calls, onPhase);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(phases).toEqual(['creating', 'waiting', 'confirm', 'denied']);
    expect(polled).toHaveLength(2);
  });

  it('reports the API saying expired', async () => {
    const { calls } = fakeCalls(['pending', 'expired']);
    const { phases, onPhase } = record();
    watchDeviceLink(calls, onPhase);
    await vi.advanceTimersByTimeAsync(4000);
    expect(phases).toEqual(['creating', 'waiting', 'expired']);
  });

  it('expires on its own clock when the network is gone, after riding out failed polls', async () => {
    const { calls, polled } = fakeCalls([{ fail: 0 }]);
    const { phases, onPhase } = record();
    watchDeviceLink(calls, onPhase, { now: () => Date.now() });
    await vi.advanceTimersByTimeAsync(119_000);
    expect(phases).toEqual(['creating', 'waiting']);
    await vi.advanceTimersByTimeAsync(2000);
    expect(phases).toEqual(['creating', 'waiting', 'expired']);
    const count = polled.length;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(polled).toHaveLength(count);
  });

  it('takes a link the API no longer knows (404) as expired', async () => {
    const { calls } = fakeCalls([{ fail: 404 }]);
    const { phases, onPhase } = record();
    watchDeviceLink(calls, onPhase);
    await vi.advanceTimersByTimeAsync(2000);
    expect(phases).toEqual(['creating', 'waiting', 'expired']);
  });

  it('fails with the server message when no link can be created', async () => {
    const phases: QrPhase[] = [];
    const { calls } = fakeCalls(['pending'], {
      ok: false,
      status: 429,
      code: 'RATE_LIMITED',
      message: 'Too many requests. Try again in a minute.',
    });
    watchDeviceLink(calls, (phase) => phases.push(phase));
    await vi.advanceTimersByTimeAsync(0);
    expect(phases.at(-1)).toEqual({ phase: 'failed', message: 'Too many requests. Try again in a minute.' });
  });

  it('stop() ends the polling: a closed dialog leaves nothing running', async () => {
    const { calls, polled } = fakeCalls(['pending']);
    const { phases, onPhase } = record();
    const watcher = watchDeviceLink(calls, onPhase);
    await vi.advanceTimersByTimeAsync(4000);
    watcher.stop();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(polled).toHaveLength(2);
    expect(phases).toEqual(['creating', 'waiting']);
  });
});
