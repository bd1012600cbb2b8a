import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/contexts/auth-context';
import { ProviderList } from './provider-list';

/** Signs in another account over the page; the current one stays signed in until it succeeds. */
export default function LoginDialog() {
  const { t, ready } = useTranslation('auth');
  const { dialogs, setDialog } = useAuth();
  if (!ready) return null;
  return (
    <Dialog open={dialogs.login} onClose={() => setDialog('login', false)} fullWidth maxWidth="xs" aria-labelledby="login-dialog-title">
      <DialogTitle id="login-dialog-title">{t('addAccountTitle')}</DialogTitle>
      <DialogContent>
        <ProviderList />
      </DialogContent>
    </Dialog>
  );
}
