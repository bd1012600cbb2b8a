import { useState, useSyncExternalStore } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { type InstallPromptStore, installPrompt } from '@/services/pwa/install-prompt';

const unavailable = () => 'unavailable' as const;

/**
 * The browser's own install prompt, offered only when the browser offered it (Chromium's
 * `beforeinstallprompt`), and "installed" once it is. The box keeps the height of a button
 * whatever it shows, so the page does not move when the offer arrives after load.
 */
export function InstallPromptPanel({ store = installPrompt }: { store?: InstallPromptStore }) {
  const { t } = useTranslation('install');
  const state = useSyncExternalStore(store.subscribe, store.state, unavailable);
  const [busy, setBusy] = useState(false);

  const install = async () => {
    setBusy(true);
    try {
      await store.prompt();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box role="status" sx={{ minHeight: 48, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
      {state === 'available' && (
        <>
          <Button variant="contained" size="large" onClick={install} disabled={busy}>
            {t('prompt.install')}
          </Button>
          <Typography color="text.secondary">{t('prompt.offered')}</Typography>
        </>
      )}
      {state === 'installed' && <Typography sx={{ fontWeight: 700 }}>{t('prompt.installed')}</Typography>}
      {state === 'unavailable' && <Typography color="text.secondary">{t('prompt.waiting')}</Typography>}
    </Box>
  );
}
