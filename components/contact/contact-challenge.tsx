import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTurnstileWidget } from '@/hooks/use-turnstile-widget';
import { useTranslation } from 'react-i18next';

/** The bot challenge inside the form, shown when the API answered 406; solving it sends again. */
export default function ContactChallenge({ siteKey, onSolved }: { siteKey: string; onSolved: (token: string) => void }) {
  const { t } = useTranslation('contact');
  const { container, failed } = useTurnstileWidget(siteKey, onSolved);

  return (
    <Box>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t('challenge')}
      </Typography>
      {failed && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {t('challengeFailed')}
        </Alert>
      )}
      <div ref={container} style={{ minHeight: 65 }} />
    </Box>
  );
}
