import { Suspense, lazy } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PublicGift } from '@/contracts/gifts';
import { useChannel } from '@/contexts/channel-context';
import { useLanguage } from '@/contexts/language-context';
import { useTranslation } from 'react-i18next';
import { formatCount } from '@/services/payments/money';

// Only the owner of an empty channel sees it, after their session is known: not in the page's first load.
const ShareChannelAction = lazy(() => import('./share-channel-action').then((module) => ({ default: module.ShareChannelAction })));

/** A channel's first page of supporters as the page was rendered with it (pages/[slug].tsx). */
export interface SupportersPage {
  gifts: PublicGift[];
  total: number;
  /** When the server read them (epoch ms): the live list refreshes a page older than the page's revalidation. */
  renderedAt: number;
}

/**
 * The supporters themselves, or the empty state: rendered with the page from the first page the
 * server read, and by the interactive list once its code has arrived, the same way.
 */
export function SupportersEntries({ slug, gifts }: { slug: string; gifts: PublicGift[] }) {
  const { t } = useTranslation('gifts');
  const { current } = useLanguage();
  const { myChannel } = useChannel();
  if (gifts.length === 0) {
    // The owner is not asked to be their own first fan.
    if (myChannel?.slug === slug)
      return (
        <Suspense fallback={<Typography color="text.secondary">{t('earnings.empty')}</Typography>}>
          <ShareChannelAction slug={slug} />
        </Suspense>
      );
    return <Typography color="text.secondary">{t('supporters.empty')}</Typography>;
  }
  const nameOf = (gift: PublicGift) => (gift.sender ? gift.sender.display_name || t('supporters.unnamed') : t('supporters.anonymous'));
  // A plain list laid out as MUI's List, ListItem, ListItemAvatar and ListItemText lay one out:
  // those four (and the ListItemButton and secondary action ListItem brings) were 1.8 kB of the
  // channel page's first load for a section that is often empty.
  return (
    <Box component="ul" aria-labelledby="supporters-title" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {gifts.map((gift) => (
        <Box component="li" key={gift.id} sx={{ display: 'flex', alignItems: 'flex-start', py: 1 }}>
          <Avatar src={gift.sender?.avatar_url ?? undefined} alt="" sx={{ mt: 1, mr: 2 }}>
            {nameOf(gift).slice(0, 1).toUpperCase()}
          </Avatar>
          <Box sx={{ flex: '1 1 auto', minWidth: 0, my: gift.message ? 0.75 : 0.5, wordBreak: 'break-word' }}>
            <Typography component="span" sx={{ display: 'block' }}>
              {t(gift.membership ? 'supporters.member' : 'supporters.gift', {
                name: nameOf(gift),
                stars: `${formatCount(gift.stars, current)} STAR`,
                tier: gift.membership?.tier_name,
              })}
            </Typography>
            {gift.message && (
              <Typography variant="body2" color="text.secondary">
                {gift.message}
              </Typography>
            )}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
