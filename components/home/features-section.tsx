import type { ComponentType } from 'react';
import AccountBalanceRounded from '@mui/icons-material/AccountBalanceRounded';
import AccountBoxRounded from '@mui/icons-material/AccountBoxRounded';
import CardGiftcardRounded from '@mui/icons-material/CardGiftcardRounded';
import CardMembershipRounded from '@mui/icons-material/CardMembershipRounded';
import InsightsRounded from '@mui/icons-material/InsightsRounded';
import StarRounded from '@mui/icons-material/StarRounded';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import { gridListSx } from '@/components/ui/grid-list-sx';
import { type Feature, isAvailable } from '@/services/product/features';
import { useTranslation } from 'react-i18next';

/** What the landing page claims, one card each: only what is built is shown (`features.<feature>` texts). */
const CLAIMS: { feature: Feature; Icon: ComponentType<SvgIconProps> }[] = [
  { feature: 'channels', Icon: AccountBoxRounded },
  { feature: 'stars', Icon: StarRounded },
  { feature: 'gifts', Icon: CardGiftcardRounded },
  { feature: 'memberships', Icon: CardMembershipRounded },
  { feature: 'earnings', Icon: InsightsRounded },
  { feature: 'payouts', Icon: AccountBalanceRounded },
];

export function FeaturesSection() {
  const { t } = useTranslation('home');
  return (
    <Box component="section" id="features" aria-labelledby="features-title" sx={{ py: { xs: 7, md: 10 }, scrollMarginTop: 64 }}>
      <Container maxWidth="lg">
        <Typography id="features-title" variant="h2" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, textAlign: 'center' }}>
          {t('features.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ textAlign: 'center', mt: 1.5, mb: { xs: 4, md: 6 } }}>
          {t('features.subtitle')}
        </Typography>
        <Box component="ul" sx={gridListSx(3, 4)}>
          {CLAIMS.filter(({ feature }) => isAvailable(feature)).map(({ feature, Icon }) => (
            <Paper component="li" key={feature} variant="outlined" sx={{ p: 3, borderRadius: 1.5 }}>
              <Box
                sx={(theme) => ({
                  width: 44,
                  height: 44,
                  borderRadius: 1,
                  display: 'grid',
                  placeItems: 'center',
                  color: 'primary.main',
                  bgcolor: 'rgba(80, 27, 192, 0.08)',
                  ...theme.applyStyles('dark', { bgcolor: 'rgba(169, 139, 255, 0.14)' }),
                })}
              >
                <Icon />
              </Box>
              <Typography variant="h6" component="h3" sx={{ mt: 2, fontSize: '1.1rem' }}>
                {t(`features.${feature}.title`)}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75 }}>
                {t(`features.${feature}.description`)}
              </Typography>
            </Paper>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
