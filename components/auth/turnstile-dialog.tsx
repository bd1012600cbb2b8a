import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useAuth } from '@/contexts/auth-context';
import { useTurnstileWidget } from '@/hooks/use-turnstile-widget';
import { useTranslation } from 'react-i18next';

/** Shown when a sign-in answered 406: solving the widget retries that sign-in. */
export default function TurnstileDialog() {
  const { t } = useTranslation();
  const { turnstile, completeTurnstile, cancelTurnstile } = useAuth();
  const { container, failed } = useTurnstileWidget(turnstile?.site_key, completeTurnstile);

  return (
    <Dialog
      open={turnstile !== null}
      onClose={cancelTurnstile}
      fullWidth
      maxWidth="xs"
      aria-labelledby="turnstile-title"
      aria-describedby="turnstile-description"
    >
      <DialogTitle id="turnstile-title">{t('turnstile.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="turnstile-description" sx={{ mb: 2 }}>
          {failed ? t('turnstile.failed') : t('turnstile.description')}
        </DialogContentText>
        <div ref={container} style={{ minHeight: 65 }} />
      </DialogContent>
      <DialogActions>
        <Button onClick={cancelTurnstile}>{t('turnstile.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
