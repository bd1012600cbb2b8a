import { useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ErrorCode } from '@/contracts/envelope';
import { PaymentErrorCode } from '@/contracts/payments';
import { PayoutErrorCode, type Payout, type PayoutSummary } from '@/contracts/payouts';
import { useLanguage } from '@/contexts/language-context';
import { requestPayout } from '@/services/api/wallet/payouts';
import type { ApiClients } from '@/services/http';
import { useTranslation } from 'react-i18next';
import { formatMoney, minorToDecimal } from '@/services/payments/money';
import { retryWait } from '@/services/payments/retry-wait';
import { parseTvs, usdCentsOf } from './payout-format';

const ERROR_KEYS: Record<string, string> = {
  [PaymentErrorCode.INSUFFICIENT_BALANCE]: 'error.insufficient',
  [PayoutErrorCode.BELOW_MINIMUM]: 'error.minimum',
  [PayoutErrorCode.ACCOUNT_NOT_READY]: 'error.notReady',
  [PayoutErrorCode.ACCOUNT_RESTRICTED]: 'error.restricted',
};

export interface PayoutRequestFormProps {
  summary: PayoutSummary;
  /** Called with the payout just made: the history shows it at once, then the balance is reloaded. */
  onRequested: (payout: Payout) => void;
  clients?: ApiClients;
}

/** The amount to pay out (all or part of what is available, at least the minimum) and what it pays in USD. */
export function PayoutRequestForm({ summary, onRequested, clients }: PayoutRequestFormProps) {
  const { t } = useTranslation('payouts');
  const { current } = useLanguage();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ severity: 'success' | 'error'; message: string } | null>(null);
  // One key per attempt: a retry after a lost answer must not pay out twice.
  const attempt = useRef<{ amount: number; key: string } | null>(null);
  const tvs = (amount: number) => formatMoney(amount, 'TVS', current);
  const usd = (cents: number) => formatMoney(cents, 'USD', current);

  const amount = parseTvs(text);
  const minimum = summary.minimum.amount;
  const available = summary.available.amount;
  const problem =
    text.trim() === ''
      ? null
      : amount === undefined
        ? t('form.invalid')
        : amount < minimum
          ? t('form.belowMinimum', { minimum: tvs(minimum) })
          : amount > available
            ? t('form.aboveAvailable', { available: tvs(available) })
            : null;
  const canPay = available >= minimum;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (amount === undefined || problem || busy) return;
    if (attempt.current?.amount !== amount) attempt.current = { amount, key: crypto.randomUUID() };
    setBusy(true);
    setResult(null);
    const answer = await requestPayout(amount, attempt.current.key, clients);
    setBusy(false);
    if (answer.ok) {
      attempt.current = null;
      setText('');
      setResult({ severity: 'success', message: t('form.requested', { amount: tvs(amount), usd: usd(answer.data.data.usd.amount) }) });
      onRequested(answer.data.data);
      return;
    }
    if (answer.code === ErrorCode.RATE_LIMITED) {
      setResult({ severity: 'error', message: t('error.rateLimited', { wait: retryWait(answer, current) }) });
      return;
    }
    setResult({ severity: 'error', message: t(ERROR_KEYS[answer.code] ?? 'error.generic') });
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="payout-request-title" sx={{ p: 2 }}>
      <Typography id="payout-request-title" variant="h6" component="h2" gutterBottom>
        {t('form.title')}
      </Typography>
      {!canPay && (
        <Typography color="text.secondary">
          {t('form.notEnough', { minimum: tvs(minimum), usd: usd(summary.minimum_usd.amount) })}
        </Typography>
      )}
      {canPay && (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'flex-start' } }}>
            <TextField
              label={t('form.amount')}
              value={text}
              onChange={(event) => setText(event.target.value)}
              error={problem !== null}
              helperText={
                problem ??
                (amount !== undefined
                  ? t('form.youGet', { usd: usd(usdCentsOf(amount, summary.usd_cents_per_tvs)) })
                  : t('form.minimumHint', { minimum: tvs(minimum), usd: usd(summary.minimum_usd.amount) }))
              }
              slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
              sx={{ flex: '1 1 180px', minWidth: 0 }}
            />
            <Button onClick={() => setText(minorToDecimal(available, summary.available.exponent))} sx={{ mt: { sm: 1 } }}>
              {t('form.all')}
            </Button>
            <Button type="submit" variant="contained" disabled={busy || amount === undefined || problem !== null} sx={{ mt: { sm: 1 } }}>
              {t('form.submit')}
            </Button>
          </Stack>
        </form>
      )}
      {result && (
        <Alert severity={result.severity} role={result.severity === 'error' ? 'alert' : 'status'} sx={{ mt: 2 }}>
          {result.message}
        </Alert>
      )}
    </Paper>
  );
}
