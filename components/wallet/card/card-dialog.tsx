import { useEffect, useMemo, useState } from 'react';
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
  const [choice, setChoice] = useState(cards.find((card) => card.is_default)?.id ?? cards[0]?.id ?? NEW_CARD);
  const price = formatMoney(item.price.amount, item.price.currency, current, item.price.exponent);
  const order = { package_id: item.id, method: 'card', country };

  const pay = async () => {
    if (choice !== NEW_CARD) {
      await start({ ...order, payment_method_id: choice });
      onClose();
      return;
    }
    if (!stripe || !elements) return;
    // Stripe's deferred flow: check the fields first, then make the order, then confirm it.
    const { error: incomplete } = await elements.submit();
    if (incomplete) return;
    const result = await start(order);
    if (!result?.client_secret) {
      onClose();
      return;
    }
    setBusy(true);
    const { error } = await stripe.confirmPayment({
      elements,
      clientSecret: result.client_secret,
      confirmParams: { return_url: checkoutReturnUrl() },
    });
    setBusy(false);
    if (error.type === 'validation_error') return;
    // A decline stays on the page: the server settles the order and its reason shows as refused.
    onClose();
    handleCheckoutResult(`?payment_intent_client_secret=${encodeURIComponent(result.client_secret)}`);
  };

  return (
    <>
      <DialogContent>
        <Stack spacing={2}>
          <RadioGroup aria-label={t('card.title')} value={choice} onChange={(event) => setChoice(event.target.value)}>
            {cards.map((card) => (
              <FormControlLabel
                key={card.id}
                value={card.id}
                control={<Radio />}
                label={
                  <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1 }}>
                    <span>{cardName(t, card)}</span>
                    <Typography component="span" variant="body2" color="text.secondary">
                      {cardExpiry(t, card)}
                    </Typography>
                    {card.is_default && <Chip size="small" label={t('card.default')} />}
                  </Stack>
                }
              />
            ))}
            <FormControlLabel value={NEW_CARD} control={<Radio />} label={t('card.newCard')} />
          </RadioGroup>
          {choice === NEW_CARD && <PaymentElement options={{ layout: 'tabs' }} />}
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
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="card-dialog-title">
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
