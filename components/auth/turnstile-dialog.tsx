import { useEffect, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/contexts/auth-context';
import { publicConfig } from '@/services/config/public-config';
import { loadScript } from './load-script';

interface TurnstileApi {
  render(
    container: HTMLElement,
    options: { sitekey: string; size: 'normal' | 'compact'; callback: (token: string) => void; 'error-callback': () => void },
  ): string;
  remove(id: string): void;
}

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

/** Cloudflare's script in production; the sandbox stand-in with the same API offline. */
const SCRIPT_URL = publicConfig.sandboxOrigin
  ? `${publicConfig.sandboxOrigin}/turnstile/api.js?render=explicit`
  : 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';

/** Shown when a sign-in answered 406: solving the widget retries that sign-in. */
export default function TurnstileDialog() {
  const { t } = useTranslation();
  const { turnstile, completeTurnstile, cancelTurnstile } = useAuth();
  const container = useRef<HTMLDivElement | null>(null);
  const [failed, setFailed] = useState(false);
  const siteKey = turnstile?.site_key;

  useEffect(() => {
    if (!siteKey) return;
    let widgetId: string | undefined;
    let active = true;
    // A page that solved a challenge before already has the API; the script is loaded once.
    (window.turnstile ? Promise.resolve() : loadScript(SCRIPT_URL)).then(
      () => {
        if (!active || !container.current || !window.turnstile) return;
        widgetId = window.turnstile.render(container.current, {
          sitekey: siteKey,
          // The normal widget is 300 px wide: more than a 320 px phone leaves inside a dialog.
          size: container.current.clientWidth < 300 ? 'compact' : 'normal',
          callback: (token) => void completeTurnstile(token),
          'error-callback': () => setFailed(true),
        });
      },
      () => setFailed(true),
    );
    return () => {
      active = false;
      if (widgetId) window.turnstile?.remove(widgetId);
    };
  }, [siteKey, completeTurnstile]);

  return (
    <Dialog open={turnstile !== null} onClose={cancelTurnstile} fullWidth maxWidth="xs" aria-labelledby="turnstile-title" aria-describedby="turnstile-description">
      <DialogTitle id="turnstile-title">{t('turnstile.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="turnstile-description" sx={{ mb: 2 }}>
          {failed ? t('turnstile.failed') : t('turnstile.description')}
        </DialogContentText>
        <div ref={container} style={{ minHeight: 65 }} />
      </DialogContent>
      <DialogActions>
        <Button onClick={cancelTurnstile}>{t('turnstile.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
