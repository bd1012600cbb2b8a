import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { PricingFigures } from './pricing-figures';

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
 * math (pricing-figures.ts, through gift-value.ts, rounds the fee down as the API does), so the
 * page cannot disagree with the creator's earnings.
 */
export function FeeExample({ figures }: { figures: PricingFigures }) {
  const { t } = useTranslation('pricing');
  const { fee: percent, example } = figures;
  return (
    <>
      <Typography component="p" variant="h5" sx={{ fontWeight: 700, color: 'primary.main' }}>
        {t('fee.rate', { percent })}
      </Typography>
      <Typography sx={{ mt: 1.5, maxWidth: 720 }}>{t('fee.body')}</Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5, maxWidth: 720 }}>
        {t('fee.value', { value: figures.tvsPerStar, conversion: figures.conversion.tvs, stars: figures.conversion.stars })}
      </Typography>
      {example && (
        <Box component="section" aria-labelledby="example-title" sx={{ mt: 4, maxWidth: 560 }}>
          <Typography id="example-title" variant="h6" component="h3">
            {t('example.title')}
          </Typography>
          <Box component="dl" sx={{ m: 0, mt: 1 }}>
            {[
              [t('example.sent'), t('packages.starCount', { stars: example.stars })],
              [t('example.gross'), example.gross],
              [t('example.fee', { percent }), `−${example.fee}`],
              [t('example.net'), example.net],
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
            {t('example.summary', { stars: example.stars, net: example.net })}
          </Typography>
        </Box>
      )}
    </>
  );
}
