import { Suspense, lazy, useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AppLink } from '@/components/ui/app-link';
import type { PublicTier } from '@/contracts/memberships';
import { useAuth } from '@/contexts/auth-context';
import { useLanguage } from '@/contexts/language-context';
import { useTranslation } from 'react-i18next';
import { starsText } from './membership-format';

// The confirmation, its request code and the balance it shows load on the first click.
const JoinTierDialog = lazy(() => import('./join-tier-dialog'));

export interface ChannelTiersProps {
  channel: { slug: string; display_name: string };
  /** The open tiers the page was rendered with, cheapest first. */
  tiers: PublicTier[];
  /** The channel's owner manages the tiers instead of joining them. */
  owner: boolean;
  /** Until the signed-in user's own channel is known, this may still be their page: Join waits. */
  pending: boolean;
  /** After a join: the supporters list shows the new member. */
  onJoined: () => void;
}

/**
 * The channel page's memberships: each open tier with its monthly price and perks, and Join.
 * Rendered with the page from the tiers it was served with (no request of its own); a guest signs
 * in first and comes back to the channel.
 */
export default function ChannelTiers({ channel, tiers, owner, pending, onJoined }: ChannelTiersProps) {
  const { t } = useTranslation('tiers');
  const { current } = useLanguage();
  const { currentUser } = useAuth();
  const [joining, setJoining] = useState<PublicTier | null>(null);
  if (tiers.length === 0 && !owner) return null;

  return (
    <Stack component="section" aria-labelledby="tiers-title" spacing={2} sx={{ mt: 4 }}>
      <Typography id="tiers-title" variant="h6" component="h2">
        {t('channel.title')}
      </Typography>
      {tiers.length === 0 && <Typography color="text.secondary">{t('channel.none')}</Typography>}
      <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-labelledby="tiers-title">
        {tiers.map((tier) => (
          <Paper key={tier.id} component="li" variant="outlined" sx={{ p: 2, minWidth: 0 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
              {tier.name}
            </Typography>
            <Typography color="primary">{t('channel.price', { price: starsText(tier.price_stars, current) })}</Typography>
            {tier.perks && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1, wordBreak: 'break-word' }}>
                {tier.perks}
              </Typography>
            )}
            {!owner &&
              (currentUser ? (
                <Button
                  variant="outlined"
                  sx={{ mt: 1.5 }}
                  disabled={pending}
                  onClick={() => setJoining(tier)}
                  aria-label={t('channel.joinTier', { tier: tier.name })}
                >
                  {t('channel.join')}
                </Button>
              ) : (
                <Button
                  variant="outlined"
                  sx={{ mt: 1.5 }}
                  component={AppLink}
                  href={`/login?redirect=${encodeURIComponent(`/${channel.slug}`)}`}
                  aria-label={t('channel.joinTier', { tier: tier.name })}
                >
                  {t('channel.join')}
                </Button>
              ))}
          </Paper>
        ))}
      </Stack>
      {owner && (
        <Button component={AppLink} href="/settings/channel" sx={{ alignSelf: 'flex-start' }}>
          {t('channel.manage')}
        </Button>
      )}
      {joining && currentUser && (
        <Suspense fallback={null}>
          <JoinTierDialog key={currentUser.id} channel={channel} tier={joining} onClose={() => setJoining(null)} onJoined={onJoined} />
        </Suspense>
      )}
    </Stack>
  );
}
