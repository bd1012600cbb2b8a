import { useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useTranslation } from 'react-i18next';
import { BRAND_COLOURS, rgbOf } from './brand-colours';
import { gridListSx } from '@/components/ui/grid-list-sx';

/**
 * The product's colours as swatches with their HEX and RGB values. The copy button puts the HEX
 * code on the clipboard and says so in a polite live region (no snackbar: a line of text is enough).
 */
export function ColourSwatches() {
  const { t } = useTranslation('brand-assets');
  // Each message is a new node, so copying the same colour twice is announced twice.
  const [status, setStatus] = useState({ text: '', count: 0 });
  const announce = (text: string) => setStatus((current) => ({ text, count: current.count + 1 }));

  const copy = async (hex: string) => {
    try {
      await navigator.clipboard.writeText(hex);
      announce(t('colours.copied', { hex }));
    } catch {
      announce(t('colours.copyFailed'));
    }
  };

  return (
    <>
      <Box component="ul" sx={gridListSx()}>
        {BRAND_COLOURS.map(({ key, hex }) => {
          const name = t(`colours.items.${key}.name`);
          return (
            <Paper
              component="li"
              key={key}
              variant="outlined"
              aria-labelledby={`colour-${key}`}
              sx={{ borderRadius: 1.5, overflow: 'hidden' }}
            >
              <Box aria-hidden sx={{ height: 88, bgcolor: hex, borderBottom: 1, borderColor: 'divider' }} />
              <Box sx={{ p: 2, display: 'grid', gap: 1 }}>
                <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
                  <Typography id={`colour-${key}`} variant="h6" component="h3" sx={{ fontSize: '1.05rem' }}>
                    {name}
                  </Typography>
                  <IconButton onClick={() => void copy(hex)} aria-label={t('colours.copy', { name })} size="small">
                    <ContentCopyIcon fontSize="small" />
                  </IconButton>
                </Box>
                <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.25 }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {t('colours.hex')}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0, fontFamily: 'monospace', fontSize: '0.95rem' }}>
                    {hex}
                  </Typography>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {t('colours.rgb')}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0, fontFamily: 'monospace', fontSize: '0.95rem' }}>
                    {rgbOf(hex)}
                  </Typography>
                </Box>
                <Typography variant="body2" color="text.secondary">
                  {t(`colours.items.${key}.use`)}
                </Typography>
              </Box>
            </Paper>
          );
        })}
      </Box>
      <Typography role="status" aria-live="polite" sx={{ mt: 2, minHeight: '1.5em' }}>
        <span key={status.count}>{status.text}</span>
      </Typography>
    </>
  );
}
