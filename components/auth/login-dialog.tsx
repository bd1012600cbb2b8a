import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useRouter } from 'next/compat/router';
import { useAuth } from '@/contexts/auth-context';
import { useTranslation } from 'react-i18next';
import { ProviderList } from './provider-list';
import { redirectTarget } from '@/services/auth/redirect-target';

/** Signs in another account over the page; the current one stays signed in until it succeeds. */
export default function LoginDialog() {
  const { t, ready } = useTranslation('auth');
  const { t: tCommon } = useTranslation();
  const { dialogs, setDialog } = useAuth();
  const router = useRouter();
  if (!ready) return null;
  // Escape, a click beside it, and Close all leave the current account as it was.
  const close = () => setDialog('login', false);
  return (
    <Dialog open={dialogs.login} onClose={close} fullWidth maxWidth="xs" aria-labelledby="login-dialog-title">
      <DialogTitle id="login-dialog-title">{t('addAccountTitle')}</DialogTitle>
      <DialogContent>
        {/* A sign-in that leaves the page (TikTok) comes back to the page the dialog was opened on. */}
        <ProviderList returnTo={redirectTarget(router?.asPath)} />
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{tCommon('account.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
