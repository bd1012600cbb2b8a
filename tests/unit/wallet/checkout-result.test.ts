import type { HttpResult } from '@/services/http';
import {
  checkoutReturnKey,
  readCheckoutReturn,
  runCheckoutResult,
  withoutQuery,
  type CheckoutDialog,
  type VisibilitySource,
} from '@/services/payments/checkout-result';

const ok: HttpResult<unknown> = { ok: true, status: 200, data: { data: {} } };
const pending: HttpResult<unknown> = { ok: false, status: 409, code: 'PM0003', message: 'Still processing' };
const declined: HttpResult<unknown> = { ok: false, status: 402, code: 'PAYMENT_FAILED', message: 'Your card was declined.' };

function fakeVisibility() {
  let hidden = false;
  const listeners = new Set<() => void>();
  const source: VisibilitySource = {
    hidden: () => hidden,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    source,
    set(next: boolean) {
      hidden = next;
      listeners.forEach((listener) => listener());
    },
    listeners,
  };
}

function start(answers: HttpResult<unknown>[], visibility = fakeVisibility()) {
  const send = vi.fn(async () => (answers.length > 1 ? answers.shift()! : answers[0]!));
  const dialogs: CheckoutDialog[] = [];
  const onSuccess = vi.fn();
  const onSettled = vi.fn();
  const stop = runCheckoutResult({ send, onDialog: (dialog) => dialogs.push(dialog), onSuccess, onSettled, visibility: visibility.source });
  return { send, dialogs, onSuccess, onSettled, stop, visibility };
}

describe('readCheckoutReturn', () => {
  it("reads Stripe's return", () => {
    const read = readCheckoutReturn('?payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_x&redirect_status=succeeded');
    expect(read).toEqual({ kind: 'stripe', clientSecret: 'pi_1_secret_x' });
    expect(checkoutReturnKey(read!)).toBe('stripe:pi_1_secret_x');
  });

  it("reads the gateway's return with its signed fields and nothing else", () => {
    expect(readCheckoutReturn('?gateway=eghl&TxnId=T1&TxnID=G9&TxnStatus=0&PaymentID=P1&HashValue2=abc&utm_source=x')).toEqual({
      kind: 'gateway',
      body: { gateway: 'eghl', TxnId: 'T1', TxnID: 'G9', TxnStatus: '0', PaymentID: 'P1', HashValue2: 'abc' },
    });
  });

  it('reads nothing from other queries', () => {
    expect(readCheckoutReturn('')).toBeNull();
    expect(readCheckoutReturn('?gateway=eghl')).toBeNull();
    expect(readCheckoutReturn('?TxnId=T1')).toBeNull();
    // The gateway's own id is not our order's reference.
    expect(readCheckoutReturn('?gateway=eghl&TxnID=G9')).toBeNull();
    expect(readCheckoutReturn('?payment_intent=pi_1')).toBeNull();
  });

  it('cleans the query and keeps the rest of the URL', () => {
    expect(withoutQuery('https://starlit.test/th/get-star?payment_intent_client_secret=s#packages')).toBe('/th/get-star#packages');
  });
});

describe('runCheckoutResult', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('200 → completed and the balance refreshes', async () => {
    const run = start([ok]);
    await vi.advanceTimersByTimeAsync(0);
    expect(run.dialogs).toEqual([{ kind: 'completed' }]);
    expect(run.onSuccess).toHaveBeenCalledTimes(1);
    expect(run.onSettled).toHaveBeenCalledTimes(1);
  });

  it("another error → refused with the server's message, or the default text for a client failure", async () => {
    const run = start([declined]);
    await vi.advanceTimersByTimeAsync(0);
    expect(run.dialogs).toEqual([{ kind: 'refused', message: 'Your card was declined.' }]);
    expect(run.onSuccess).not.toHaveBeenCalled();

    const offline = start([{ ok: false, status: 0, code: 'NETWORK_ERROR', message: 'Network Error' }]);
    await vi.advanceTimersByTimeAsync(0);
    expect(offline.dialogs).toEqual([{ kind: 'refused', message: null }]);
  });

  it('PM0003 → processing, asked again every 2000 ms until 200', async () => {
    const run = start([pending, pending, ok]);
    await vi.advanceTimersByTimeAsync(0);
    expect(run.dialogs).toEqual([{ kind: 'processing', slow: false }]);
    expect(run.send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1999);
    expect(run.send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(run.send).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(run.send).toHaveBeenCalledTimes(3);
    expect(run.dialogs.at(-1)).toEqual({ kind: 'completed' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(run.send).toHaveBeenCalledTimes(3);
  });

  it('PM0003 then another error → refused', async () => {
    const run = start([pending, declined]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(run.dialogs).toEqual([
      { kind: 'processing', slow: false },
      { kind: 'refused', message: 'Your card was declined.' },
    ]);
  });

  it('says after two minutes that the stars will arrive, and keeps asking', async () => {
    const run = start([pending]);
    await vi.advanceTimersByTimeAsync(119_999);
    expect(run.dialogs).toEqual([{ kind: 'processing', slow: false }]);
    await vi.advanceTimersByTimeAsync(1);
    expect(run.dialogs.at(-1)).toEqual({ kind: 'processing', slow: true });
    const asked = run.send.mock.calls.length;
    await vi.advanceTimersByTimeAsync(2000);
    expect(run.send.mock.calls.length).toBe(asked + 1);
  });

  it('pauses while the tab is hidden and asks at once when it shows again', async () => {
    const run = start([pending, pending, ok]);
    await vi.advanceTimersByTimeAsync(0);
    run.visibility.set(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(run.send).toHaveBeenCalledTimes(1);
    run.visibility.set(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(run.send).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(run.dialogs.at(-1)).toEqual({ kind: 'completed' });
  });

  it('stops asking once stopped, and lets go of the visibility listener', async () => {
    const run = start([pending]);
    await vi.advanceTimersByTimeAsync(0);
    run.stop();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(run.send).toHaveBeenCalledTimes(1);
    expect(run.visibility.listeners.size).toBe(0);
  });
});
