import { useEffect } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { useRouter } from 'next/router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useAuth } from '@/contexts/auth-context';
import { useTranslation } from 'react-i18next';
import { ProviderList } from './provider-list';
import { redirectTarget } from '@/services/auth/redirect-target';

/**
 * The server redirects visitors who arrive signed in; this covers signing in on the page. Its own
 * component, so that the session's changes re-render it alone, not the page around it.
 */
function LeaveWhenSignedIn() {
  const router = useRouter();
  const { currentUser } = useAuth();
  useEffect(() => {
    if (currentUser) void router.replace(redirectTarget(router.query.redirect));
  }, [currentUser, router]);
  return null;
}

/** The /login and /signup pages; the same providers, a different greeting and cross-link. */
export function LoginView({ mode }: { mode: 'login' | 'signup' }) {
  const { t } = useTranslation('auth');
  const router = useRouter();

  const other =
    mode === 'login'
      ? { prompt: t('noAccount'), action: t('signUp'), href: '/signup' }
      : { prompt: t('haveAccount'), action: t('signIn'), href: '/login' };
  const query = typeof router.query.redirect === 'string' ? { redirect: router.query.redirect } : undefined;
  const returnTo = redirectTarget(router.query.redirect);

  return (
    <Container maxWidth="xs" sx={{ py: { xs: 4, sm: 8 } }}>
      <LeaveWhenSignedIn />
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, borderRadius: 3 }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 3, textAlign: 'center' }}>
          {mode === 'login' ? t('signInTitle') : t('signUpTitle')}
        </Typography>
        <ProviderList returnTo={returnTo} />
        <Box sx={{ mt: 3, textAlign: 'center' }}>
          <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }}>
            {other.prompt}{' '}
          </Typography>
          <Link component={AppLink} href={{ pathname: other.href, query }} variant="body2">
            {other.action}
          </Link>
        </Box>
      </Paper>
    </Container>
  );
}
