import { useCallback, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AppLink } from '@/components/ui/app-link';
import type { Payout, PayoutSummary } from '@/contracts/payouts';
import { useBalance } from '@/contexts/balance-context';
import { useLanguage } from '@/contexts/language-context';
import { getPayoutSummary, listPayouts } from '@/services/api/wallet/payouts';
import type { ApiClients } from '@/services/http';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/services/payments/money';
import { AccountPanel } from './account-panel';
import { PayoutHistory } from './payout-history';
import { PayoutRequestForm } from './payout-request-form';

type Shown =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; summary: PayoutSummary; payouts: Payout[]; total: number; page: number };

export interface PayoutsViewProps {
  /** How Stripe's onboarding sent the creator back (`?onboarding=`), if it did. */
  onboarding?: 'return' | 'refresh';
  openOnboarding?: (url: string) => void;
  clients?: ApiClients;
}

const leaveForStripe = (url: string) => window.location.assign(url);

/** A creator's payouts: the Stripe account's state, what is available in TVS and USD, a payout request, and the history. */
export function PayoutsView({ onboarding, openOnboarding = leaveForStripe, clients }: PayoutsViewProps) {
  const { t } = useTranslation('payouts');
  const { current } = useLanguage();
  const [shown, setShown] = useState<Shown>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [loadingMore, setLoadingMore] = useState(false);

  useEffect(() => {
    let active = true;
    void Promise.all([getPayoutSummary(clients), listPayouts(1, clients)]).then(([summary, history]) => {
      if (!active) return;
      setShown(
        summary.ok && history.ok
          ? { status: 'ready', summary: summary.data.data, payouts: history.data.data, total: history.data.meta.total, page: 1 }
          : { status: 'failed' },
      );
    });
    return () => {
      active = false;
    };
  }, [attempt, clients]);

  const more = useCallback(async () => {
    if (shown.status !== 'ready') return;
    setLoadingMore(true);
    const answer = await listPayouts(shown.page + 1, clients);
    setLoadingMore(false);
    if (!answer.ok) return;
    const known = new Set(shown.payouts.map((payout) => payout.id));
    const added = answer.data.data.filter((payout) => !known.has(payout.id));
    setShown({ ...shown, payouts: [...shown.payouts, ...added], total: answer.data.meta.total, page: shown.page + 1 });
  }, [shown, clients]);

  const { refresh } = useBalance();
  const reload = () => setAttempt((count) => count + 1);
  // The new payout heads the history in the same render as the form's confirmation (the answer is
  // the server's own row), not a moment later; the reload then brings the new balance.
  const requested = (made: Payout) => {
    setShown((now) =>
      now.status === 'ready' && !now.payouts.some((payout) => payout.id === made.id)
        ? { ...now, payouts: [made, ...now.payouts], total: now.total + 1 }
        : now,
    );
    reload();
    void refresh();
  };

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('description')}
      </Typography>
      <Button component={AppLink} href="/wallet/earnings" sx={{ mb: 2 }}>
        {t('backToEarnings')}
      </Button>
      {onboarding && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t(onboarding === 'return' ? 'onboarding.returned' : 'onboarding.expired')}
        </Alert>
      )}
      {shown.status === 'loading' && <CircularProgress aria-label={t('loading')} />}
      {shown.status === 'failed' && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={reload}>
              {t('retry')}
            </Button>
          }
        >
          {t('loadError')}
        </Alert>
      )}
      {shown.status === 'ready' && (
        <Stack spacing={3}>
          <AccountPanel
            account={shown.summary.account}
            countries={shown.summary.countries}
            openOnboarding={openOnboarding}
            clients={clients}
          />
          <Paper variant="outlined" component="section" aria-labelledby="payout-available-title" sx={{ p: 2 }}>
            <Typography id="payout-available-title" variant="body2" color="text.secondary">
              {t('available.title')}
            </Typography>
            <Typography variant="h5" component="p">
              {formatMoney(shown.summary.available.amount, 'TVS', current)}
            </Typography>
            <Typography color="text.secondary">
              {t('available.usd', {
                usd: formatMoney(shown.summary.available_usd.amount, 'USD', current),
                rate: formatMoney(shown.summary.usd_cents_per_tvs, 'USD', current),
              })}
            </Typography>
          </Paper>
          {shown.summary.account?.state === 'enabled' && (
            <PayoutRequestForm summary={shown.summary} onRequested={requested} clients={clients} />
          )}
          <PayoutHistory payouts={shown.payouts} total={shown.total} onMore={() => void more()} loadingMore={loadingMore} />
        </Stack>
      )}
    </Container>
  );
}
