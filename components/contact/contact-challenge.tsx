import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { loadTurnstile } from '@/services/auth/turnstile-widget';

/** The bot challenge inside the form, shown when the API answered 406; solving it sends again. */
export default function ContactChallenge({ siteKey, onSolved }: { siteKey: string; onSolved: (token: string) => void }) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let remove: (() => void) | undefined;
    let active = true;
    loadTurnstile().then(
      (api) => {
        if (!active || !container.current || !api) return;
        const widgetId = api.render(container.current, {
          sitekey: siteKey,
          size: container.current.clientWidth < 300 ? 'compact' : 'normal',
          callback: onSolved,
          'error-callback': () => setFailed(true),
        });
        remove = () => api.remove(widgetId);
      },
      () => setFailed(true),
    );
    return () => {
      active = false;
      remove?.();
    };
  }, [siteKey, onSolved]);

  return (
    <Box>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t('contact.challenge')}
      </Typography>
      {failed && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {t('contact.challengeFailed')}
        </Alert>
      )}
      <div ref={container} style={{ minHeight: 65 }} />
    </Box>
  );
}
