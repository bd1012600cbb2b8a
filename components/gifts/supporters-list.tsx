import { useCallback, useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { PublicGift } from '@/contracts/gifts';
import { listChannelGifts } from '@/services/api/gifts/gifts';
import type { HttpClient } from '@/services/http';
import { useTranslation } from 'react-i18next';
import { SupportersEntries, type SupportersPage } from './supporters-entries';
import { SupportersFrame } from './supporters-frame';

type Shown = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; gifts: PublicGift[]; page: number; total: number };

/**
 * Who supported a channel, newest first, a page at a time; `version` changes after a gift is sent.
 * `initial`: the first page the page was rendered with, shown until the fresh one arrives.
 * `refresh: false` keeps `initial` as it is until `version` changes, and `more` asks for the next
 * page at once (the served list's "Show more" was pressed before this code had arrived).
 * `client`: the page's own core client unless a test brings one.
 */
export function SupportersList({
  slug,
  version,
  initial = null,
  refresh = true,
  more: moreAtOnce = false,
  client,
}: {
  slug: string;
  version: number;
  initial?: SupportersPage | null;
  refresh?: boolean;
  more?: boolean;
  client?: HttpClient;
}) {
  const { t } = useTranslation('gifts');
  const [shown, setShown] = useState<Shown>(initial ? { status: 'ready', ...initial, page: 1 } : { status: 'loading' });
  const [loadingMore, setLoadingMore] = useState(false);
  const keepServed = useRef(!refresh && initial !== null);
  useEffect(() => {
    if (keepServed.current) {
      keepServed.current = false;
      return undefined;
    }
    let active = true;
    void listChannelGifts(slug, 1, client).then((answer) => {
      if (!active) return;
      // A failed refresh keeps what is shown; only an empty section says the list could not load.
      setShown((previous) =>
        answer.ok
          ? { status: 'ready', gifts: answer.data.data, page: 1, total: answer.data.meta.total }
          : previous.status === 'ready'
            ? previous
            : { status: 'failed' },
      );
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

  const askedAtOnce = useRef(moreAtOnce);
  useEffect(() => {
    if (!askedAtOnce.current) return;
    askedAtOnce.current = false;
    void more();
  }, [more]);

  return (
    <SupportersFrame>
      {shown.status === 'loading' && <Typography color="text.secondary">{t('send.loading')}</Typography>}
      {shown.status === 'failed' && <Alert severity="error">{t('supporters.loadError')}</Alert>}
      {shown.status === 'ready' && <SupportersEntries slug={slug} gifts={shown.gifts} />}
      {shown.status === 'ready' && shown.gifts.length < shown.total && (
        <Button onClick={() => void more()} disabled={loadingMore}>
          {t('supporters.more')}
        </Button>
      )}
    </SupportersFrame>
  );
}
