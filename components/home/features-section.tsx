import type { ComponentType } from 'react';
import CardMembershipRounded from '@mui/icons-material/CardMembershipRounded';
import ChatRounded from '@mui/icons-material/ChatRounded';
import DynamicFeedRounded from '@mui/icons-material/DynamicFeedRounded';
import GroupsRounded from '@mui/icons-material/GroupsRounded';
import SensorsRounded from '@mui/icons-material/SensorsRounded';
import SportsEsportsRounded from '@mui/icons-material/SportsEsportsRounded';
import VideoCallRounded from '@mui/icons-material/VideoCallRounded';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import { gridListSx } from '@/components/ui/grid-list-sx';
import { useTranslation } from 'react-i18next';

/** The product's public description (spec §1), one card each. */
const FEATURES: { key: string; Icon: ComponentType<SvgIconProps> }[] = [
  { key: 'liveStreaming', Icon: SensorsRounded },
  { key: 'multiGuest', Icon: GroupsRounded },
  { key: 'videoChat', Icon: VideoCallRounded },
  { key: 'posts', Icon: DynamicFeedRounded },
  { key: 'memberships', Icon: CardMembershipRounded },
  { key: 'messaging', Icon: ChatRounded },
  { key: 'games', Icon: SportsEsportsRounded },
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
          {FEATURES.map(({ key, Icon }) => (
            <Paper component="li" key={key} variant="outlined" sx={{ p: 3, borderRadius: 1.5 }}>
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
                {t(`features.${key}.title`)}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75 }}>
                {t(`features.${key}.description`)}
              </Typography>
            </Paper>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
