import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Receipt } from '@/contracts/checkout';
import { useLanguage } from '@/contexts/language-context';
import { getOrder } from '@/services/api/wallet/checkout';
import { useTranslation } from 'react-i18next';
import { formatCount } from '@/services/payments/money';
import { ReceiptFrame } from '../receipt-frame';
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

  // Undefined while loading, null when there is none.
  const content = !state
    ? undefined
    : receipt
      ? {
          title: t('receipt.title'),
          status: { label: t(`status.${receipt.status}`), color: STATUS_COLORS[receipt.status] },
          reference: t('receipt.orderId', { id: receipt.id }),
          rows,
        }
      : null;

  return (
    <ReceiptFrame
      content={content}
      backHref="/wallet/history"
      labels={{ back: t('receipt.back'), print: t('receipt.print'), loading: t('card.loading'), notFound: t('receipt.notFound') }}
    >
      {receipt && (
        <>
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
        </>
      )}
    </ReceiptFrame>
  );
}
