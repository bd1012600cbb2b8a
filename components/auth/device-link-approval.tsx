import { useEffect, useState, type FormEvent } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { useRouter } from 'next/router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Notice } from '@/components/ui/notice';
import { PlainTextField } from '@/components/ui/plain-text-field';
import { useAuth } from '@/contexts/auth-context';
import { AuthErrorCode } from '@/contracts/auth-error-codes';
import { DEVICE_LINK_CODE_PATTERN } from '@/contracts/device-link-code';
import type { ScannedDeviceLink } from '@/contracts/device-links';
import { useTranslation } from 'react-i18next';
import { DeviceLinkDetails } from './device-link-details';

type Stage =
  | { kind: 'ready'; busy: boolean }
  | { kind: 'deciding'; link: ScannedDeviceLink; busy: 'approve' | 'deny' | null; codeError?: string }
  | { kind: 'approved' }
  | { kind: 'denied' }
  | { kind: 'failed'; message: string };

const attemptsLeft = (details: unknown) =>
  typeof details === 'object' && details !== null && 'attempts_left' in details ? Number(details.attempts_left) : 0;

/**
 * The page a QR code leads to. Opening it changes nothing: the signed-in person first chooses to
 * review the request, then sees what the server observed of the requesting browser and approves
 * only by typing the code that browser's screen shows (QRLJacking: a link sent by someone else
 * comes without that screen).
 */
export function DeviceLinkApproval({ linkId }: { linkId: string }) {
  const { t } = useTranslation('auth');
  const router = useRouter();
  const { isLoading, currentUser } = useAuth();
  const [stage, setStage] = useState<Stage>({ kind: 'ready', busy: false });
  const [code, setCode] = useState('');
  const signedOut = !isLoading && !currentUser;

  useEffect(() => {
    if (signedOut) void router.replace({ pathname: '/login', query: { redirect: `/device-link/${linkId}` } });
  }, [signedOut, router, linkId]);

  const failed = (message: string | undefined) => setStage({ kind: 'failed', message: message || t('deviceLink.failed') });

  const review = async () => {
    setStage({ kind: 'ready', busy: true });
    const { scanDeviceLink } = await import('@/services/api/auth/device-links');
    const answer = await scanDeviceLink(linkId);
    // Parsed by the contract's `scannedDeviceLink` schema; the endpoint's declaration types it loosely.
    if (answer.ok) setStage({ kind: 'deciding', link: answer.data.data as ScannedDeviceLink, busy: null });
    else failed(answer.message);
  };

  const approve = async (link: ScannedDeviceLink, event: FormEvent) => {
    event.preventDefault();
    if (!DEVICE_LINK_CODE_PATTERN.test(code)) {
      setStage({ kind: 'deciding', link, busy: null, codeError: t('deviceLink.codeHelp') });
      return;
    }
    setStage({ kind: 'deciding', link, busy: 'approve' });
    const { approveDeviceLink } = await import('@/services/api/auth/device-links');
    const answer = await approveDeviceLink(link.link_id, code);
    if (answer.ok) setStage({ kind: 'approved' });
    else if (answer.code === AuthErrorCode.DEVICE_LINK_CODE_INVALID) {
      setStage({ kind: 'deciding', link, busy: null, codeError: t('deviceLink.codeWrong', { count: attemptsLeft(answer.details) }) });
    } else failed(answer.message);
  };

  const deny = async (link: ScannedDeviceLink) => {
    setStage({ kind: 'deciding', link, busy: 'deny' });
    const { denyDeviceLink } = await import('@/services/api/auth/device-links');
    const answer = await denyDeviceLink(link.link_id);
    if (answer.ok) setStage({ kind: 'denied' });
    else failed(answer.message);
  };

  return (
    <Container maxWidth="xs" sx={{ py: { xs: 4, sm: 8 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, borderRadius: 3, display: 'grid', gap: 2 }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700, textAlign: 'center' }}>
          {t('deviceLink.title')}
        </Typography>
        {stage.kind === 'ready' &&
          (!currentUser ? (
            <Box sx={{ display: 'grid', justifyItems: 'center', gap: 1 }}>
              <CircularProgress aria-label={t('deviceLink.opening')} />
              <Typography role="status">{t('deviceLink.opening')}</Typography>
            </Box>
          ) : (
            <>
              <Typography>{t('deviceLink.intro', { name: currentUser.display_name })}</Typography>
              <Button variant="contained" onClick={() => void review()} loading={stage.busy} sx={{ justifySelf: 'center' }}>
                {t('deviceLink.review')}
              </Button>
            </>
          ))}
        {stage.kind === 'deciding' && (
          <Box component="form" noValidate onSubmit={(event) => void approve(stage.link, event)} sx={{ display: 'grid', gap: 2 }}>
            <Typography>{t('deviceLink.question', { name: currentUser?.display_name ?? '' })}</Typography>
            <DeviceLinkDetails observed={stage.link.observed} />
            <Notice severity="warning">{t('deviceLink.warning')}</Notice>
            <PlainTextField
              label={t('deviceLink.codeLabel')}
              value={code}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
              error={Boolean(stage.codeError)}
              helperText={stage.codeError ?? t('deviceLink.codeHelp')}
              autoComplete="one-time-code"
              inputProps={{ inputMode: 'numeric', maxLength: 6 }}
            />
            <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
              <Button onClick={() => void deny(stage.link)} disabled={stage.busy !== null} loading={stage.busy === 'deny'}>
                {t('deviceLink.deny')}
              </Button>
              <Button type="submit" variant="contained" disabled={stage.busy !== null} loading={stage.busy === 'approve'}>
                {t('deviceLink.approve')}
              </Button>
            </Box>
          </Box>
        )}
        {stage.kind === 'approved' && <Notice severity="success">{t('deviceLink.approved')}</Notice>}
        {stage.kind === 'denied' && <Notice severity="info">{t('deviceLink.denied')}</Notice>}
        {stage.kind === 'failed' && <Notice severity="error">{stage.message}</Notice>}
        {(stage.kind === 'approved' || stage.kind === 'denied' || stage.kind === 'failed') && (
          <Button component={AppLink} href="/" sx={{ justifySelf: 'center' }}>
            {t('deviceLink.done')}
          </Button>
        )}
      </Paper>
    </Container>
  );
}
