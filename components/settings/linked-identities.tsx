import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { FIREBASE_PROVIDERS, type FirebaseProvider, type SignInProvider } from '@/contracts/auth';
import type { LinkedIdentity } from '@/contracts/me';
import { useSnackbar } from '@/contexts/snackbar-context';
import { listIdentities, syncIdToken, unlinkIdToken } from '@/services/api/auth/me';
import { useTranslation } from 'react-i18next';
import { failureMessage, type ProfileServices } from './profile-services';
import { dateTimeFormat } from '@/services/i18n/intl';

// Brand names, the same in every language.
const PROVIDER_NAMES: Record<SignInProvider, string> = {
  google: 'Google',
  facebook: 'Facebook',
  apple: 'Apple',
  twitter: 'Twitter',
  telegram: 'Telegram',
  tiktok: 'TikTok',
  petra: 'Petra',
};
const LINKABLE = Object.keys(FIREBASE_PROVIDERS) as FirebaseProvider[];

/** The user's sign-in methods: unlink one (never the last), link another Firebase provider. */
export function LinkedIdentities({ services }: { services: ProfileServices }) {
  const { t, i18n } = useTranslation('settings');
  const { showError, showSuccess } = useSnackbar();
  const [identities, setIdentities] = useState<LinkedIdentity[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [busy, setBusy] = useState<SignInProvider | null>(null);

  useEffect(() => {
    let current = true;
    void listIdentities(services.client).then((answer) => {
      if (!current) return;
      if (answer.ok) setIdentities(answer.data.data.identities);
      else setLoadFailed(true);
    });
    return () => {
      current = false;
    };
  }, [services.client]);

  const unlink = async (provider: SignInProvider) => {
    setBusy(provider);
    const answer = await unlinkIdToken(provider, services.client);
    setBusy(null);
    if (!answer.ok) return showError(failureMessage(answer, t('identities.unlinkFailed')));
    setIdentities(answer.data.data.identities);
    showSuccess(t('identities.unlinked', { provider: PROVIDER_NAMES[provider] }));
  };

  const link = async (provider: FirebaseProvider) => {
    setBusy(provider);
    try {
      // Firebase (and the sandbox chooser) load only when someone links a method.
      const { obtainFirebaseIdToken } = await import('@/services/auth/firebase-provider');
      const proof = await obtainFirebaseIdToken(provider);
      if (!proof.ok) {
        if (!proof.cancelled) showError(proof.message || t('identities.linkFailed'));
        return;
      }
      const answer = await syncIdToken(proof.idToken, services.client);
      if (!answer.ok) return showError(failureMessage(answer, t('identities.linkFailed')));
      setIdentities(answer.data.data.identities);
      showSuccess(t('identities.linked', { provider: PROVIDER_NAMES[provider] }));
    } finally {
      setBusy(null);
    }
  };

  if (loadFailed) return <Typography role="alert">{t('identities.loadFailed')}</Typography>;
  if (!identities) return <Typography sx={{ color: 'text.secondary' }}>{t('identities.loading')}</Typography>;

  const last = identities.length <= 1;
  const dateFormat = dateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const unlinked = LINKABLE.filter((provider) => !identities.some((identity) => identity.provider === provider));

  return (
    <Box>
      <List aria-label={t('identities.title')}>
        {identities.map(({ provider, linked_at }) => (
          <ListItem
            key={provider}
            divider
            secondaryAction={
              <Button
                onClick={() => void unlink(provider)}
                disabled={last || busy !== null}
                aria-label={t('identities.unlink', { provider: PROVIDER_NAMES[provider] })}
                title={last ? t('identities.lastMethod') : undefined}
              >
                {t('identities.unlinkShort')}
              </Button>
            }
          >
            <ListItemText
              primary={PROVIDER_NAMES[provider]}
              secondary={t('identities.linkedOn', { date: dateFormat.format(new Date(linked_at)) })}
            />
          </ListItem>
        ))}
      </List>
      {last && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          {t('identities.lastMethod')}
        </Typography>
      )}
      {unlinked.length > 0 && (
        <Box sx={{ mt: 2, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {unlinked.map((provider) => (
            <Button
              key={provider}
              variant="outlined"
              disabled={busy !== null}
              loading={busy === provider}
              onClick={() => void link(provider)}
            >
              {t('identities.link', { provider: PROVIDER_NAMES[provider] })}
            </Button>
          ))}
        </Box>
      )}
    </Box>
  );
}
