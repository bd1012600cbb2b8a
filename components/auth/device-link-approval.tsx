import { useEffect, useRef, useState } from 'react';
import NextLink from 'next/link';
import { useRouter } from 'next/router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/contexts/auth-context';
import type { ScannedDeviceLink } from '@/contracts/device-links';

type Stage =
  | { kind: 'opening' }
  | { kind: 'deciding'; link: ScannedDeviceLink; busy: 'approve' | 'deny' | null }
  | { kind: 'approved'; link: ScannedDeviceLink }
  | { kind: 'denied' }
  | { kind: 'failed'; message: string };

/**
 * The page a QR code leads to: the signed-in person sees which device asks to sign in as them
 * and approves or denies it. Opening the page scans the link, which makes it theirs to decide.
 */
export function DeviceLinkApproval({ linkId }: { linkId: string }) {
  const { t } = useTranslation('auth');
  const router = useRouter();
  const { isLoading, currentUser } = useAuth();
  const [stage, setStage] = useState<Stage>({ kind: 'opening' });
  const scanned = useRef(false);
  const signedOut = !isLoading && !currentUser;

  useEffect(() => {
    if (signedOut) void router.replace({ pathname: '/login', query: { redirect: `/device-link/${linkId}` } });
  }, [signedOut, router, linkId]);

  useEffect(() => {
    if (isLoading || !currentUser || scanned.current) return;
    scanned.current = true;
    void import('@/services/api/auth/device-links').then(async ({ scanDeviceLink }) => {
      const answer = await scanDeviceLink(linkId);
      // Parsed by the contract's `scannedDeviceLink` schema; the endpoint's declaration types it loosely.
      if (answer.ok) setStage({ kind: 'deciding', link: answer.data.data as ScannedDeviceLink, busy: null });
      else setStage({ kind: 'failed', message: answer.message || t('deviceLink.failed') });
    });
  }, [isLoading, currentUser, linkId, t]);

  const decide = async (link: ScannedDeviceLink, verb: 'approve' | 'deny') => {
    setStage({ kind: 'deciding', link, busy: verb });
    const { approveDeviceLink, denyDeviceLink } = await import('@/services/api/auth/device-links');
    const answer = await (verb === 'approve' ? approveDeviceLink : denyDeviceLink)(link.link_id);
    if (!answer.ok) setStage({ kind: 'failed', message: answer.message || t('deviceLink.failed') });
    else setStage(verb === 'approve' ? { kind: 'approved', link } : { kind: 'denied' });
  };

  return (
    <Container maxWidth="xs" sx={{ py: { xs: 4, sm: 8 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, borderRadius: 3, display: 'grid', gap: 2 }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700, textAlign: 'center' }}>
          {t('deviceLink.title')}
        </Typography>
        {stage.kind === 'opening' && (
          <Box sx={{ display: 'grid', justifyItems: 'center', gap: 1 }}>
            <CircularProgress aria-label={t('deviceLink.opening')} />
            <Typography role="status">{t('deviceLink.opening')}</Typography>
          </Box>
        )}
        {stage.kind === 'deciding' && (
          <>
            <Typography>{t('deviceLink.question', { name: currentUser?.display_name ?? '' })}</Typography>
            <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}>
              <Typography component="dt" sx={{ color: 'text.secondary' }}>
                {t('deviceLink.device')}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
                {stage.link.device_name}
              </Typography>
              <Typography component="dt" sx={{ color: 'text.secondary' }}>
                {t('deviceLink.os')}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
                {stage.link.os}
              </Typography>
            </Box>
            <Alert severity="warning">{t('deviceLink.warning')}</Alert>
            <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'flex-end' }}>
              <Button onClick={() => void decide(stage.link, 'deny')} disabled={stage.busy !== null} loading={stage.busy === 'deny'}>
                {t('deviceLink.deny')}
              </Button>
              <Button variant="contained" onClick={() => void decide(stage.link, 'approve')} disabled={stage.busy !== null} loading={stage.busy === 'approve'}>
                {t('deviceLink.approve')}
              </Button>
            </Box>
          </>
        )}
        {stage.kind === 'approved' && <Alert severity="success">{t('deviceLink.approved', { device: stage.link.device_name })}</Alert>}
        {stage.kind === 'denied' && <Alert severity="info">{t('deviceLink.denied')}</Alert>}
        {stage.kind === 'failed' && <Alert severity="error">{stage.message}</Alert>}
        {(stage.kind === 'approved' || stage.kind === 'denied' || stage.kind === 'failed') && (
          <Button component={NextLink} href="/" sx={{ justifySelf: 'center' }}>
            {t('deviceLink.done')}
          </Button>
        )}
      </Paper>
    </Container>
  );
}
