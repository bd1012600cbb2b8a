import { PaymentErrorCode, type RedirectCallbackRequest } from '@/contracts/payments';
import { HttpErrorCode, type HttpResult } from '@/services/http';

/** What the page was returned with: Stripe's redirect, or the gateway's. */
export type CheckoutReturn = { kind: 'stripe'; clientSecret: string } | { kind: 'gateway'; body: RedirectCallbackRequest };

export type CheckoutDialog =
  | { kind: 'processing'; /** Two minutes passed: the stars arrive once the payment is confirmed; the dialog may close. */ slow: boolean }
  | { kind: 'completed' }
  | { kind: 'refused'; /** The server's reason; null shows the default text. */ message: string | null };

export const POLL_INTERVAL_MS = 2000;
export const SLOW_AFTER_MS = 120_000;

/** The signed fields of the gateway's return, passed on for the API to verify. */
const GATEWAY_FIELDS = [
  'TxnStatus',
  'TxnID',
  'ServiceID',
  'PaymentID',
  'OrderNumber',
  'Amount',
  'CurrencyCode',
  'TxnMessage',
  'HashValue2',
] as const;

/** The checkout return a query string carries (spec §2: `payment_intent_client_secret`, or `gateway` and `TxnId`). */
export function readCheckoutReturn(search: string): CheckoutReturn | null {
  const query = new URLSearchParams(search);
  const clientSecret = query.get('payment_intent_client_secret');
  if (clientSecret) return { kind: 'stripe', clientSecret };
  const gateway = query.get('gateway');
  // `TxnId` is our order's reference; eGHL's own `TxnID` is another field.
  const txnId = query.get('TxnId');
  if (!gateway || !txnId) return null;
  const body: RedirectCallbackRequest = { gateway, TxnId: txnId };
  for (const field of GATEWAY_FIELDS) {
    const value = query.get(field);
    if (value) body[field] = value;
  }
  return { kind: 'gateway', body };
}

/** One key per payment, so the same return is handled once. */
export function checkoutReturnKey(value: CheckoutReturn): string {
  return value.kind === 'stripe' ? `stripe:${value.clientSecret}` : `gateway:${value.body.gateway}:${value.body.TxnId}`;
}

/** The URL without its query string (path and hash stay), so a reload does not handle the return again. */
export function withoutQuery(href: string): string {
  const url = new URL(href);
  return `${url.pathname}${url.hash}`;
}

const CLIENT_CODES = new Set<string>(Object.values(HttpErrorCode));

/** The reason to show for a refusal: the server's own message, not one our client made up. */
function refusalMessage(result: Extract<HttpResult<unknown>, { ok: false }>): string | null {
  if (result.status === 0 || CLIENT_CODES.has(result.code)) return null;
  return result.message.trim() || null;
}

export interface VisibilitySource {
  hidden: () => boolean;
  /** Calls back on every change; answers the unsubscribe. */
  subscribe: (onChange: () => void) => () => void;
}

export const documentVisibility: VisibilitySource = {
  hidden: () => typeof document !== 'undefined' && document.visibilityState === 'hidden',
  subscribe: (onChange) => {
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  },
};

export interface CheckoutResultRun<T> {
  /** Sends the callback for this return once. */
  send: () => Promise<HttpResult<T>>;
  onDialog: (dialog: CheckoutDialog) => void;
  /** 200: the stars arrived (refresh the balance); "completed" shows once it is done. */
  onSuccess: () => Promise<void> | void;
  /** The payment reached its end, either way (the last answer): nothing is left to resume. */
  onSettled: (result: HttpResult<T>) => void;
  visibility?: VisibilitySource;
  intervalMs?: number;
  slowAfterMs?: number;
}

/**
 * Spec §4: 200 → completed; PM0003 → processing, asked again every 2000 ms; any other answer →
 * refused with the server's message. Polling pauses while the tab is hidden and resumes at once
 * when it shows again. Answers the stop function (account switched, dialog closed).
 */
export function runCheckoutResult<T>({
  send,
  onDialog,
  onSuccess,
  onSettled,
  visibility = documentVisibility,
  intervalMs = POLL_INTERVAL_MS,
  slowAfterMs = SLOW_AFTER_MS,
}: CheckoutResultRun<T>): () => void {
  let stopped = false;
  let slow = false;
  let processing = false;
  let waiting = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const slowTimer = setTimeout(() => {
    slow = true;
    if (processing && !stopped) onDialog({ kind: 'processing', slow: true });
  }, slowAfterMs);

  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    clearTimeout(slowTimer);
    unsubscribe();
  };

  const schedule = () => {
    waiting = true;
    if (!visibility.hidden()) timer = setTimeout(ask, intervalMs);
  };

  async function ask() {
    waiting = false;
    const result = await send();
    if (stopped) return;
    if (result.ok) {
      stop();
      // The dialog opens over the page's final state: the new balance, not the old one.
      await onSuccess();
      onDialog({ kind: 'completed' });
      onSettled(result);
    } else if (result.code === PaymentErrorCode.PAYMENT_PENDING) {
      if (!processing) {
        processing = true;
        onDialog({ kind: 'processing', slow });
      }
      schedule();
    } else {
      stop();
      onDialog({ kind: 'refused', message: refusalMessage(result) });
      onSettled(result);
    }
  }

  const unsubscribe = visibility.subscribe(() => {
    if (stopped || !waiting) return;
    clearTimeout(timer);
    if (visibility.hidden()) return;
    void ask();
  });

  void ask();
  return stop;
}
