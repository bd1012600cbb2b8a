import MenuItem from '@mui/material/MenuItem';
import NextLink from 'next/link';
import { useTranslation } from 'react-i18next';

/** The wallet's pages in the account menu. */
export function WalletMenuItems({ onNavigate }: { onNavigate: () => void }) {
  const { t, ready } = useTranslation('wallet');
  // The wallet's texts load on first use; untranslated keys never reach the menu.
  if (!ready) return null;
  return (
    <>
      <MenuItem component={NextLink} href="/get-star" onClick={onNavigate}>
        {t('menu.getStar')}
      </MenuItem>
      <MenuItem component={NextLink} href="/wallet/history" onClick={onNavigate}>
        {t('menu.history')}
      </MenuItem>
      <MenuItem component={NextLink} href="/wallet/memberships" onClick={onNavigate}>
        {t('menu.memberships')}
      </MenuItem>
      <MenuItem component={NextLink} href="/wallet/earnings" onClick={onNavigate}>
        {t('menu.earnings')}
      </MenuItem>
      <MenuItem component={NextLink} href="/settings/channel" onClick={onNavigate}>
        {t('menu.channelMemberships')}
      </MenuItem>
      <MenuItem component={NextLink} href="/settings/payment-methods" onClick={onNavigate}>
        {t('menu.paymentMethods')}
      </MenuItem>
    </>
  );
}
