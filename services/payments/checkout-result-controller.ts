import { checkoutCompleted, checkoutRefused } from '@/services/analytics/checkout';
import type { ApiClients } from '@/services/http';
import { redirectCallback, stripeCallback } from '@/services/api/wallet/payments';
import {
  checkoutReturnKey,
  readCheckoutReturn,
  runCheckoutResult,
  withoutQuery,
  type CheckoutDialog,
  type CheckoutReturn,
} from './checkout-result';
import { pendingCheckout } from './pending-checkout';

export interface CheckoutResultDeps {
  clients?: ApiClients;
  /** The signed-in account now; answers for another one are dropped. */
  currentUserId: () => string | null;
  showDialog: (owner: string, dialog: CheckoutDialog) => void;
  /** 200: the stars arrived for `owner`; the result shows once it is done (the new balance). */
  onSuccess: (owner: string) => Promise<void> | void;
  /** Replaces the URL without its query (default: Next's router, or plain history). */
  cleanQuery?: () => Promise<void> | void;
}

async function cleanWithRouter(): Promise<void> {
  const { default: Router } = await import('next/router');
  if (Router.router) {
    const [path] = Router.asPath.split(/[?#]/);
    await Router.replace(`${path}${window.location.hash}`, undefined, {
      shallow: true,
      scroll: false,
    });
  } else {
    window.history.replaceState(window.history.state, '', withoutQuery(window.location.href));
  }
}

/**
 * The checkout result on any page (spec §2, §4), for the balance context, which loads it with the
 * first signed-in user so that no page's first-load JS carries it. The query is cleaned at once and
 * the return kept for this tab until it settles, so a reload resumes instead of handling it twice.
 */
export function createCheckoutResultController({
  clients,
  currentUserId,
  showDialog,
  onSuccess,
  cleanQuery = cleanWithRouter,
}: CheckoutResultDeps) {
  let run: { key: string; userId: string; stop: () => void } | null = null;
  // One return at a time: a second call (Strict Mode, a quick re-render) waits and then finds the
  // query cleaned and the same payment already running.
  let queue: Promise<void> = Promise.resolve();

  function start(owner: string, value: CheckoutReturn) {
    const key = checkoutReturnKey(value);
    if (run?.key === key || currentUserId() !== owner) return;
    run?.stop();
    pendingCheckout.save(owner, value);
    const stop = runCheckoutResult({
      send: () => (value.kind === 'stripe' ? stripeCallback(value.clientSecret, clients) : redirectCallback(value.body, clients)),
      onDialog: (dialog) => showDialog(owner, dialog),
      onSuccess: () => onSuccess(owner),
      onSettled: (result) => {
        pendingCheckout.clear();
        if (result.ok) checkoutCompleted(result.data.data);
        else checkoutRefused(result.code);
      },
    });
    run = { key, userId: owner, stop };
  }

  return {
    /** Settles the return in `search`, or resumes this tab's pending one; needs a signed-in user. */
    handle(search: string) {
      const owner = currentUserId();
      if (!owner) return;
      queue = queue.then(async () => {
        const fromQuery = readCheckoutReturn(search);
        if (fromQuery) {
          // Kept for the tab before the query goes: the page can tell a return at any moment.
          pendingCheckout.save(owner, fromQuery);
          await cleanQuery();
          start(owner, fromQuery);
          return;
        }
        const pending = pendingCheckout.read(owner);
        if (pending) start(owner, pending);
      });
    },
    /** Another account became current: its predecessor's payment stops polling here. */
    userChanged(userId: string | null) {
      if (run && run.userId !== userId) {
        run.stop();
        run = null;
      }
    },
    /** The user dismissed the dialog: stop, and a reload must not bring it back. */
    close() {
      run?.stop();
      run = null;
      pendingCheckout.clear();
    },
    dispose() {
      run?.stop();
    },
  };
}

export type CheckoutResultController = ReturnType<typeof createCheckoutResultController>;
