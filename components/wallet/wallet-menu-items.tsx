import MenuItem from '@mui/material/MenuItem';
import { AppLink } from '@/components/ui/app-link';
import { useTranslation } from 'react-i18next';

/** The wallet's pages in the account menu. */
export function WalletMenuItems({ onNavigate }: { onNavigate: () => void }) {
  const { t, ready } = useTranslation('wallet');
  // The wallet's texts load on first use; untranslated keys never reach the menu.
  if (!ready) return null;
  return (
    <>
      <MenuItem component={AppLink} href="/get-star" onClick={onNavigate}>
        {t('menu.getStar')}
      </MenuItem>
      <MenuItem component={AppLink} href="/wallet/history" onClick={onNavigate}>
        {t('menu.history')}
      </MenuItem>
      <MenuItem component={AppLink} href="/wallet/memberships" onClick={onNavigate}>
        {t('menu.memberships')}
      </MenuItem>
      <MenuItem component={AppLink} href="/wallet/earnings" onClick={onNavigate}>
        {t('menu.earnings')}
      </MenuItem>
      <MenuItem component={AppLink} href="/settings/channel" onClick={onNavigate}>
        {t('menu.channelMemberships')}
      </MenuItem>
      <MenuItem component={AppLink} href="/settings/payment-methods" onClick={onNavigate}>
        {t('menu.paymentMethods')}
      </MenuItem>
    </>
  );
}
