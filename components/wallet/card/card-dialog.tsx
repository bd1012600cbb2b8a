import { useEffect, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useColorScheme } from '@mui/material/styles';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { StripePaymentElement } from '@stripe/stripe-js';
import type { SavedCard } from '@/contracts/payments';
import type { StarPackage } from '@/contracts/wallet';
import { toStripeAmount } from '@/contracts/stripe-amounts';
import { useBalance } from '@/contexts/balance-context';
import { useLanguage } from '@/contexts/language-context';
import { usePaymentConfig } from '@/contexts/payment-config-context';
import { checkoutReturnUrl, useCheckout } from '@/components/wallet/get-star/use-checkout';
import { listMyPaymentMethods } from '@/services/api/wallet/payments';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/services/payments/money';
import { cardExpiry, cardName } from './card-name';
import { forgetCardStep, waitBehindResult } from './card-step-waiting';
import { loadStripeFor } from './load-stripe';
import { stripeLocale } from '@/services/i18n/intl';

const NEW_CARD = 'new';

interface CardDialogProps {
  item: StarPackage;
  country: string;
  onClose: () => void;
}

/** The dialog's body and actions; inside <Elements>, so a new card can be confirmed. */
function CardStep({ item, country, onClose, cards }: CardDialogProps & { cards: SavedCard[] }) {
  const { t } = useTranslation('wallet');
  const { current } = useLanguage();
  const stripe = useStripe();
  const elements = useElements();
  const { handleCheckoutResult } = useBalance();
  const { start, busy, setBusy } = useCheckout();
  const [initialChoice] = useState(cards.find((card) => card.is_default)?.id ?? cards[0]?.id ?? NEW_CARD);
  const [choice, setChoice] = useState(initialChoice);
  const price = formatMoney(item.price.amount, item.price.currency, current, item.price.exponent);
  const order = { package_id: item.id, method: 'card', country };
  const cardElement = useRef<StripePaymentElement | null>(null);
  const choices = useRef<HTMLDivElement | null>(null);
  const waiting = useRef<{ retry: () => void; dismiss: () => void } | null>(null);
  const [retries, setRetries] = useState(0);

  // Back from a refusal: the card as it was typed (or chosen), ready to be corrected.
  useEffect(() => {
    if (retries === 0) return;
    if (choice === NEW_CARD) cardElement.current?.focus();
    else choices.current?.querySelector<HTMLInputElement>('input:checked')?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per retry, on the card chosen then.
  }, [retries]);
  useEffect(() => () => void (waiting.current && forgetCardStep(waiting.current)), []);

  /** From here the result dialog decides: its Retry comes back to this step, anything else closes it. */
  const waitForResult = () => {
    waiting.current = { retry: () => setRetries((count) => count + 1), dismiss: onClose };
    waitBehindResult(waiting.current);
  };

  const pay = async () => {
    if (choice !== NEW_CARD) {
      waitForResult();
      await start({ ...order, payment_method_id: choice });
      return;
    }
    if (!stripe || !elements) return;
    // Stripe's deferred flow: check the fields first, then make the order, then confirm it.
    const { error: incomplete } = await elements.submit();
    if (incomplete) return;
    waitForResult();
    const result = await start(order);
    if (!result?.client_secret) return;
    setBusy(true);
    // A card that needs no 3-D Secure is settled on this page, without leaving it and loading it again.
    const { error } = await stripe.confirmPayment({
      elements,
      clientSecret: result.client_secret,
      confirmParams: { return_url: checkoutReturnUrl() },
      redirect: 'if_required',
    });
    setBusy(false);
    if (error?.type === 'validation_error') {
      if (waiting.current) forgetCardStep(waiting.current);
      return;
    }
    // Paid or declined: the server settles the order; the result shows and the balance updates in place.
    handleCheckoutResult(`?payment_intent_client_secret=${encodeURIComponent(result.client_secret)}`);
  };

  return (
    <>
      <DialogContent>
        <Stack spacing={2}>
          <RadioGroup ref={choices} aria-label={t('card.title')} value={choice} onChange={(event) => setChoice(event.target.value)}>
            {cards.map((card) => (
              <FormControlLabel
                key={card.id}
                value={card.id}
                // The dialog opens on its first field: the preselected card.
                control={<Radio autoFocus={card.id === initialChoice} />}
                label={
                  // The name and its Default chip on one line, the expiry under them: the chip
                  // never lands alone on a line of its own.
                  <Stack sx={{ py: 0.5 }}>
                    <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1 }}>
                      <span>{cardName(t, card)}</span>
                      {card.is_default && <Chip size="small" label={t('card.default')} sx={{ flexShrink: 0 }} />}
                    </Stack>
                    <Typography component="span" variant="body2" color="text.secondary">
                      {cardExpiry(t, card)}
                    </Typography>
                  </Stack>
                }
              />
            ))}
            <FormControlLabel value={NEW_CARD} control={<Radio autoFocus={initialChoice === NEW_CARD} />} label={t('card.newCard')} />
          </RadioGroup>
          {choice === NEW_CARD && (
            <PaymentElement
              options={{ layout: 'tabs' }}
              onReady={(element) => {
                cardElement.current = element;
              }}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={busy}>
          {t('card.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void pay()} disabled={busy || (choice === NEW_CARD && !stripe)}>
          {t('card.pay', { price })}
        </Button>
      </DialogActions>
    </>
  );
}

/** Card payment for a package: saved cards first (the default preselected), or a new card through Stripe's Payment Element. */
export default function CardDialog(props: CardDialogProps) {
  const { item, onClose } = props;
  const { t } = useTranslation('wallet');
  const { current } = useLanguage();
  const { mode, systemMode } = useColorScheme();
  const { isLoading, config } = usePaymentConfig();
  const { checkoutResult } = useBalance();
  const [cards, setCards] = useState<SavedCard[] | null>(null);
  const stripePromise = useMemo(() => (config ? loadStripeFor(config.publishable_key) : null), [config]);

  useEffect(() => {
    let active = true;
    void listMyPaymentMethods().then((answer) => active && setCards(answer.ok ? answer.data.data : []));
    return () => {
      active = false;
    };
  }, []);

  const dark = (mode === 'system' ? systemMode : mode) === 'dark';
  const ready = !isLoading && cards !== null;
  return (
    // Hidden, not closed, while a payment's result shows: Retry brings back the card as typed.
    <Dialog open={checkoutResult === null} keepMounted onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="card-dialog-title">
      <DialogTitle id="card-dialog-title">{t('card.title')}</DialogTitle>
      {!ready ? (
        <DialogContent>
          <CircularProgress aria-label={t('card.loading')} />
        </DialogContent>
      ) : !config || !stripePromise ? (
        <>
          <DialogContent>
            <Alert severity="warning">{t('card.unavailable')}</Alert>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('card.cancel')}</Button>
          </DialogActions>
        </>
      ) : (
        <Elements
          stripe={stripePromise}
          options={{
            mode: 'payment',
            amount: toStripeAmount(item.price.amount, item.price.currency),
            currency: item.price.currency.toLowerCase(),
            locale: stripeLocale(current),
            appearance: { theme: dark ? 'night' : 'stripe' },
          }}
        >
          <CardStep {...props} cards={cards} />
        </Elements>
      )}
    </Dialog>
  );
}
