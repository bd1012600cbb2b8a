import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { AppLink } from '@/components/ui/app-link';
import type { Payout } from '@/contracts/payouts';
import { useLanguage } from '@/contexts/language-context';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/services/payments/money';
import { STATUS_COLORS, payoutDate } from './payout-format';

export interface PayoutHistoryProps {
  payouts: readonly Payout[];
  total: number;
  onMore: () => void;
  loadingMore: boolean;
}

/** The creator's payouts, newest first: amount in TVS and USD, state, date, and a link to each receipt. */
export function PayoutHistory({ payouts, total, onMore, loadingMore }: PayoutHistoryProps) {
  const { t } = useTranslation('payouts');
  const { current } = useLanguage();
  return (
    <Paper variant="outlined" component="section" aria-labelledby="payout-history-title" sx={{ p: 2 }}>
      <Typography id="payout-history-title" variant="h6" component="h2">
        {t('history.title')}
      </Typography>
      {payouts.length === 0 ? (
        <Typography color="text.secondary">{t('history.empty')}</Typography>
      ) : (
        <List aria-labelledby="payout-history-title" disablePadding>
          {payouts.map((payout) => (
            <ListItem key={payout.id} divider disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
              <ListItemText
                sx={{ flex: '1 1 200px', minWidth: 0 }}
                primary={t('history.line', {
                  amount: formatMoney(payout.amount.amount, 'TVS', current),
                  usd: formatMoney(payout.usd.amount, 'USD', current),
                })}
                secondary={payoutDate(payout.created_at, current)}
              />
              <Chip size="small" color={STATUS_COLORS[payout.status]} label={t(`status.${payout.status}`)} />
              <Button
                component={AppLink}
                href={`/wallet/payouts/${payout.id}`}
                size="small"
                aria-label={t('history.receiptFor', { date: payoutDate(payout.created_at, current) })}
              >
                {t('history.receipt')}
              </Button>
            </ListItem>
          ))}
        </List>
      )}
      {payouts.length < total && (
        <Button onClick={onMore} disabled={loadingMore} sx={{ mt: 1 }}>
          {t('history.more')}
        </Button>
      )}
    </Paper>
  );
}
