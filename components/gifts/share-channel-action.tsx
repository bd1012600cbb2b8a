import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ShareRounded from '@mui/icons-material/ShareRounded';
import { useTranslation } from 'react-i18next';

type Said = { kind: 'copied' | 'failed'; url: string } | null;

/**
 * The owner's empty supporters list: no gift to wait for on their own page, but an address to
 * hand out. Copies it and says so in a polite live region (a line of text, no snackbar).
 */
export function ShareChannelAction({ slug }: { slug: string }) {
  const { t } = useTranslation('gifts');
  const [said, setSaid] = useState<Said>(null);

  const share = async () => {
    const url = `${window.location.origin}/${slug}`;
    try {
      await navigator.clipboard.writeText(url);
      setSaid({ kind: 'copied', url });
    } catch {
      setSaid({ kind: 'failed', url });
    }
  };

  return (
    <Stack sx={{ alignItems: 'flex-start', gap: 1 }}>
      <Typography color="text.secondary">{t('earnings.empty')}</Typography>
      <Button variant="outlined" startIcon={<ShareRounded />} onClick={() => void share()}>
        {t('supporters.share')}
      </Button>
      <Typography role="status" aria-live="polite" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {said && t(said.kind === 'copied' ? 'supporters.copied' : 'supporters.copyFailed', { url: said.url })}
      </Typography>
    </Stack>
  );
}
