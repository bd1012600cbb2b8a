import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** After sending: the success picture, what happens next, and a way to write again. */
export function ContactSuccess({ onAgain }: { onAgain: () => void }) {
  const { t } = useTranslation('contact');
  const heading = useRef<HTMLHeadingElement | null>(null);
  // The form that had focus is gone: focus moves to the news, so screen readers announce it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Box sx={{ textAlign: 'center', display: 'grid', justifyItems: 'center', gap: 2 }}>
      <Box component="img" src="/images/contact-success.svg" alt="" width={240} height={180} sx={{ maxWidth: '100%', height: 'auto' }} />
      <Typography ref={heading} tabIndex={-1} variant="h5" component="h2" sx={{ outline: 'none' }}>
        {t('successTitle')}
      </Typography>
      <Typography color="text.secondary">{t('successText')}</Typography>
      <Button variant="outlined" onClick={onAgain}>
        {t('again')}
      </Button>
    </Box>
  );
}
