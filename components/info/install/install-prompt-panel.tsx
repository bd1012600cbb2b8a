import { type ReactNode, useState, useSyncExternalStore } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { type InstallPromptStore, type InstallState, installPrompt } from '@/services/pwa/install-prompt';

const unavailable = () => 'unavailable' as const;

/**
 * Every state drawn in the same grid cell, the inactive ones hidden (out of the accessibility
 * tree, not focusable): the box is as tall as the tallest, so the page does not move when the
 * browser's offer arrives after load.
 */
function Layer({ shown, children }: { shown: boolean; children: ReactNode }) {
  return (
    <Box
      aria-hidden={!shown}
      sx={{
        gridArea: 'state',
        visibility: shown ? 'visible' : 'hidden',
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1.5,
      }}
    >
      {children}
    </Box>
  );
}

/**
 * The browser's own install prompt, offered only when the browser offered it (Chromium's
 * `beforeinstallprompt`), and "installed" once it is.
 */
export function InstallPromptPanel({ store = installPrompt }: { store?: InstallPromptStore }) {
  const { t } = useTranslation('install');
  const state: InstallState = useSyncExternalStore(store.subscribe, store.state, unavailable);
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
    <Box role="status" sx={{ display: 'grid', gridTemplateAreas: '"state"', minHeight: 48 }}>
      <Layer shown={state === 'available'}>
        <Button variant="contained" size="large" onClick={install} disabled={busy || state !== 'available'}>
          {t('prompt.install')}
        </Button>
        <Typography color="text.secondary">{t('prompt.offered')}</Typography>
      </Layer>
      <Layer shown={state === 'installed'}>
        <Typography sx={{ fontWeight: 700 }}>{t('prompt.installed')}</Typography>
      </Layer>
      <Layer shown={state === 'unavailable'}>
        <Typography color="text.secondary">{t('prompt.waiting')}</Typography>
      </Layer>
    </Box>
  );
}
