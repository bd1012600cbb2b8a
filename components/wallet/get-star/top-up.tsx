import { Suspense, lazy, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { PaymentMethod } from '@/contracts/payments';
import type { StarPackage } from '@/contracts/wallet';
import { useCountry } from '@/contexts/country-context';
import { useLanguage } from '@/contexts/language-context';
import { regionName } from '@/services/i18n/region-name';
import { useTranslation } from 'react-i18next';
import { BalancesPanel } from './balances-panel';
import { MethodPicker } from './method-picker';
import { OrderSummary, chargeOf } from './order-summary';
import { PackagePicker } from './package-picker';
import { useCheckout } from './use-checkout';
import { useGetStarData } from './use-get-star-data';
import { useReturnSettling } from './use-return-settling';

// Stripe.js and Elements load only when the card step opens.
const CardDialog = lazy(() => import('@/components/wallet/card/card-dialog'));

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 2, display: 'flex', flexDirection: 'column' }}>
      <Typography id={id} variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** /get-star for a signed-in user: balances, the country's packages and methods, the summary, and paying. */
export default function TopUp() {
  const { t } = useTranslation('wallet');
  const { current } = useLanguage();
  const { country, setCountry } = useCountry();
  const { countries, packages, methods, loadMore, loadingMore, retry } = useGetStarData(country);
  const [chosenPackage, setChosenPackage] = useState<StarPackage | null>(null);
  const [chosenMethod, setChosenMethod] = useState<PaymentMethod | null>(null);
  const [cardOpen, setCardOpen] = useState(false);
  const { start, busy } = useCheckout();
  const settling = useReturnSettling();

  const items = packages.status === 'ready' ? packages.data.items : [];
  const offered = methods.status === 'ready' ? methods.data : [];
  // A choice made for another country no longer applies; fall back to the first of each.
  const item = items.find((entry) => entry.id === chosenPackage?.id) ?? items[0] ?? null;
  const method = offered.find((entry) => entry.id === chosenMethod?.id) ?? offered[0] ?? null;
  const choices = countries.some((entry) => entry.code === country) ? countries : [{ code: country, name: country }, ...countries];

  const pay = () => {
    if (!item || !method) return;
    if (method.type === 'card') setCardOpen(true);
    else void start({ package_id: item.id, method: method.id, country });
  };

  // Back from a payment: nothing is drawn until its result opens over the page's final state.
  if (settling) return <CircularProgress sx={{ alignSelf: 'center' }} aria-label={t('result.processingTitle')} />;

  return (
    <Stack spacing={2}>
      <BalancesPanel />
      <TextField
        select
        label={t('getStar.country')}
        value={country}
        onChange={(event) => setCountry(event.target.value)}
        sx={{ maxWidth: { sm: 320 } }}
      >
        {choices.map((entry) => (
          <MenuItem key={entry.code} value={entry.code}>
            {regionName(entry.code, current, entry.name)}
          </MenuItem>
        ))}
      </TextField>
      {packages.status === 'failed' || methods.status === 'failed' ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={retry}>
              {t('getStar.retry')}
            </Button>
          }
        >
          {t('getStar.loadError')}
        </Alert>
      ) : packages.status === 'loading' || methods.status === 'loading' ? (
        <CircularProgress sx={{ alignSelf: 'center' }} aria-label={t('card.loading')} />
      ) : (
        <>
          <Section id="packages-title" title={t('getStar.packages')}>
            <PackagePicker
              pages={packages.data}
              selected={item}
              onSelect={setChosenPackage}
              onMore={() => void loadMore()}
              loadingMore={loadingMore}
            />
          </Section>
          <Section id="methods-title" title={t('getStar.methods')}>
            <MethodPicker methods={offered} selected={method} onSelect={setChosenMethod} />
          </Section>
          {item && method && (
            <Section id="summary-title" title={t('getStar.summary')}>
              <OrderSummary item={item} method={method} />
              <Button variant="contained" size="large" onClick={pay} disabled={busy} sx={{ mt: 2 }}>
                {busy && method.type === 'gateway'
                  ? t('getStar.redirecting')
                  : t('getStar.pay', { price: chargeOf(item, method, current) })}
              </Button>
            </Section>
          )}
        </>
      )}
      {cardOpen && item && (
        <Suspense fallback={null}>
          <CardDialog item={item} country={country} onClose={() => setCardOpen(false)} />
        </Suspense>
      )}
    </Stack>
  );
}
