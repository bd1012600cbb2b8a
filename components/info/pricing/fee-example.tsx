import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { giftValue } from '@/components/gifts/gift-value';
import type { Pricing } from '@/contracts/pricing';
import { useTranslation } from 'react-i18next';
import { formatCount, formatMoney } from '@/services/payments/money';
import { formatPercent } from '@/services/i18n/intl';

const rowSx = {
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: 1,
  py: 1,
  borderBottom: 1,
  borderColor: 'divider',
};

/**
 * The fee as a percentage and one gift worked through with the API's own numbers and integer
 * math (gift-value.ts rounds the fee down as the API does), so the page cannot disagree with the
 * creator's earnings.
 */
export function FeeExample({ pricing, language }: { pricing: Pricing; language: string }) {
  const { t } = useTranslation('pricing');
  const percent = formatPercent(pricing.fee_bps, language);
  const tvs = (amount: number) => formatMoney(amount, 'TVS', language);
  // The smallest package: a gift any fan can afford with one purchase.
  const stars = pricing.packages[0]?.stars;
  const value = stars === undefined ? null : giftValue(stars, pricing);
  return (
    <>
      <Typography component="p" variant="h5" sx={{ fontWeight: 700, color: 'primary.main' }}>
        {t('fee.rate', { percent })}
      </Typography>
      <Typography sx={{ mt: 1.5, maxWidth: 720 }}>{t('fee.body')}</Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5, maxWidth: 720 }}>
        {t('fee.value', {
          value: tvs(pricing.tvs_per_star),
          conversion: tvs(pricing.tvs_to_star.tvs),
          stars: formatCount(pricing.tvs_to_star.stars, language),
        })}
      </Typography>
      {stars !== undefined && value && (
        <Box component="section" aria-labelledby="example-title" sx={{ mt: 4, maxWidth: 560 }}>
          <Typography id="example-title" variant="h6" component="h3">
            {t('example.title')}
          </Typography>
          <Box component="dl" sx={{ m: 0, mt: 1 }}>
            {[
              [t('example.sent'), t('packages.starCount', { stars: formatCount(stars, language) })],
              [t('example.gross'), tvs(value.gross)],
              [t('example.fee', { percent }), `−${tvs(value.fee)}`],
              [t('example.net'), tvs(value.net)],
            ].map(([term, amount]) => (
              <Box key={term} sx={rowSx}>
                <Typography component="dt">{term}</Typography>
                <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
                  {amount}
                </Typography>
              </Box>
            ))}
          </Box>
          <Typography color="text.secondary" sx={{ mt: 1.5 }}>
            {t('example.summary', { stars: formatCount(stars, language), net: tvs(value.net) })}
          </Typography>
        </Box>
      )}
    </>
  );
}
