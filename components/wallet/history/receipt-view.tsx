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
import type { Receipt } from '@/contracts/checkout';
import { useLanguage } from '@/contexts/language-context';
import { getOrder } from '@/services/api/wallet/checkout';
import { useTranslation } from 'react-i18next';
import { formatCount } from '@/services/payments/money';
import { STATUS_COLORS, methodLabel, orderDate, orderPrice } from './order-format';

/** One order as a printable receipt: price, stars, method, the provider's reference and every status change. */
export function ReceiptView({ id }: { id: string }) {
  const { t } = useTranslation('wallet');
  const { current } = useLanguage();
  const [shown, setShown] = useState<{ id: string; receipt: Receipt | null } | null>(null);

  useEffect(() => {
    let active = true;
    void getOrder(id).then((answer) => active && setShown({ id, receipt: answer.ok ? answer.data.data : null }));
    return () => {
      active = false;
    };
  }, [id]);

  const state = shown?.id === id ? shown : null;
  const receipt = state?.receipt;
  const rows: [string, string][] = receipt
    ? [
        [t('receipt.date'), orderDate(receipt.created_at, current)],
        [t('receipt.price'), orderPrice(receipt, current)],
        [t('receipt.stars'), formatCount(receipt.stars, current)],
        [t('receipt.method'), methodLabel(t, receipt.method)],
        [t('receipt.reference'), receipt.provider_reference ?? t('receipt.none')],
      ]
    : [];

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      <Stack direction="row" sx={{ mb: 2, gap: 1, flexWrap: 'wrap', displayPrint: 'none' }}>
        <Button component={NextLink} href="/wallet/history">
          {t('receipt.back')}
        </Button>
        {receipt && (
          <Button variant="outlined" onClick={() => window.print()}>
            {t('receipt.print')}
          </Button>
        )}
      </Stack>
      {!state && <CircularProgress aria-label={t('card.loading')} />}
      {state && !receipt && <Alert severity="error">{t('receipt.notFound')}</Alert>}
      {receipt && (
        <Paper variant="outlined" component="article" aria-labelledby="receipt-title" sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography id="receipt-title" variant="h5" component="h1">
              {t('receipt.title')}
            </Typography>
            <Chip color={STATUS_COLORS[receipt.status]} label={t(`status.${receipt.status}`)} />
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
            {t('receipt.orderId', { id: receipt.id })}
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
          <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
            {t('receipt.history')}
          </Typography>
          <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
            {receipt.status_history.map((change) => (
              <li key={`${change.at}-${change.status}`}>
                <Typography>
                  {t(`status.${change.status}`)} · {orderDate(change.at, current)}
                </Typography>
                {change.message && (
                  <Typography variant="body2" color="text.secondary">
                    {change.message}
                  </Typography>
                )}
              </li>
            ))}
          </Box>
        </Paper>
      )}
    </Container>
  );
}
