import { AppLink } from '@/components/ui/app-link';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

const MESSAGES = {
  404: { title: 'errors.notFound.title', description: 'errors.notFound.description' },
  500: { title: 'errors.serverError.title', description: 'errors.serverError.description' },
} as const;

export function ErrorView({ statusCode }: { statusCode: keyof typeof MESSAGES }) {
  const { t } = useTranslation();
  const messages = MESSAGES[statusCode];
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 10, md: 14 }, textAlign: 'center' }}>
      <Typography
        component="p"
        aria-hidden="true"
        sx={{ fontSize: { xs: 72, md: 96 }, fontWeight: 800, lineHeight: 1, color: 'primary.main', opacity: 0.9 }}
      >
        {statusCode}
      </Typography>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mt: 2 }}>
        {t(messages.title)}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5 }}>
        {t(messages.description)}
      </Typography>
      <Box sx={{ mt: 4 }}>
        <Button component={AppLink} href="/" variant="contained" size="large">
          {t('errors.backHome')}
        </Button>
      </Box>
    </Container>
  );
}
