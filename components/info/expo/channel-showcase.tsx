import { AppLink } from '@/components/ui/app-link';
import VerifiedRounded from '@mui/icons-material/VerifiedRounded';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ChannelDirectoryEntry } from '@/contracts/channel-directory';
import { gridListSx } from '@/components/ui/grid-list-sx';
import { useTranslation } from 'react-i18next';

/** The newest channels as cards, each a link to the channel page. */
export function ChannelShowcase({ channels }: { channels: readonly ChannelDirectoryEntry[] }) {
  const { t } = useTranslation('expo');
  return (
    <Box component="ul" sx={gridListSx()}>
      {channels.map((channel) => (
        <li key={channel.slug}>
          <Paper
            component={AppLink}
            href={`/@${channel.slug}`}
            variant="outlined"
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 2,
              p: 2,
              borderRadius: 1.5,
              color: 'text.primary',
              textDecoration: 'none',
              minHeight: 44,
              '&:hover, &:focus-visible': { borderColor: 'primary.main' },
            }}
          >
            {/* The name follows in text: the picture is decoration. */}
            <Avatar src={channel.avatar_url ?? undefined} alt="" sx={{ width: 48, height: 48 }}>
              {channel.display_name.slice(0, 1).toUpperCase()}
            </Avatar>
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, display: 'flex', alignItems: 'center', gap: 0.5, overflowWrap: 'anywhere' }}>
                {channel.display_name}
                {channel.verified && <VerifiedRounded color="primary" titleAccess={t('verified')} sx={{ fontSize: 18 }} />}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                @{channel.slug}
              </Typography>
            </Box>
          </Paper>
        </li>
      ))}
    </Box>
  );
}
