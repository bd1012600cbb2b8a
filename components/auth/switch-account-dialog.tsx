import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import AddIcon from '@mui/icons-material/PersonAddAlt1';
import CheckIcon from '@mui/icons-material/Check';
import { useAuth } from '@/contexts/auth-context';
import { useTranslation } from 'react-i18next';
import { AccountIdentity } from './account-identity';

/**
 * Every account signed in on this device (the account menu's "Switch account"): choosing another
 * makes it current, "Add another account" opens the login dialog over the page.
 */
export default function SwitchAccountDialog() {
  const { t } = useTranslation();
  const { dialogs, setDialog, accounts, currentUser, switchAccount, addAccount } = useAuth();
  const close = () => setDialog('switchAccount', false);
  return (
    <Dialog open={dialogs.switchAccount} onClose={close} fullWidth maxWidth="xs" aria-labelledby="switch-account-title">
      <DialogTitle id="switch-account-title">{t('account.switchAccount')}</DialogTitle>
      <List>
        {accounts.map(({ id, user }) => {
          const current = id === currentUser?.id;
          return (
            <ListItemButton
              key={id}
              selected={current}
              autoFocus={current}
              aria-current={current ? 'true' : undefined}
              onClick={() => void (current ? close() : switchAccount(id))}
            >
              <AccountIdentity user={user} fallbackName={t('account.unnamed')} />
              {current && (
                <ListItemIcon sx={{ ml: 2 }} aria-label={t('account.current')}>
                  <CheckIcon fontSize="small" />
                </ListItemIcon>
              )}
            </ListItemButton>
          );
        })}
        <ListItemButton onClick={addAccount}>
          <ListItemIcon>
            <AddIcon fontSize="small" />
          </ListItemIcon>
          {t('account.addAnother')}
        </ListItemButton>
      </List>
      <DialogActions>
        <Button onClick={close}>{t('account.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
