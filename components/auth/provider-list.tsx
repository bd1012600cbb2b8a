import { useMemo } from 'react';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { LOGIN_METHODS, type LoginMethod, useAuth } from '@/contexts/auth-context';
import { petraConnect } from './petra-sign-in';
import { ProviderButton } from './provider-button';

/** Brand names stay as the brands write them; only "QR code" is a word to translate. */
const BRAND_NAMES: Record<Exclude<LoginMethod, 'qrcode'>, string> = {
  apple: 'Apple',
  facebook: 'Facebook',
  google: 'Google',
  petra: 'Petra',
  telegram: 'Telegram',
  tiktok: 'TikTok',
  twitter: 'Twitter',
};

/** The eight providers (spec §2), each with its own busy state; one sign-in runs at a time. */
export function ProviderList() {
  const { t } = useTranslation('auth');
  const { loginMethod, signIn, isLoading } = useAuth();

  const actions = useMemo<Partial<Record<LoginMethod, () => void>>>(
    () => ({
      petra: () =>
        void signIn('petra', petraConnect({ missing: t('petraMissing'), refused: t('walletRefused') }), {
          walletOnlyVerified: true,
        }),
    }),
    [signIn, t],
  );

  return (
    <Stack spacing={1.5}>
      {LOGIN_METHODS.map((method) => {
        const action = actions[method];
        const name = method === 'qrcode' ? t('qrCode') : BRAND_NAMES[method];
        const label = action ? t('continueWith', { provider: name }) : t('comingSoon', { provider: name });
        return (
          <ProviderButton
            key={method}
            method={method}
            label={label}
            busy={loginMethod === method}
            disabled={!action || isLoading || (loginMethod !== null && loginMethod !== method)}
            onClick={() => action?.()}
          />
        );
      })}
    </Stack>
  );
}
