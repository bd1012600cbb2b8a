import { Suspense, lazy } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AppLink } from '@/components/ui/app-link';
import { useAuth } from '@/contexts/auth-context';
import { useTranslation } from 'react-i18next';
import { ReturnLink } from './return-link';

// Packages, prices, methods and checkout (with the API's schemas and client) load for a signed-in
// user only: a guest, who is asked to sign in, never downloads them.
const TopUp = lazy(() => import('./top-up'));

/** What /get-star shows below its heading (GetStarFrame): the top-up for a signed-in user, else the way to sign in. */
export function GetStarView() {
  const { t } = useTranslation('wallet');
  const { isLoading, currentUser } = useAuth();
  return (
    <>
      <ReturnLink />
      {isLoading ? (
        <CircularProgress aria-label={t('card.loading')} />
      ) : currentUser ? (
        <Suspense fallback={<CircularProgress aria-label={t('card.loading')} />}>
          <TopUp key={currentUser.id} />
        </Suspense>
      ) : (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography>{t('getStar.signIn')}</Typography>
          <Button component={AppLink} href="/login?redirect=/get-star" variant="contained">
            {t('getStar.signInAction')}
          </Button>
        </Stack>
      )}
    </>
  );
}
