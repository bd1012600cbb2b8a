import { useCallback, useState } from 'react';
import type { CheckoutRequest, CheckoutResult } from '@/contracts/checkout';
import { useBalance } from '@/contexts/balance-context';
import { checkoutCompleted, checkoutRefused, checkoutStarted, refusedOrderReason, requestDetails } from '@/services/analytics/checkout';
import { createCheckout } from '@/services/api/wallet/checkout';
import { HttpErrorCode, type HttpResult } from '@/services/http';
import { localizedBrowserUrl } from '@/services/i18n/localized-path';

/** Where Stripe, 3-D Secure and the gateway send the browser back to (spec §2), in the page's language. */
export function checkoutReturnUrl(): string {
  return localizedBrowserUrl('/get-star');
}

const CLIENT_CODES = new Set<string>(Object.values(HttpErrorCode));

/**
 * Starts a checkout and carries out what its answer asks: leave for 3-D Secure or the gateway,
 * or show the result at once (TVS, a saved card charged on the server). One Idempotency-Key per
 * attempt, so a retry after a lost answer cannot buy twice. Checkout does nothing without a body.
 */
export function useCheckout() {
  const { refresh, showCheckoutResult, handleCheckoutResult } = useBalance();
  const [busy, setBusy] = useState(false);

  const reportFailure = useCallback(
    (answer: Extract<HttpResult<unknown>, { ok: false }>) => {
      const own = answer.status > 0 && !CLIENT_CODES.has(answer.code);
      showCheckoutResult({ kind: 'refused', message: own ? answer.message : null });
    },
    [showCheckoutResult],
  );

  /** The answer when the page should go on with it (a card's client secret); null once handled. */
  const start = useCallback(
    async (request: Omit<CheckoutRequest, 'return_url'> | null): Promise<CheckoutResult | null> => {
      if (!request) return null;
      setBusy(true);
      const answer = await createCheckout({ ...request, return_url: checkoutReturnUrl() }, crypto.randomUUID());
      if (!answer.ok) {
        setBusy(false);
        // An answer of the API refused it; no answer (offline, timeout) refused nothing.
        if (answer.status > 0) checkoutRefused(answer.code, requestDetails(request));
        reportFailure(answer);
        return null;
      }
      const result = answer.data.data;
      checkoutStarted(result.order);
      const away = result.next_action?.redirect_to_url.url ?? result.redirect_url;
      if (away) {
        window.location.assign(away);
        return null;
      }
      setBusy(false);
      const savedCard = Boolean(request.payment_method_id);
      if (result.client_secret && !savedCard) return result;
      if (result.order.status === 'succeeded') {
        checkoutCompleted(result.order);
        await refresh();
        showCheckoutResult({ kind: 'completed' });
      } else if (result.order.status === 'pending' && result.client_secret) {
        // A saved card still processing: asked again until it settles, as after Stripe's redirect.
        handleCheckoutResult(`?payment_intent_client_secret=${encodeURIComponent(result.client_secret)}`);
      } else if (result.order.status === 'pending') {
        showCheckoutResult({ kind: 'processing', slow: true });
      } else {
        checkoutRefused(refusedOrderReason(result.order), result.order);
        showCheckoutResult({ kind: 'refused', message: result.order.failure_message });
      }
      return null;
    },
    [handleCheckoutResult, refresh, reportFailure, showCheckoutResult],
  );

  return { start, busy, setBusy };
}
