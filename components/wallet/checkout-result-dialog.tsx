import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { AppLink } from '@/components/ui/app-link';
import { useBalance } from '@/contexts/balance-context';
import { cardStepWaiting, resumeCardStep } from './card/card-step-waiting';
import { useTranslation } from 'react-i18next';

/**
 * The checkout result (spec §2): processing while the payment settles, then completed or refused.
 * Processing cannot be dismissed until two minutes have passed; then the stars arrive on their own.
 */
/** The dialog opens on its primary action; React's autoFocus does not apply to a link. */
function focusOnMount(node: HTMLElement | null) {
  node?.focus();
}

export default function CheckoutResultDialog() {
  const { t, ready } = useTranslation('wallet');
  const { checkoutResult: result, closeCheckoutResult } = useBalance();
  if (!ready || !result) return null;
  // A card step waiting behind this dialog comes back on Retry and closes with anything else.
  const close = () => {
    closeCheckoutResult();
    resumeCardStep(false);
  };
  const retryCard = () => {
    closeCheckoutResult();
    resumeCardStep(true);
  };

  if (result.kind === 'processing') {
    return (
      <Dialog
        open
        onClose={result.slow ? close : undefined}
        fullWidth
        maxWidth="xs"
        aria-labelledby="checkout-result-title"
        aria-describedby="checkout-result-text"
      >
        <DialogTitle id="checkout-result-title">{t('result.processingTitle')}</DialogTitle>
        <DialogContent>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            {!result.slow && <CircularProgress size={28} aria-hidden />}
            <DialogContentText id="checkout-result-text">
              {result.slow ? t('result.processingSlow') : t('result.processingText')}
            </DialogContentText>
          </Stack>
        </DialogContent>
        {result.slow && (
          <DialogActions>
            <Button onClick={close} autoFocus>
              {t('result.close')}
            </Button>
          </DialogActions>
        )}
      </Dialog>
    );
  }

  const completed = result.kind === 'completed';
  return (
    <Dialog open onClose={close} fullWidth maxWidth="xs" aria-labelledby="checkout-result-title" aria-describedby="checkout-result-text">
      <DialogTitle id="checkout-result-title">{completed ? t('result.completedTitle') : t('result.refusedTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="checkout-result-text">
          {completed ? t('result.completedText') : (result.message ?? t('result.refusedText'))}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={close}>{t('result.close')}</Button>
        {!completed && cardStepWaiting() ? (
          <Button variant="contained" onClick={retryCard} ref={focusOnMount}>
            {t('result.retry')}
          </Button>
        ) : (
          <Button component={AppLink} href="/get-star" variant="contained" onClick={close} ref={focusOnMount}>
            {completed ? t('result.getMore') : t('result.retry')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
