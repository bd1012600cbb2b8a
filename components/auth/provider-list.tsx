import { Suspense, lazy, useCallback, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import { LOGIN_METHODS, type LoginMethod, useAuth } from '@/contexts/auth-context';
import type { FirebaseProvider } from '@/contracts/auth';
import { providerConfig } from '@/services/auth/provider-config';
import type { FirebaseIdTokenFailure } from '@/services/auth/firebase-provider';
import { firebaseConnect } from '@/services/auth/firebase-connect';
import { lazyConnect } from '@/services/auth/lazy-connect';
import { useTranslation } from 'react-i18next';
import { ProviderButton, providerButtonsSx } from './provider-button';
import type { TelegramUser } from '@/services/auth/telegram-sign-in';

const TelegramDialog = lazy(() => import('./telegram-dialog'));
const QrSignInDialog = lazy(() => import('./qr-sign-in-dialog'));

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

const FIREBASE_METHODS: readonly FirebaseProvider[] = ['apple', 'facebook', 'google', 'twitter'];

/**
 * The eight providers (spec §2), each with its own busy state; one sign-in runs at a time.
 * `returnTo`: the same-origin path a sign-in that leaves the page (TikTok) comes back to.
 */
export function ProviderList({ returnTo = '/' }: { returnTo?: string }) {
  const { t } = useTranslation('auth');
  const { loginMethod, signIn, isLoading } = useAuth();
  // A provider whose own dialog is open, or whose page the browser is leaving for.
  const [open, setOpen] = useState<LoginMethod | null>(null);

  const actions = useMemo<Partial<Record<LoginMethod, () => void>>>(() => {
    const describeFirebase = (provider: string) => (failure: FirebaseIdTokenFailure) => {
      if (failure.code === 'auth/account-exists-with-different-credential') return t('firebase.accountExists');
      if (failure.code === 'auth/popup-blocked') return t('firebase.popupBlocked');
      if (failure.code === 'auth/network-request-failed') return t('firebase.network');
      return t('firebase.failed', { provider });
    };
    const list: Partial<Record<LoginMethod, () => void>> = {
      petra: () =>
        void signIn(
          'petra',
          lazyConnect(async () =>
            (await import('@/services/auth/petra-sign-in')).petraConnect({ missing: t('petraMissing'), refused: t('walletRefused') }),
          ),
          { walletOnlyVerified: true },
        ),
      qrcode: () => setOpen('qrcode'),
    };
    for (const provider of FIREBASE_METHODS) {
      list[provider] = () => void signIn(provider, firebaseConnect(provider, describeFirebase(BRAND_NAMES[provider])));
    }
    if (providerConfig.telegramBotName) list.telegram = () => setOpen('telegram');
    if (providerConfig.tiktokClientKey) {
      list.tiktok = () => {
        setOpen('tiktok');
        // Loaded on the click: the sign-in pages' first load stays under the bundle budget.
        void import('@/services/auth/tiktok-sign-in').then(({ beginTikTokSignIn }) => window.location.assign(beginTikTokSignIn(returnTo)));
      };
    }
    return list;
  }, [signIn, t, returnTo]);

  const select = useCallback((method: LoginMethod) => actions[method]?.(), [actions]);
  const close = () => setOpen(null);
  const onTelegramUser = (user: TelegramUser) => {
    close();
    void signIn(
      'telegram',
      lazyConnect(async () => (await import('@/services/auth/telegram-sign-in')).telegramConnect(user)),
    );
  };
  // A dialog's opener stays as it was: focus goes back to it when the dialog closes. TikTok has no
  // dialog: its button shows the way to TikTok under way.
  const running = loginMethod ?? (open === 'tiktok' ? open : null);

  return (
    <>
      {/*
        While the session starts (and before the page is interactive) the whole list is disabled
        by its fieldset: one attribute, so the start finishing re-renders and changes nothing else.
      */}
      <Box
        component="fieldset"
        disabled={isLoading}
        sx={[{ border: 0, m: 0, p: 0, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }, providerButtonsSx]}
      >
        {LOGIN_METHODS.map((method) => {
          const action = actions[method];
          const name = method === 'qrcode' ? t('qrCode') : BRAND_NAMES[method];
          const label = action ? t('continueWith', { provider: name }) : t('unavailable', { provider: name });
          return (
            <ProviderButton
              key={method}
              method={method}
              label={label}
              busy={running === method}
              disabled={!action || (running !== null && running !== method)}
              onSelect={select}
            />
          );
        })}
      </Box>
      <Suspense fallback={null}>
        {open === 'telegram' && <TelegramDialog onUser={onTelegramUser} onClose={close} />}
        {open === 'qrcode' && <QrSignInDialog onClose={close} />}
      </Suspense>
    </>
  );
}
