import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import { useAuth } from '@/contexts/auth-context';
import { useTranslation } from 'react-i18next';
import { AccountIdentity } from './account-identity';

/** Every account signed in on this device; choosing one makes it current. */
export default function SwitchAccountDialog() {
  const { t } = useTranslation();
  const { dialogs, setDialog, accounts, currentUser, switchAccount, addAccount } = useAuth();
  return (
    <Dialog
      open={dialogs.switchAccount}
      onClose={() => setDialog('switchAccount', false)}
      fullWidth
      maxWidth="xs"
      aria-labelledby="switch-account-title"
    >
      <DialogTitle id="switch-account-title">{t('account.switchAccount')}</DialogTitle>
      <List sx={{ pb: 2 }}>
        {accounts.map(({ id, user }) => {
          const current = id === currentUser?.id;
          return (
            <ListItemButton
              key={id}
              selected={current}
              aria-current={current ? 'true' : undefined}
              onClick={() => void (current ? setDialog('switchAccount', false) : switchAccount(id))}
            >
              <AccountIdentity user={user} fallbackName={t('account.unnamed')} />
            </ListItemButton>
          );
        })}
        <ListItemButton onClick={addAccount}>{t('account.addAnother')}</ListItemButton>
      </List>
    </Dialog>
  );
}
