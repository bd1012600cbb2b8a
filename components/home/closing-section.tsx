import { AppLink } from '@/components/ui/app-link';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The four promises of the product's title (Secure, Live, Earn, Private) and the sign-up call. */
const PILLARS = ['secure', 'live', 'earn', 'private'] as const;

export function ClosingSection() {
  const { t } = useTranslation('home');
  return (
    <Box component="section" aria-labelledby="pillars-title" sx={{ pb: { xs: 7, md: 10 } }}>
      <Container maxWidth="lg">
        <Typography
          id="pillars-title"
          variant="h2"
          sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, textAlign: 'center', mb: { xs: 4, md: 5 } }}
        >
          {t('pillars.title')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
          {PILLARS.map((pillar) => (
            <Box key={pillar}>
              <Typography variant="h6" component="h3" color="primary">
                {t(`pillars.${pillar}.title`)}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {t(`pillars.${pillar}.description`)}
              </Typography>
            </Box>
          ))}
        </Box>
        <Box
          sx={{
            mt: { xs: 7, md: 9 },
            borderRadius: 3,
            px: { xs: 3, md: 8 },
            py: { xs: 5, md: 7 },
            textAlign: 'center',
            color: '#fff',
            background: 'linear-gradient(135deg, #501BC0 0%, #7B4DFF 60%, #E0457B 130%)',
          }}
        >
          <Typography variant="h2" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
            {t('cta.title')}
          </Typography>
          <Typography sx={{ mt: 1.5, opacity: 0.9 }}>{t('cta.subtitle')}</Typography>
          <Button
            component={AppLink}
            href="/signup"
            size="large"
            variant="contained"
            sx={{ mt: 3.5, bgcolor: '#fff', color: '#501BC0', '&:hover': { bgcolor: 'rgba(255,255,255,0.9)' } }}
          >
            {t('cta.button')}
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
