import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import { useTranslation } from 'react-i18next';

/** What the profile page shows while its form loads, and while the session is being restored. */
export function ProfileSettingsSkeleton() {
  const { t } = useTranslation('settings');
  return (
    <Container sx={{ py: 8, display: 'flex', justifyContent: 'center' }}>
      <CircularProgress aria-label={t('profile.loading')} />
    </Container>
  );
}
