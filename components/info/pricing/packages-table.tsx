import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { PackageFigures } from './pricing-figures';

const cellSx = { px: { xs: 0.75, sm: 2 }, py: 1.25, borderBottom: 1, borderColor: 'divider', textAlign: 'start' } as const;
// Prices never break; star counts and the bonus wrap between number and word (the numbers keep
// their digits together), so three columns fit a 320 px phone in every language: Indonesian's
// "10.000 STAR | +1.500 tambahan | Rp 1.499.000" on one line each is 310 px where 286 px remain.
const amountSx = { ...cellSx, whiteSpace: 'nowrap' } as const;

/**
 * The star packages as a native table: it scrolls inside its own focusable, labelled box, so the
 * page never scrolls sideways on a phone and a keyboard user can scroll it too. The packages come
 * formatted in the page language (pricing-figures.ts); `currency` is the price sheet's.
 */
export function PackagesTable({ currency, packages }: { currency: string; packages: PackageFigures[] }) {
  const { t } = useTranslation('pricing');
  const caption = t('packages.caption', { currency });
  return (
    <Box
      role="region"
      aria-labelledby="packages-caption"
      tabIndex={0}
      sx={{
        overflowX: 'auto',
        maxWidth: 640,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1.5,
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse', fontSize: { xs: '0.875rem', sm: '1rem' } }}>
        <Box
          component="caption"
          id="packages-caption"
          sx={{ captionSide: 'top', textAlign: 'start', px: 2, pt: 1.5, pb: 1, fontWeight: 600 }}
        >
          {caption}
        </Box>
        <thead>
          <tr>
            {[t('packages.stars'), t('packages.bonus'), t('packages.price')].map((label) => (
              <Box component="th" scope="col" key={label} sx={{ ...cellSx, color: 'text.secondary', fontWeight: 600 }}>
                {label}
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {packages.map((item) => (
            <tr key={item.id}>
              <Box component="th" scope="row" sx={{ ...cellSx, fontWeight: 600 }}>
                {t('packages.starCount', { stars: item.stars })}
              </Box>
              <Box component="td" sx={{ ...cellSx, color: item.hasBonus ? 'success.main' : 'text.secondary' }}>
                {item.hasBonus ? t('packages.bonusCount', { stars: item.bonus }) : t('packages.noBonus')}
              </Box>
              <Box component="td" sx={amountSx}>
                {item.price}
              </Box>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
