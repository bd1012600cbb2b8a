import { useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useColorScheme } from '@mui/material/styles';
import { ErrorCode } from '@/contracts/envelope';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { useLanguage } from '@/contexts/language-context';
import { usePaymentConfig } from '@/contexts/payment-config-context';
import { loadStripeFor } from '@/components/wallet/card/load-stripe';
import { createMyPaymentMethod } from '@/services/api/wallet/payments';
import type { HttpFailure } from '@/services/http';
import { localizedBrowserUrl } from '@/services/i18n/localized-path';
import { useTranslation } from 'react-i18next';
import { stripeLocale } from '@/services/i18n/intl';
import { retryWait } from '@/services/payments/retry-wait';

export const PAYMENT_METHODS_PATH = '/settings/payment-methods';

function SetupForm({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('wallet');
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);

  const save = async () => {
    if (!stripe || !elements) return;
    setBusy(true);
    // A card that asks for 3-D Secure leaves for it and comes back to this page.
    const { error } = await stripe.confirmSetup({
      elements,
      confirmParams: { return_url: localizedBrowserUrl(PAYMENT_METHODS_PATH) },
      redirect: 'if_required',
    });
    setBusy(false);
    if (!error) onSaved();
  };

  return (
    <>
      <DialogContent>
        {/* The dialog's only field: it opens on the card number. */}
        <PaymentElement options={{ layout: 'tabs' }} onReady={(element) => element.focus()} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('paymentMethods.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={busy || !stripe}>
          {t('paymentMethods.save')}
        </Button>
      </DialogActions>
    </>
  );
}

/** Saves a card: a SetupIntent from the API, confirmed through Stripe's Payment Element. */
export default function AddCardDialog({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('wallet');
  const { current } = useLanguage();
  const { mode, systemMode } = useColorScheme();
  const { isLoading, config } = usePaymentConfig();
  const [secret, setSecret] = useState<string | null | undefined>(undefined);
  /** The API's refusal to start saving a card, shown in words. */
  const [refusal, setRefusal] = useState<HttpFailure | null>(null);
  const stripePromise = useMemo(() => (config ? loadStripeFor(config.publishable_key) : null), [config]);

  useEffect(() => {
    let active = true;
    void createMyPaymentMethod().then((answer) => {
      if (!active) return;
      setSecret(answer.ok ? answer.data.data.client_secret : null);
      if (!answer.ok) setRefusal(answer);
    });
    return () => {
      active = false;
    };
  }, []);

  const dark = (mode === 'system' ? systemMode : mode) === 'dark';
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="add-card-title">
      <DialogTitle id="add-card-title">{t('paymentMethods.add')}</DialogTitle>
      {isLoading || secret === undefined ? (
        <DialogContent>
          <CircularProgress aria-label={t('card.loading')} />
        </DialogContent>
      ) : !stripePromise || !secret ? (
        <>
          <DialogContent>
            <Alert severity="warning">
              {refusal?.code === ErrorCode.RATE_LIMITED
                ? t('card.rateLimited', { wait: retryWait(refusal, current) })
                : t('card.unavailable')}
            </Alert>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('paymentMethods.cancel')}</Button>
          </DialogActions>
        </>
      ) : (
        <Elements
          stripe={stripePromise}
          options={{ clientSecret: secret, locale: stripeLocale(current), appearance: { theme: dark ? 'night' : 'stripe' } }}
        >
          <SetupForm onClose={onClose} onSaved={onSaved} />
        </Elements>
      )}
    </Dialog>
  );
}
