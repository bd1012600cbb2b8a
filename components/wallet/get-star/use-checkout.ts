import { useCallback, useRef, useState } from 'react';
import type { CheckoutRequest, CheckoutResult } from '@/contracts/checkout';
import { ErrorCode } from '@/contracts/envelope';
import { PaymentErrorCode } from '@/contracts/payments';
import { useBalance } from '@/contexts/balance-context';
import { checkoutCompleted, checkoutRefused, checkoutStarted, refusedOrderReason, requestDetails } from '@/services/analytics/checkout';
import { useLanguage } from '@/contexts/language-context';
import { createCheckout } from '@/services/api/wallet/checkout';
import { HttpErrorCode, type ApiClients, type HttpFailure } from '@/services/http';
import { localizedBrowserUrl } from '@/services/i18n/localized-path';
import { useTranslation } from 'react-i18next';
import { retryWait } from '@/services/payments/retry-wait';

/** Where Stripe, 3-D Secure and the gateway send the browser back to (spec §2), in the page's language. */
export function checkoutReturnUrl(): string {
  return localizedBrowserUrl('/get-star');
}

const CLIENT_CODES = new Set<string>(Object.values(HttpErrorCode));

/**
 * Whether the purchase may or may not have happened (no answer, a server failure), or was put
 * off (limited, still in progress): the retry must carry the same Idempotency-Key. Any other
 * answer ends the attempt; buying the same package again is a new purchase.
 */
const attemptStaysOpen = (answer: HttpFailure) =>
  answer.status === 0 ||
  answer.status >= 500 ||
  answer.code === ErrorCode.RATE_LIMITED ||
  answer.code === PaymentErrorCode.IDEMPOTENCY_IN_PROGRESS;

/**
 * Starts a checkout and carries out what its answer asks: leave for 3-D Secure or the gateway,
 * or show the result at once (TVS, a saved card charged on the server). One Idempotency-Key per
 * attempt, kept until the attempt has an answer, so a retry after a lost answer cannot buy twice.
 * Checkout does nothing without a body. `clients` replaces the page's API clients (tests).
 */
export function useCheckout(clients?: ApiClients) {
  const { t } = useTranslation('wallet');
  const { current: language } = useLanguage();
  const { refresh, showCheckoutResult, handleCheckoutResult } = useBalance();
  const [busy, setBusy] = useState(false);
  const attempt = useRef<{ body: string; key: string } | null>(null);

  const reportFailure = useCallback(
    (answer: HttpFailure) => {
      if (answer.code === ErrorCode.RATE_LIMITED) {
        showCheckoutResult({ kind: 'refused', message: t('result.rateLimited', { wait: retryWait(answer, language) }) });
        return;
      }
      if (answer.code === PaymentErrorCode.IDEMPOTENCY_IN_PROGRESS) {
        showCheckoutResult({ kind: 'refused', message: t('result.inProgress') });
        return;
      }
      const own = answer.status > 0 && !CLIENT_CODES.has(answer.code);
      showCheckoutResult({ kind: 'refused', message: own ? answer.message : null });
    },
    [language, showCheckoutResult, t],
  );

  /** The answer when the page should go on with it (a card's client secret); null once handled. */
  const start = useCallback(
    async (request: Omit<CheckoutRequest, 'return_url'> | null): Promise<CheckoutResult | null> => {
      if (!request) return null;
      setBusy(true);
      const body = { ...request, return_url: checkoutReturnUrl() };
      const json = JSON.stringify(body);
      if (attempt.current?.body !== json) attempt.current = { body: json, key: crypto.randomUUID() };
      const answer = await createCheckout(body, attempt.current.key, clients);
      if (answer.ok || !attemptStaysOpen(answer)) attempt.current = null;
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
    [clients, handleCheckoutResult, refresh, reportFailure, showCheckoutResult],
  );

  return { start, busy, setBusy };
}
