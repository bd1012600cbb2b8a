import { AppLink } from '@/components/ui/app-link';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ChannelPreview } from './channel-preview';

export function HeroSection() {
  const { t } = useTranslation('home');
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={(theme) => ({
        overflow: 'hidden',
        background: 'radial-gradient(1200px 600px at 85% -10%, rgba(80, 27, 192, 0.16), transparent 60%)',
        ...theme.applyStyles('dark', {
          background: 'radial-gradient(1200px 600px at 85% -10%, rgba(169, 139, 255, 0.20), transparent 60%)',
        }),
      })}
    >
      <Container
        maxWidth="lg"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '1.15fr 0.85fr' },
          alignItems: 'center',
          gap: { xs: 5, md: 6 },
          py: { xs: 6, md: 10 },
        }}
      >
        <Box>
          <Typography
            component="p"
            variant="overline"
            sx={{ color: 'primary.main', fontWeight: 700, letterSpacing: '0.12em', lineHeight: 1.6 }}
          >
            {t('hero.eyebrow')}
          </Typography>
          <Typography id="hero-title" variant="h1" sx={{ fontSize: { xs: '2.25rem', sm: '3rem', md: '3.5rem' }, lineHeight: 1.1, mt: 1.5 }}>
            {t('hero.title')}
          </Typography>
          <Typography variant="h6" component="p" color="text.secondary" sx={{ mt: 2.5, fontWeight: 400, maxWidth: 560 }}>
            {t('hero.subtitle')}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 3 }}>
            <CheckCircleRounded color="success" fontSize="small" />
            <Typography sx={{ fontWeight: 600 }}>{t('hero.pricing')}</Typography>
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 4 }}>
            <Button component={AppLink} href="/signup" variant="contained" size="large">
              {t('hero.cta')}
            </Button>
            <Button href="#features" variant="outlined" size="large">
              {t('hero.secondaryCta')}
            </Button>
          </Box>
        </Box>
        <ChannelPreview />
      </Container>
    </Box>
  );
}
