import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import type { Payout } from '@/contracts/payouts';
import { useLanguage } from '@/contexts/language-context';
import { getPayout } from '@/services/api/wallet/payouts';
import type { ApiClients } from '@/services/http';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/services/payments/money';
import { ReceiptFrame } from '../receipt-frame';
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

  // Undefined while loading, null when there is none.
  const content = !state
    ? undefined
    : payout
      ? {
          title: t('receipt.title'),
          status: { label: t(`status.${payout.status}`), color: STATUS_COLORS[payout.status] },
          reference: t('receipt.id', { id: payout.id }),
          rows,
        }
      : null;

  return (
    <ReceiptFrame
      content={content}
      backHref="/wallet/payouts"
      labels={{ back: t('receipt.back'), print: t('receipt.print'), loading: t('loading'), notFound: t('receipt.notFound') }}
    >
      {payout?.failure_message && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {t('receipt.returned', { reason: payout.failure_message })}
        </Alert>
      )}
    </ReceiptFrame>
  );
}
