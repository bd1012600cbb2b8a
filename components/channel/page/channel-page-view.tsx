import { Suspense, lazy, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { SendStarsAction } from '@/components/gifts/send-stars-action';
import type { SupportersPage } from '@/components/gifts/supporters-entries';
import { SupportersSection } from '@/components/gifts/supporters-section';
import type { PublicChannel } from '@/contracts/channel';
import type { PublicTier } from '@/contracts/memberships';
import { useChannel } from '@/contexts/channel-context';
import { useTranslation } from 'react-i18next';
import { VerifiedBadge } from './verified-badge';

// Only the owner sees it, and only in the browser once their own channel is known.
const ChannelOwnerEdit = lazy(() => import('./channel-owner-edit'));
// Rendered with the page on the server; in the browser its code (and the join dialog's) loads after
// the first load, and the served HTML stays until it has (a lazy boundary hydrates when ready).
// React.lazy rather than next/dynamic, whose loader would add a kilobyte to this page.
const ChannelTiers = lazy(() => import('@/components/memberships/channel-tiers'));

const AVATAR_SIZE = { xs: 96, md: 128 };

/**
 * A channel's public page. Every image has its box reserved before it loads (no layout shift).
 * The owner sees their own, freshest copy (edits show at once) and an edit action.
 */
export function ChannelPageView({
  channel: served,
  supporters,
  tiers,
}: {
  channel: PublicChannel;
  supporters: SupportersPage | null;
  tiers: PublicTier[] | null;
}) {
  const { t } = useTranslation('profile');
  const { myChannel, isLoading } = useChannel();
  const [giftsVersion, setGiftsVersion] = useState(0);
  const owner = myChannel !== null && myChannel.slug === served.slug;
  const channel: PublicChannel = owner ? myChannel : served;
  const name = channel.display_name;

  return (
    <Container maxWidth="md" sx={{ pt: { xs: 2, md: 3 }, pb: 6 }}>
      <Box
        sx={{
          position: 'relative',
          aspectRatio: { xs: '3 / 1', md: '4 / 1' },
          borderRadius: 3,
          overflow: 'hidden',
          background: 'linear-gradient(120deg, #501BC0 0%, #A98BFF 100%)',
        }}
      >
        {channel.banner_url && (
          <Box
            component="img"
            src={channel.banner_url}
            alt={t('channel.page.bannerAlt', { name })}
            sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
          />
        )}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 2, px: { xs: 2, md: 3 }, mt: { xs: -6, md: -8 } }}>
        <Avatar
          src={channel.avatar_url ?? undefined}
          alt={t('channel.page.avatarAlt', { name })}
          sx={{ width: AVATAR_SIZE, height: AVATAR_SIZE, border: 4, borderColor: 'background.default', fontSize: 40 }}
        >
          {name.slice(0, 1).toUpperCase()}
        </Avatar>
        {owner ? (
          <Suspense fallback={null}>
            <ChannelOwnerEdit channel={myChannel} />
          </Suspense>
        ) : (
          // Until the signed-in user's own channel is known, this may still be their page.
          !isLoading && <SendStarsAction channel={channel} onSent={() => setGiftsVersion((version) => version + 1)} />
        )}
      </Box>
      <Box sx={{ px: { xs: 2, md: 3 }, mt: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="h4" component="h1" sx={{ wordBreak: 'break-word' }}>
            {name}
          </Typography>
          {channel.verified && <VerifiedBadge image={channel.verified_tick_badge} />}
        </Box>
        <Typography color="text.secondary">@{channel.slug}</Typography>
        <Typography sx={{ mt: 2, whiteSpace: 'pre-line', maxWidth: 640 }} color={channel.bio ? 'text.primary' : 'text.secondary'}>
          {channel.bio || t('channel.page.noBio')}
        </Typography>
        {tiers && (
          <Suspense fallback={null}>
            <ChannelTiers
              channel={channel}
              tiers={tiers}
              owner={owner}
              pending={isLoading}
              onJoined={() => setGiftsVersion((version) => version + 1)}
            />
          </Suspense>
        )}
        <SupportersSection slug={channel.slug} version={giftsVersion} initial={supporters} />
      </Box>
    </Container>
  );
}
