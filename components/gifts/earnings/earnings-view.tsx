import { Suspense, lazy, useCallback, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AppLink } from '@/components/ui/app-link';
import type { Earnings, GiftConfig, ReceivedGift } from '@/contracts/gifts';
import { useBalance } from '@/contexts/balance-context';
import { useLanguage } from '@/contexts/language-context';
import { getGiftConfig, getMyEarnings } from '@/services/api/gifts/gifts';
import { useTranslation } from 'react-i18next';
import { formatCount, formatMoney } from '@/services/payments/money';
import { formatPercent } from '@/services/i18n/intl';
import { PendingEarnings } from './pending-earnings';

const EarningsChart = lazy(() => import('./earnings-chart'));

type Shown = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; earnings: Earnings; gifts: ReceivedGift[]; page: number };

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: '1 1 140px', minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p" sx={{ wordBreak: 'break-word' }}>
        {value}
      </Typography>
    </Paper>
  );
}

/** A creator's earnings from gifts: TVS balance, totals, the last 30 days, and each gift with its fee. */
export function EarningsView() {
  const { t } = useTranslation('gifts');
  const { t: tPayouts } = useTranslation('payouts');
  const { current } = useLanguage();
  const { totalValue, isLoading } = useBalance();
  const [shown, setShown] = useState<Shown>({ status: 'loading' });
  const [config, setConfig] = useState<GiftConfig | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [loadingMore, setLoadingMore] = useState(false);
  const tvs = (amount: number) => formatMoney(amount, 'TVS', current);

  useEffect(() => {
    let active = true;
    void Promise.all([getMyEarnings(1), getGiftConfig()]).then(([answer, settings]) => {
      if (!active) return;
      if (settings.ok) setConfig(settings.data.data);
      setShown(answer.ok ? { status: 'ready', earnings: answer.data, gifts: answer.data.data, page: 1 } : { status: 'failed' });
    });
    return () => {
      active = false;
    };
  }, [attempt]);

  const more = useCallback(async () => {
    if (shown.status !== 'ready') return;
    setLoadingMore(true);
    const answer = await getMyEarnings(shown.page + 1);
    setLoadingMore(false);
    if (!answer.ok) return;
    const known = new Set(shown.gifts.map((gift) => gift.id));
    setShown({ ...shown, gifts: [...shown.gifts, ...answer.data.data.filter((gift) => !known.has(gift.id))], page: shown.page + 1 });
  }, [shown]);

  const nameOf = (gift: ReceivedGift) => (gift.sender ? gift.sender.display_name || t('supporters.unnamed') : t('supporters.anonymous'));
  const last30 = shown.status === 'ready' ? shown.earnings.daily.reduce((sum, day) => sum + day.net, 0) : 0;
  const last30Memberships = shown.status === 'ready' ? shown.earnings.daily.reduce((sum, day) => sum + day.memberships, 0) : 0;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('earnings.title')}
      </Typography>
      {config && (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('earnings.description', { fee: formatPercent(config.fee_bps, current) })}
        </Typography>
      )}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, mb: 3, alignItems: 'stretch' }}>
        <Paper variant="outlined" sx={{ p: 2, flex: '1 1 200px', minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary">
            {t('earnings.balance')}
          </Typography>
          <Typography variant="h5" component="p" aria-label={`${t('earnings.balance')}: ${isLoading ? '…' : tvs(totalValue)}`}>
            {isLoading ? '…' : tvs(totalValue)}
          </Typography>
          <Stack direction="row" sx={{ mt: 1, gap: 1, flexWrap: 'wrap' }}>
            <Button component={AppLink} href="/get-star" variant="contained">
              {t('earnings.convert')}
            </Button>
            <Button component={AppLink} href="/wallet/payouts" variant="outlined">
              {tPayouts('earnings.payouts')}
            </Button>
          </Stack>
        </Paper>
        {shown.status === 'ready' && (
          <>
            <Figure label={t('earnings.net')} value={tvs(shown.earnings.totals.net.amount)} />
            <Figure label={t('earnings.fees')} value={tvs(shown.earnings.totals.fee.amount)} />
            <Figure
              label={t('earnings.gifts')}
              value={formatCount(shown.earnings.totals.gifts - shown.earnings.totals.memberships, current)}
            />
            <Figure label={t('earnings.memberships')} value={formatCount(shown.earnings.totals.memberships, current)} />
          </>
        )}
      </Stack>
      {shown.status === 'loading' && <CircularProgress aria-label={t('send.loading')} />}
      {shown.status === 'failed' && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => setAttempt((count) => count + 1)}>
              {t('earnings.retry')}
            </Button>
          }
        >
          {t('earnings.loadError')}
        </Alert>
      )}
      {shown.status === 'ready' && (
        <Stack spacing={3}>
          <PendingEarnings pending={shown.earnings.pending} language={current} />
          <Paper variant="outlined" component="section" aria-labelledby="earnings-chart-title" sx={{ p: 2 }}>
            <Typography id="earnings-chart-title" variant="h6" component="h2">
              {t('earnings.chart')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('earnings.chartTotal', { total: tvs(last30) })}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('earnings.chartMemberships', { total: tvs(last30Memberships) })}
            </Typography>
            <Box sx={{ minHeight: 240 }}>
              <Suspense fallback={null}>
                <EarningsChart days={shown.earnings.daily} language={current} label={t('earnings.chartTotal', { total: tvs(last30) })} />
              </Suspense>
            </Box>
          </Paper>
          <Paper variant="outlined" component="section" aria-labelledby="received-title" sx={{ p: 2 }}>
            <Typography id="received-title" variant="h6" component="h2">
              {t('earnings.received')}
            </Typography>
            {shown.gifts.length === 0 ? (
              <Typography color="text.secondary">{t('earnings.empty')}</Typography>
            ) : (
              <List aria-labelledby="received-title" disablePadding>
                {shown.gifts.map((gift) => (
                  <ListItem key={gift.id} divider disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
                    <ListItemText
                      sx={{ flex: '1 1 200px', minWidth: 0 }}
                      primary={t(gift.membership ? 'earnings.membershipLine' : 'earnings.giftLine', {
                        stars: `${formatCount(gift.stars, current)} STAR`,
                        name: nameOf(gift),
                        tier: gift.membership?.tier_name,
                      })}
                      secondary={
                        <>
                          {gift.message && <span style={{ display: 'block', wordBreak: 'break-word' }}>{gift.message}</span>}
                          {t('earnings.giftFee', {
                            gross: tvs(gift.gross.amount),
                            fee: tvs(gift.fee.amount),
                            percent: formatPercent(gift.fee_bps, current),
                          })}
                        </>
                      }
                    />
                    <Typography sx={{ fontWeight: 600 }}>{t('earnings.giftNet', { net: tvs(gift.net.amount) })}</Typography>
                  </ListItem>
                ))}
              </List>
            )}
            {shown.gifts.length < shown.earnings.meta.total && (
              <Button onClick={() => void more()} disabled={loadingMore} sx={{ mt: 1 }}>
                {t('earnings.more')}
              </Button>
            )}
          </Paper>
        </Stack>
      )}
    </Container>
  );
}
