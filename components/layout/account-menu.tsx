import { useId, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import CheckIcon from '@mui/icons-material/Check';
import { AppLink } from '@/components/ui/app-link';
import { AccountIdentity } from '@/components/auth/account-identity';
import { WalletMenuItems } from '@/components/wallet/wallet-menu-items';
import { useAuth } from '@/contexts/auth-context';
import { useTranslation } from 'react-i18next';

/**
 * The signed-in header's account menu: every account on this device (one click switches), the
 * switch-account dialog, the wallet, settings, adding an account, signing out.
 */
export default function AccountMenu() {
  const { t } = useTranslation();
  const { currentUser, accounts, switchAccount, addAccount, setDialog, signOut } = useAuth();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  if (!currentUser) return null;

  return (
    <>
      <IconButton
        aria-label={t('account.menu', { name: currentUser.display_name })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ p: 0.5 }}
      >
        <Avatar src={currentUser.avatar_url ?? undefined} alt="" sx={{ width: 36, height: 36 }}>
          {currentUser.display_name.slice(0, 1).toUpperCase()}
        </Avatar>
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {accounts.map(({ id, user }) => {
          const current = id === currentUser.id;
          return (
            <MenuItem
              key={id}
              selected={current}
              aria-current={current ? 'true' : undefined}
              onClick={() => {
                close();
                if (!current) void switchAccount(id);
              }}
            >
              <AccountIdentity user={user} fallbackName={t('account.unnamed')} />
              {current && (
                <ListItemIcon sx={{ ml: 2 }} aria-label={t('account.current')}>
                  <CheckIcon fontSize="small" />
                </ListItemIcon>
              )}
            </MenuItem>
          );
        })}
        <MenuItem
          onClick={() => {
            close();
            setDialog('switchAccount', true);
          }}
        >
          {t('account.switchAccount')}
        </MenuItem>
        <Divider />
        <WalletMenuItems onNavigate={close} />
        <MenuItem component={AppLink} href="/settings/profile" onClick={close}>
          {t('account.settings')}
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            addAccount();
          }}
        >
          {t('account.addAnother')}
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            void signOut();
          }}
        >
          {t('account.signOut')}
        </MenuItem>
      </Menu>
    </>
  );
}
