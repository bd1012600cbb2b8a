import { Fragment, useCallback, useEffect, useId, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import { useAuth } from '@/contexts/auth-context';
import type { CreatedDeviceLink } from '@/contracts/device-links';
import type { ConnectCall } from '@/services/auth/sign-in-flow';
import type { QrPhase } from '@/services/auth/device-link-watcher';
import { useTranslation } from 'react-i18next';

const QR_SIZE = 224;

function exchange(link: CreatedDeviceLink): ConnectCall {
  return async ({ client, headers }) => {
    const { connectQrcode } = await import('@/services/api/auth/connect');
    return connectQrcode({ link_id: link.link_id, secret: link.secret }, headers['device-id'], client);
  };
}

/**
 * The link under the code, for a device that cannot scan: it wraps after its slashes and
 * separators, never inside a word (a part longer than the line is the only one cut), and copies
 * with one button, whose name says what happened (the dialog's one live region is its status).
 */
function QrLinkFallback({ url }: { url: string }) {
  const { t } = useTranslation('auth');
  const [copied, setCopied] = useState<boolean | null>(null);
  const parts = url.split(/(?<=[/?&=.])/);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Box sx={{ display: 'grid', justifyItems: 'center', gap: 0.5, maxWidth: '100%' }}>
      <Typography variant="caption" sx={{ color: 'text.secondary', textAlign: 'center' }}>
        {t('qr.orOpen')}
      </Typography>
      <Typography variant="caption" data-testid="qr-link" sx={{ textAlign: 'center', overflowWrap: 'anywhere', wordBreak: 'normal' }}>
        {parts.map((part, index) => (
          <Fragment key={index}>
            {part}
            <wbr />
          </Fragment>
        ))}
      </Typography>
      <Button startIcon={<ContentCopyRounded />} onClick={() => void copy()}>
        {copied === null ? t('qr.copyLink') : copied ? t('qr.linkCopied') : t('qr.copyFailed')}
      </Button>
    </Box>
  );
}

/** Draws the link as a QR code; the QR library arrives with the first code shown. */
function useQrImage(value: string | undefined): string | undefined {
  const [image, setImage] = useState<{ value: string; url: string }>();
  useEffect(() => {
    if (!value) return;
    let active = true;
    void import('qrcode').then(async ({ toDataURL }) => {
      const url = await toDataURL(value, { width: QR_SIZE, margin: 1, errorCorrectionLevel: 'M' });
      if (active) setImage({ value, url });
    });
    return () => {
      active = false;
    };
  }, [value]);
  return image && image.value === value ? image.url : undefined;
}

/**
 * QR sign-in (spec §2): a code to scan on a device where the person is signed in; the status
 * follows the link live, and an approved link signs this browser in. Expired or denied codes
 * offer a new one.
 */
export default function QrSignInDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('auth');
  const { signIn, loginMethod } = useAuth();
  const titleId = useId();
  const [phase, setPhase] = useState<QrPhase>({ phase: 'creating' });
  const [attempt, setAttempt] = useState(0);
  const [signedIn, setSignedIn] = useState(false);
  const exchanged = useRef<string | null>(null);

  useEffect(() => {
    let watcher: { stop(): void } | undefined;
    let active = true;
    void (async () => {
      const [{ watchDeviceLink }, links, { createAuthRuntime }] = await Promise.all([
        import('@/services/auth/device-link-watcher'),
        import('@/services/api/auth/device-links'),
        import('@/services/auth/runtime'),
      ]);
      if (!active) return;
      const runtime = createAuthRuntime();
      watcher = watchDeviceLink(
        {
          create: async () => links.createDeviceLink(await runtime.deviceInfo(), runtime.client),
          status: (linkId, secret) => links.getDeviceLinkStatus(linkId, secret, runtime.client),
        },
        setPhase,
      );
    })();
    return () => {
      active = false;
      watcher?.stop();
    };
  }, [attempt]);

  const link = 'link' in phase ? phase.link : undefined;
  const image = useQrImage(link?.qr_value);

  useEffect(() => {
    if (phase.phase !== 'approved' || exchanged.current === phase.link.link_id) return;
    exchanged.current = phase.link.link_id;
    void signIn('qrcode', exchange(phase.link)).then((ok) => {
      if (!ok) return;
      setSignedIn(true);
      onClose();
    });
  }, [phase, signIn, onClose]);

  const renew = useCallback(() => {
    setPhase({ phase: 'creating' });
    setAttempt((count) => count + 1);
  }, []);
  const over = phase.phase === 'expired' || phase.phase === 'denied' || phase.phase === 'failed';

  const status = signedIn
    ? t('qr.signedIn')
    : {
        creating: t('qr.creating'),
        waiting: t('qr.waiting'),
        confirm: t('qr.confirm'),
        approved: loginMethod === 'qrcode' ? t('qr.signingIn') : t('qr.approved'),
        denied: t('qr.denied'),
        expired: t('qr.expired'),
        failed: phase.phase === 'failed' && phase.message ? phase.message : t('qr.failed'),
      }[phase.phase];

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('qr.title')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', justifyItems: 'center', gap: 2 }}>
        <Box
          sx={{
            width: QR_SIZE,
            height: QR_SIZE,
            display: 'grid',
            placeItems: 'center',
            borderRadius: 2,
            bgcolor: '#fff',
            opacity: over ? 0.25 : 1,
          }}
        >
          {image && !over ? (
            // eslint-disable-next-line @next/next/no-img-element -- a data URL drawn in the browser
            <img src={image} width={QR_SIZE} height={QR_SIZE} alt={t('qr.imageAlt')} data-qr-value={link?.qr_value} />
          ) : (
            !over && <CircularProgress aria-label={t('qr.creating')} />
          )}
        </Box>
        <Typography role="status" aria-live="polite" variant="body1" sx={{ textAlign: 'center', fontWeight: 600 }}>
          {status}
        </Typography>
        {!over && link && (
          <Box sx={{ display: 'grid', justifyItems: 'center' }}>
            <Typography variant="body2" sx={{ color: 'text.secondary', textAlign: 'center' }}>
              {t('qr.codeLabel')}
            </Typography>
            <Typography
              data-testid="qr-code-digits"
              sx={{ fontFamily: 'monospace', fontSize: '1.75rem', fontWeight: 700, letterSpacing: '0.2em' }}
            >
              {link.code}
            </Typography>
          </Box>
        )}
        {!over && link && <QrLinkFallback key={link.qr_value} url={link.qr_value} />}
      </DialogContent>
      <DialogActions>
        {over && (
          <Button variant="contained" onClick={renew}>
            {t('qr.newCode')}
          </Button>
        )}
        <Button onClick={onClose}>{t('cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
