import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/**
 * The supporters section's frame: its heading and a body at least two lines tall, shown the same
 * while the list's code and first page load, so the page does not move when they arrive.
 */
export function SupportersFrame({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('gifts');
  return (
    <Paper variant="outlined" component="section" aria-labelledby="supporters-title" sx={{ p: 2, mt: 3 }}>
      <Typography id="supporters-title" variant="h6" component="h2" gutterBottom>
        {t('supporters.title')}
      </Typography>
      <Box sx={{ minHeight: '3em' }}>{children ?? <Typography color="text.secondary">{t('send.loading')}</Typography>}</Box>
    </Paper>
  );
}
