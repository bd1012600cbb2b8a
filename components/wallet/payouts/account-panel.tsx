import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PayoutErrorCode, type PayoutAccount } from '@/contracts/payouts';
import { useLanguage } from '@/contexts/language-context';
import { createOnboardingLink, createPayoutAccount } from '@/services/api/wallet/payouts';
import type { ApiClients } from '@/services/http';
import { useTranslation } from 'react-i18next';
import { STATE_COLORS, countryName, requirementKeys } from './payout-format';

export interface AccountPanelProps {
  account: PayoutAccount | null;
  countries: readonly string[];
  /** Where Stripe's onboarding page is opened (the browser leaves the app for it). */
  openOnboarding: (url: string) => void;
  clients?: ApiClients;
}

/** Setting up payouts, continuing Stripe's onboarding, and the account's state as Stripe reports it. */
export function AccountPanel({ account, countries, openOnboarding, clients }: AccountPanelProps) {
  const { t } = useTranslation('payouts');
  const { current } = useLanguage();
  const [country, setCountry] = useState(() => (countries.includes('US') ? 'US' : (countries[0] ?? '')));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const sorted = [...countries].sort((a, b) => countryName(a, current).localeCompare(countryName(b, current), current));

  const onboard = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    if (!account) {
      const created = await createPayoutAccount(country, clients);
      if (!created.ok) {
        setBusy(false);
        setError(created.code === PayoutErrorCode.COUNTRY_UNSUPPORTED ? t('account.unsupported') : t('error.generic'));
        return;
      }
    }
    const link = await createOnboardingLink(current, clients);
    if (link.ok) {
      openOnboarding(link.data.data.url);
      return;
    }
    setBusy(false);
    setError(t('error.generic'));
  };

  const due = account ? requirementKeys(account.currently_due) : [];
  return (
    <Paper variant="outlined" component="section" aria-labelledby="payout-account-title" sx={{ p: 2 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Typography id="payout-account-title" variant="h6" component="h2">
          {t('account.title')}
        </Typography>
        {account && <Chip color={STATE_COLORS[account.state]} label={t(`state.${account.state}`)} />}
      </Stack>
      {!account && (
        <form onSubmit={(event) => void onboard(event)}>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('account.intro')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
            <TextField
              select
              label={t('account.country')}
              value={country}
              onChange={(event) => setCountry(event.target.value)}
              slotProps={{ select: { native: true } }}
              sx={{ minWidth: 0, flex: '1 1 200px' }}
            >
              {sorted.map((code) => (
                <option key={code} value={code}>
                  {countryName(code, current)}
                </option>
              ))}
            </TextField>
            <Button type="submit" variant="contained" disabled={busy}>
              {t('account.setUp')}
            </Button>
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('account.countryHint')}
          </Typography>
        </form>
      )}
      {account && (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Typography>{t(`stateHelp.${account.state}`, { country: countryName(account.country, current) })}</Typography>
          {account.state === 'details_needed' && due.length > 0 && (
            <>
              <Typography id="payout-due-title" variant="subtitle2" component="h3">
                {t('account.due')}
              </Typography>
              <Stack component="ul" aria-labelledby="payout-due-title" sx={{ m: 0, pl: 2.5 }}>
                {due.map((key) => (
                  <li key={key}>{t(`requirements.${key}`)}</li>
                ))}
              </Stack>
            </>
          )}
          {(account.state === 'details_needed' || account.state === 'under_review') && (
            <Button variant="contained" onClick={() => void onboard()} disabled={busy}>
              {t('account.continue')}
            </Button>
          )}
        </Stack>
      )}
      {error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error}
        </Alert>
      )}
    </Paper>
  );
}
