import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import type { Payout } from '@/contracts/payouts';
import { useLanguage } from '@/contexts/language-context';
import { getPayout } from '@/services/api/wallet/payouts';
import type { ApiClients } from '@/services/http';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/services/payments/money';
import { STATUS_COLORS, payoutDate } from './payout-format';

/** One payout as a printable receipt: TVS paid out, the USD it paid at its rate, its state and dates. */
export function PayoutReceiptView({ id, clients }: { id: string; clients?: ApiClients }) {
  const { t } = useTranslation('payouts');
  const { current } = useLanguage();
  const [shown, setShown] = useState<{ id: string; payout: Payout | null } | null>(null);

  useEffect(() => {
    let active = true;
    void getPayout(id, clients).then((answer) => active && setShown({ id, payout: answer.ok ? answer.data.data : null }));
    return () => {
      active = false;
    };
  }, [id, clients]);

  const state = shown?.id === id ? shown : null;
  const payout = state?.payout;
  const rows: [string, string][] = payout
    ? [
        [t('receipt.requested'), payoutDate(payout.created_at, current)],
        [t('receipt.amount'), formatMoney(payout.amount.amount, 'TVS', current)],
        [t('receipt.usd'), formatMoney(payout.usd.amount, 'USD', current)],
        [t('receipt.rate'), t('receipt.rateValue', { rate: formatMoney(payout.usd_cents_per_tvs, 'USD', current) })],
        ...(payout.paid_at ? [[t('receipt.paid'), payoutDate(payout.paid_at, current)] as [string, string]] : []),
        ...(payout.failed_at ? [[t('receipt.failed'), payoutDate(payout.failed_at, current)] as [string, string]] : []),
      ]
    : [];

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      <Stack direction="row" sx={{ mb: 2, gap: 1, flexWrap: 'wrap', displayPrint: 'none' }}>
        <Button component={NextLink} href="/wallet/payouts">
          {t('receipt.back')}
        </Button>
        {payout && (
          <Button variant="outlined" onClick={() => window.print()}>
            {t('receipt.print')}
          </Button>
        )}
      </Stack>
      {!state && <CircularProgress aria-label={t('loading')} />}
      {state && !payout && <Alert severity="error">{t('receipt.notFound')}</Alert>}
      {payout && (
        <Paper variant="outlined" component="article" aria-labelledby="payout-receipt-title" sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography id="payout-receipt-title" variant="h5" component="h1">
              {t('receipt.title')}
            </Typography>
            <Chip color={STATUS_COLORS[payout.status]} label={t(`status.${payout.status}`)} />
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
            {t('receipt.id', { id: payout.id })}
          </Typography>
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1 }}>
            {rows.map(([label, value]) => (
              <Box key={label} sx={{ display: 'contents' }}>
                <Typography component="dt" color="text.secondary">
                  {label}
                </Typography>
                <Typography component="dd" sx={{ m: 0, textAlign: 'end', overflowWrap: 'anywhere' }}>
                  {value}
                </Typography>
              </Box>
            ))}
          </Box>
          {payout.failure_message && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {t('receipt.returned', { reason: payout.failure_message })}
            </Alert>
          )}
        </Paper>
      )}
    </Container>
  );
}
