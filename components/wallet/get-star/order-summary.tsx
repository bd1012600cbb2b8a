import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PaymentMethod } from '@/contracts/payments';
import type { StarPackage } from '@/contracts/wallet';
import { useLanguage } from '@/contexts/language-context';
import { useTranslation } from 'react-i18next';
import { formatCount, formatMoney } from '@/services/payments/money';

/** What is charged for a package with a method, as the reader's language writes it. */
export function chargeOf(item: StarPackage, method: PaymentMethod, language: string): string {
  return method.type === 'tvs'
    ? formatMoney(item.price_tvs, 'TVS', language)
    : formatMoney(item.price.amount, item.price.currency, language, item.price.exponent);
}

/** Before paying: exactly what is charged and how many stars arrive. */
export function OrderSummary({ item, method }: { item: StarPackage; method: PaymentMethod }) {
  const { t } = useTranslation('wallet');
  const { current } = useLanguage();
  const rows = [
    [t('getStar.youPay'), chargeOf(item, method, current)],
    [t('getStar.youGet'), t('getStar.packageStars', { stars: formatCount(item.stars + item.bonus_stars, current) })],
  ];
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600, textAlign: 'end', overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
