import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StarPackage } from '@/contracts/wallet';
import { useLanguage } from '@/contexts/language-context';
import { useTranslation } from 'react-i18next';
import { formatCount, formatMoney } from '@/services/payments/money';
import type { PackagePages } from './use-get-star-data';

interface PackagePickerProps {
  pages: PackagePages;
  selected: StarPackage | null;
  onSelect: (selected: StarPackage) => void;
  onMore: () => void;
  loadingMore: boolean;
}

/** The country's packages, each with its price in the local currency and in TVS. */
export function PackagePicker({ pages, selected, onSelect, onMore, loadingMore }: PackagePickerProps) {
  const { t } = useTranslation('wallet');
  const { current } = useLanguage();
  if (pages.items.length === 0) return <Typography color="text.secondary">{t('getStar.noPackages')}</Typography>;
  return (
    <>
      <RadioGroup
        aria-labelledby="packages-title"
        value={selected?.id ?? ''}
        onChange={(event) => {
          const found = pages.items.find((item) => item.id === event.target.value);
          if (found) onSelect(found);
        }}
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1 }}
      >
        {pages.items.map((item) => (
          <FormControlLabel
            key={item.id}
            value={item.id}
            control={<Radio />}
            sx={{
              m: 0,
              p: 1,
              pr: 2,
              border: 1,
              borderColor: selected?.id === item.id ? 'primary.main' : 'divider',
              borderRadius: 2,
              alignItems: 'flex-start',
            }}
            label={
              <Stack sx={{ py: 0.75, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>
                  {t('getStar.packageStars', { stars: formatCount(item.stars, current) })}
                  {item.bonus_stars > 0 && (
                    <Typography component="span" color="success.main" sx={{ ml: 1, fontSize: '0.875rem' }}>
                      {t('getStar.bonus', { bonus: formatCount(item.bonus_stars, current) })}
                    </Typography>
                  )}
                </Typography>
                <Typography>{formatMoney(item.price.amount, item.price.currency, current, item.price.exponent)}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('getStar.inTvs', { price: formatMoney(item.price_tvs, 'TVS', current) })}
                </Typography>
              </Stack>
            }
          />
        ))}
      </RadioGroup>
      {pages.items.length < pages.total && (
        <Button onClick={onMore} disabled={loadingMore} sx={{ mt: 1, alignSelf: 'flex-start' }}>
          {t('getStar.more')}
        </Button>
      )}
    </>
  );
}
