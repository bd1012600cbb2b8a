import { useEffect, useRef, useState } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { useRouter } from 'next/router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useAuth } from '@/contexts/auth-context';
import { useTranslation } from 'react-i18next';

type Stage = { kind: 'working' } | { kind: 'failed'; message: string };

/**
 * Where TikTok sends the browser back: the `state` must be the one this tab sent, then the code
 * goes to the API. A refusal says why and leads back to the sign-in page.
 */
export function TikTokReturnView() {
  const { t } = useTranslation('auth');
  const router = useRouter();
  const { isLoading, currentUser, turnstile, signIn } = useAuth();
  const [stage, setStage] = useState<Stage>({ kind: 'working' });
  const [returnTo, setReturnTo] = useState('/');
  const [settled, setSettled] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    // The answer is read once: its state is spent on the first read, and a reload must not resend the code.
    if (isLoading || started.current) return;
    started.current = true;
    void (async () => {
      const { takeTikTokReturn, tiktokConnect } = await import('@/services/auth/tiktok-sign-in');
      const answer = takeTikTokReturn(window.location.search);
      // The code is single use: it leaves the address bar and the history entry at once.
      window.history.replaceState(window.history.state, '', window.location.pathname);
      setReturnTo(answer.returnTo);
      if (!answer.ok) {
        const message = { 'state-mismatch': t('tiktok.stateMismatch'), 'missing-code': t('tiktok.failed'), denied: t('tiktok.denied') }[
          answer.reason
        ];
        setStage({ kind: 'failed', message });
        return;
      }
      await signIn('tiktok', tiktokConnect(answer));
      setSettled(true);
    })();
  }, [isLoading, signIn, t]);

  useEffect(() => {
    if (currentUser && settled) void router.replace(returnTo);
  }, [currentUser, settled, returnTo, router]);

  // Settled without a user and without a pending challenge: the API refused (the snackbar says why).
  const refused = settled && !currentUser && !turnstile;
  const failure = stage.kind === 'failed' ? stage.message : refused ? t('tiktok.failed') : null;

  return (
    <Container maxWidth="xs" sx={{ py: { xs: 4, sm: 8 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, borderRadius: 3, display: 'grid', gap: 2, justifyItems: 'center' }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700, textAlign: 'center' }}>
          {t('tiktok.title')}
        </Typography>
        {failure ? (
          <>
            <Alert severity="error" sx={{ width: '100%' }}>
              {failure}
            </Alert>
            <Button
              component={AppLink}
              href={returnTo === '/' ? '/login' : `/login?redirect=${encodeURIComponent(returnTo)}`}
              variant="contained"
            >
              {t('backToSignIn')}
            </Button>
          </>
        ) : (
          <>
            <CircularProgress aria-label={t('tiktok.working')} />
            <Typography role="status">{t('tiktok.working')}</Typography>
          </>
        )}
      </Paper>
    </Container>
  );
}
