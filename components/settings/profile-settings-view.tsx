import { useEffect, useMemo } from 'react';
import { useRouter } from 'next/router';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useAuth } from '@/contexts/auth-context';
import { useTranslation } from 'react-i18next';
import { DisplayNameForm } from './display-name-form';
import { LinkedIdentities } from './linked-identities';
import { ProfileSettingsSkeleton } from './profile-settings-skeleton';
import { defaultProfileServices, type ProfileServices } from './profile-services';

export const PROFILE_SETTINGS_PATH = '/settings/profile';

/** Settings → profile; a signed-out visitor goes to sign in and comes back here. */
export function ProfileSettingsView({ services: given }: { services?: ProfileServices }) {
  const { t } = useTranslation('settings');
  const { isLoading, currentUser } = useAuth();
  const router = useRouter();
  const services = useMemo(() => given ?? defaultProfileServices(), [given]);
  const signedOut = !isLoading && !currentUser;

  useEffect(() => {
    if (signedOut) void router.replace(`/login?redirect=${PROFILE_SETTINGS_PATH}`);
  }, [signedOut, router]);

  if (!currentUser) {
    return <ProfileSettingsSkeleton />;
  }

  // Keyed by the account: after a switch nothing typed, fetched or shown for the previous one stays.
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }} key={currentUser.id}>
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        {t('profile.title')}
      </Typography>
      <Paper variant="outlined" component="section" aria-labelledby="profile-name-heading" sx={{ p: 3, mb: 3 }}>
        <Typography id="profile-name-heading" variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('profile.nameSection')}
        </Typography>
        <DisplayNameForm user={currentUser} services={services} />
      </Paper>
      <Paper variant="outlined" component="section" aria-labelledby="profile-identities-heading" sx={{ p: 3 }}>
        <Typography id="profile-identities-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('identities.title')}
        </Typography>
        <LinkedIdentities services={services} />
      </Paper>
    </Container>
  );
}
