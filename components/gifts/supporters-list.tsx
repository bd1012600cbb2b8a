import { useCallback, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { PublicGift } from '@/contracts/gifts';
import { useLanguage } from '@/contexts/language-context';
import { listChannelGifts } from '@/services/api/gifts/gifts';
import type { HttpClient } from '@/services/http';
import { useTranslation } from '@/services/i18n/react';
import { formatCount } from '@/services/payments/money';
import { SupportersFrame } from './supporters-frame';

type Shown = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; gifts: PublicGift[]; page: number; total: number };

/**
 * Who supported a channel, newest first, a page at a time; `version` changes after a gift is sent.
 * `client`: the page's own core client unless a test brings one.
 */
export function SupportersList({ slug, version, client }: { slug: string; version: number; client?: HttpClient }) {
  const { t } = useTranslation('gifts');
  const { current } = useLanguage();
  const [shown, setShown] = useState<Shown>({ status: 'loading' });
  const [loadingMore, setLoadingMore] = useState(false);

  useEffect(() => {
    let active = true;
    void listChannelGifts(slug, 1, client).then((answer) => {
      if (!active) return;
      setShown(answer.ok ? { status: 'ready', gifts: answer.data.data, page: 1, total: answer.data.meta.total } : { status: 'failed' });
    });
    return () => {
      active = false;
    };
  }, [slug, version, client]);

  const more = useCallback(async () => {
    if (shown.status !== 'ready') return;
    setLoadingMore(true);
    const answer = await listChannelGifts(slug, shown.page + 1, client);
    setLoadingMore(false);
    if (!answer.ok) return;
    const known = new Set(shown.gifts.map((gift) => gift.id));
    setShown({
      status: 'ready',
      gifts: [...shown.gifts, ...answer.data.data.filter((gift) => !known.has(gift.id))],
      page: shown.page + 1,
      total: answer.data.meta.total,
    });
  }, [shown, slug, client]);

  const nameOf = (gift: PublicGift) => (gift.sender ? gift.sender.display_name || t('supporters.unnamed') : t('supporters.anonymous'));

  return (
    <SupportersFrame>
      {shown.status === 'loading' && <Typography color="text.secondary">{t('send.loading')}</Typography>}
      {shown.status === 'failed' && <Alert severity="error">{t('supporters.loadError')}</Alert>}
      {shown.status === 'ready' && shown.gifts.length === 0 && <Typography color="text.secondary">{t('supporters.empty')}</Typography>}
      {shown.status === 'ready' && shown.gifts.length > 0 && (
        <List aria-labelledby="supporters-title" disablePadding>
          {shown.gifts.map((gift) => (
            <ListItem key={gift.id} disableGutters alignItems="flex-start">
              <ListItemAvatar>
                <Avatar src={gift.sender?.avatar_url ?? undefined} alt="">
                  {nameOf(gift).slice(0, 1).toUpperCase()}
                </Avatar>
              </ListItemAvatar>
              <ListItemText
                primary={t('supporters.gift', { name: nameOf(gift), stars: `${formatCount(gift.stars, current)} STAR` })}
                secondary={gift.message}
                slotProps={{ primary: { sx: { wordBreak: 'break-word' } }, secondary: { sx: { wordBreak: 'break-word' } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
      {shown.status === 'ready' && shown.gifts.length < shown.total && (
        <Button onClick={() => void more()} disabled={loadingMore}>
          {t('supporters.more')}
        </Button>
      )}
    </SupportersFrame>
  );
}
