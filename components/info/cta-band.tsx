import { AppLink } from '@/components/ui/app-link';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Deferred } from '@/components/ui/deferred';

/**
 * The closing call of every informational page: create a channel (sign-up for a guest, the
 * channel screen for a signed-in user, see /create-my-channel) or read how it works.
 */
export function CtaBand(props: { secondaryHref?: string; secondaryLabel?: string }) {
  // Two links: the server's HTML until used (components/ui/deferred.tsx).
  return (
    <Deferred>
      <Band {...props} />
    </Deferred>
  );
}

function Band({ secondaryHref = '/how-it-works', secondaryLabel }: { secondaryHref?: string; secondaryLabel?: string }) {
  const { t } = useTranslation('info');
  return (
    <Box component="section" aria-labelledby="cta-title" sx={{ py: { xs: 5, md: 8 } }}>
      <Container maxWidth="md">
        <Box
          sx={(theme) => ({
            borderRadius: 2,
            p: { xs: 3, md: 5 },
            textAlign: 'center',
            bgcolor: 'rgba(80, 27, 192, 0.08)',
            ...theme.applyStyles('dark', { bgcolor: 'rgba(169, 139, 255, 0.12)' }),
          })}
        >
          <Typography id="cta-title" variant="h4" component="h2" sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }}>
            {t('cta.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1.5 }}>
            {t('cta.body')}
          </Typography>
          <Box sx={{ mt: 3, display: 'flex', flexWrap: 'wrap', gap: 1.5, justifyContent: 'center' }}>
            <Button component={AppLink} href="/create-my-channel" variant="contained" size="large">
              {t('cta.create')}
            </Button>
            <Button component={AppLink} href={secondaryHref} variant="outlined" size="large">
              {secondaryLabel ?? t('cta.howItWorks')}
            </Button>
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
