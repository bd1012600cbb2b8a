import { type FormEvent, useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { AppLink } from '@/components/ui/app-link';
import { ErrorCode } from '@/contracts/envelope';
import type { GiftConfig, SendGiftRequest } from '@/contracts/gifts';
import { PaymentErrorCode } from '@/contracts/payments';
import { useBalance } from '@/contexts/balance-context';
import { useLanguage } from '@/contexts/language-context';
import { useSnackbar } from '@/contexts/snackbar-context';
import { getGiftConfig, sendGift } from '@/services/api/gifts/gifts';
import type { HttpClient } from '@/services/http';
import { useTranslation } from 'react-i18next';
import { formatCount, formatMoney } from '@/services/payments/money';
import { retryWait } from '@/services/payments/retry-wait';
import { giftValue } from './gift-value';
import type { GiftedChannel } from './send-stars-action';
import { formatPercent } from '@/services/i18n/intl';
import { TOUCH_SWITCH_SX } from '@/components/ui/touch-switch-sx';

interface Props {
  channel: GiftedChannel;
  onClose: () => void;
  onSent: () => void;
  /** The core client; the page's own unless a test brings one. */
  client?: HttpClient;
}

const stars = (count: number, language: string) => `${formatCount(count, language)} STAR`;

/**
 * The gift form: a preset or custom amount, an optional public message, anonymity, the sender's
 * balance. Short of stars it offers /get-star, which brings the fan back to this channel.
 * One Idempotency-Key per distinct gift, so resending after a lost answer cannot pay twice.
 */
export default function SendStarsDialog({ channel, onClose, onSent, client }: Props) {
  const { t } = useTranslation('gifts');
  const { current } = useLanguage();
  const { total, isLoading, refresh } = useBalance();
  const { showSuccess, showError } = useSnackbar();
  const [config, setConfig] = useState<GiftConfig | null | 'failed'>(null);
  const [amount, setAmount] = useState('');
  const [message, setMessage] = useState('');
  const [anonymous, setAnonymous] = useState(false);
  const [busy, setBusy] = useState(false);
  const [short, setShort] = useState(false);
  const attempt = useRef<{ body: string; key: string } | null>(null);

  useEffect(() => {
    let active = true;
    void getGiftConfig(client).then((answer) => {
      if (!active) return;
      const loaded = answer.ok ? answer.data.data : 'failed';
      setConfig(loaded);
      if (loaded !== 'failed') setAmount(String(loaded.presets[0] ?? loaded.min_stars));
    });
    return () => {
      active = false;
    };
  }, [client]);

  const ready = config !== null && config !== 'failed' ? config : null;
  const count = /^\d{1,10}$/.test(amount) ? Number(amount) : NaN;
  const inRange = ready !== null && Number.isInteger(count) && count >= ready.min_stars && count <= ready.max_stars;
  const notEnough = short || (inRange && !isLoading && count > total);
  const value = ready && inRange ? giftValue(count, ready) : null;
  const returnPath = `/get-star?return=${encodeURIComponent(`/${channel.slug}`)}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!inRange || notEnough || busy) return;
    const body: SendGiftRequest = { stars: count, anonymous, ...(message.trim() && { message: message.trim() }) };
    const json = JSON.stringify(body);
    if (attempt.current?.body !== json) attempt.current = { body: json, key: crypto.randomUUID() };
    setBusy(true);
    const answer = await sendGift(channel.slug, body, attempt.current.key, client);
    setBusy(false);
    if (answer.ok) {
      showSuccess(t('send.sent', { stars: stars(count, current), name: channel.display_name }));
      void refresh();
      void import('@/services/pages/channel-pages').then((pages) => pages.refreshGiftedChannelPages(channel.slug));
      onSent();
      onClose();
      return;
    }
    if (answer.code === PaymentErrorCode.INSUFFICIENT_BALANCE) {
      setShort(true);
      void refresh();
      return;
    }
    if (answer.code === ErrorCode.RATE_LIMITED) {
      showError(t('send.rateLimited', { wait: retryWait(answer, current) }));
      return;
    }
    if (answer.code === PaymentErrorCode.ACCOUNT_RESTRICTED) {
      showError(t('send.restricted'));
      return;
    }
    showError(answer.status >= 400 && answer.status < 500 ? answer.message : t('send.failed'));
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="send-stars-title">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id="send-stars-title" sx={{ wordBreak: 'break-word' }}>
          {t('send.title', { name: channel.display_name })}
        </DialogTitle>
        <DialogContent>
          {config === null && <CircularProgress aria-label={t('send.loading')} />}
          {config === 'failed' && <Alert severity="error">{t('send.failed')}</Alert>}
          {ready && (
            <Stack spacing={2}>
              <Typography color="text.secondary">{t('send.balance', { amount: isLoading ? '…' : stars(total, current) })}</Typography>
              <Stack spacing={1} role="group" aria-labelledby="gift-amount-label">
                <Typography id="gift-amount-label" variant="subtitle2" component="span">
                  {t('send.amount')}
                </Typography>
                <ToggleButtonGroup
                  exclusive
                  color="primary"
                  value={Number.isInteger(count) && ready.presets.includes(count) ? count : null}
                  onChange={(_, next: number | null) => {
                    if (next !== null) setAmount(String(next));
                    setShort(false);
                  }}
                  // Apart, each with its own border and corners: joined buttons lose a border when
                  // a long translation wraps them onto a second row.
                  sx={{
                    flexWrap: 'wrap',
                    gap: 1,
                    '& .MuiToggleButtonGroup-grouped': {
                      m: 0,
                      borderRadius: 1,
                      border: 1,
                      borderColor: 'divider',
                      whiteSpace: 'nowrap',
                    },
                    '& .MuiToggleButtonGroup-grouped.Mui-selected': { borderColor: 'primary.main' },
                  }}
                >
                  {ready.presets.map((preset, index) => (
                    <ToggleButton
                      key={preset}
                      value={preset}
                      // The theme's focus ring instead of the late, faint focus ripple (theme/theme.ts).
                      disableFocusRipple
                      // The dialog opens on its first field: the chosen amount, else the first.
                      autoFocus={ready.presets.includes(count) ? preset === count : index === 0}
                      sx={{ minHeight: 44, flexGrow: 1 }}
                    >
                      {t('send.preset', { stars: formatCount(preset, current) })}
                    </ToggleButton>
                  ))}
                </ToggleButtonGroup>
              </Stack>
              <TextField
                label={t('send.custom')}
                value={amount}
                onChange={(event) => {
                  setAmount(event.target.value.replace(/\D/g, ''));
                  setShort(false);
                }}
                error={amount !== '' && !inRange}
                helperText={
                  amount !== '' && !inRange
                    ? t('send.outOfRange', { min: ready.min_stars, max: formatCount(ready.max_stars, current) })
                    : t('send.customHelp', { min: ready.min_stars, max: formatCount(ready.max_stars, current) })
                }
                slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
              />
              <TextField
                label={t('send.message')}
                value={message}
                onChange={(event) => setMessage(event.target.value.replace(/[\u0000-\u001f\u007f]/g, ' '))}
                helperText={`${t('send.messageHelp')} ${message.length}/${ready.message_max}`}
                slotProps={{ htmlInput: { maxLength: ready.message_max } }}
              />
              <div>
                <FormControlLabel
                  control={<Switch checked={anonymous} onChange={(event) => setAnonymous(event.target.checked)} sx={TOUCH_SWITCH_SX} />}
                  label={t('send.anonymous')}
                />
                <FormHelperText sx={{ mt: 0 }}>{t('send.anonymousHelp')}</FormHelperText>
              </div>
              {value && (
                <Typography variant="body2" color="text.secondary">
                  {t('send.value', {
                    name: channel.display_name,
                    net: formatMoney(value.net, 'TVS', current),
                    gross: formatMoney(value.gross, 'TVS', current),
                    fee: formatPercent(ready.fee_bps, current),
                  })}
                </Typography>
              )}
              {notEnough && (
                <Alert
                  severity="warning"
                  action={
                    <Button color="inherit" component={AppLink} href={returnPath}>
                      {t('send.getStars')}
                    </Button>
                  }
                >
                  {t('send.notEnough')}
                </Alert>
              )}
            </Stack>
          )}
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={onClose} disabled={busy}>
            {t('send.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={!inRange || notEnough || busy}>
            {t('send.submit', { stars: inRange ? stars(count, current) : 'STAR' })}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
