import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useBalance } from '@/contexts/balance-context';
import { useTranslation } from 'react-i18next';

/** Both balances of the current account, as the current language writes them. */
export function BalancesPanel() {
  const { t } = useTranslation('wallet');
  const { isLoading, totalDisplay, totalValueDisplay } = useBalance();
  return (
    <Paper variant="outlined" component="section" aria-labelledby="balances-title" sx={{ p: 2 }}>
      <Typography id="balances-title" variant="h6" component="h2" gutterBottom>
        {t('getStar.balances')}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 3 }}>
        {[
          ['STAR', totalDisplay],
          ['TVS', totalValueDisplay],
        ].map(([currency, display]) => (
          <Stack key={currency} sx={{ minWidth: 0 }}>
            <Typography variant="body2" color="text.secondary">
              {currency}
            </Typography>
            <Typography variant="h5" component="p" aria-label={`${currency}: ${display}`} sx={{ overflowWrap: 'anywhere' }}>
              {isLoading ? <Skeleton width={96} /> : display}
            </Typography>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
