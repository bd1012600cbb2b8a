import { Suspense, lazy, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AppLink } from '@/components/ui/app-link';
import type { MyMembership } from '@/contracts/memberships';
import { PaymentErrorCode } from '@/contracts/payments';
import { useBalance } from '@/contexts/balance-context';
import { useLanguage } from '@/contexts/language-context';
import { useSnackbar } from '@/contexts/snackbar-context';
import { resumeMembership } from '@/services/api/memberships/memberships';
import type { HttpClient } from '@/services/http';
import { useTranslation } from 'react-i18next';
import { dayText, starsText } from './membership-format';

const SwitchTierDialog = lazy(() => import('./switch-tier-dialog'));
const CancelMembershipDialog = lazy(() => import('./cancel-membership-dialog'));

const RETURN_HERE = `/get-star?return=${encodeURIComponent('/wallet/memberships')}`;

/**
 * One of the fan's memberships: tier, price, next renewal and state, a pending price change or
 * switch, and what can be done in that state (switch, cancel, keep after cancelling, pay to resume).
 */
export function MembershipItem({
  membership: m,
  onChanged,
  client,
}: {
  membership: MyMembership;
  onChanged: (membership: MyMembership) => void;
  client?: HttpClient;
}) {
  const { t } = useTranslation('tiers');
  const { current } = useLanguage();
  const { refresh } = useBalance();
  const { showSuccess } = useSnackbar();
  const [dialog, setDialog] = useState<'switch' | 'cancel' | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<'short' | string | null>(null);
  const resumeKey = useRef<string | null>(null);
  const day = (iso: string) => dayText(iso, current);
  const titleId = `membership-${m.id}`;
  const payNow = m.state === 'grace' || m.state === 'lapsed';

  const resume = async () => {
    resumeKey.current ??= crypto.randomUUID();
    setBusy(true);
    setProblem(null);
    const answer = await resumeMembership(m.id, resumeKey.current, client);
    setBusy(false);
    if (answer.ok) {
      resumeKey.current = null;
      if (payNow) void refresh();
      showSuccess(t('mine.resumed', { tier: m.tier.name }));
      onChanged(answer.data.data);
      return;
    }
    if (answer.code === PaymentErrorCode.INSUFFICIENT_BALANCE) setProblem('short');
    else setProblem(answer.status >= 400 && answer.status < 500 ? answer.message : t('mine.failed'));
  };

  return (
    <Paper component="li" variant="outlined" aria-labelledby={titleId} sx={{ p: 2, minWidth: 0 }}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ wordBreak: 'break-word' }}>
        {t('mine.itemTitle', { tier: m.tier.name, name: m.channel.name ?? m.channel.slug })}
      </Typography>
      <Link component={AppLink} href={`/${m.channel.slug}`} sx={{ wordBreak: 'break-word' }}>
        @{m.channel.slug}
      </Link>
      <Stack spacing={0.5} sx={{ mt: 1 }}>
        <Typography>{t('mine.price', { price: starsText(m.price_stars, current) })}</Typography>
        <Typography sx={{ fontWeight: 600 }}>{t(`mine.state.${m.state}`)}</Typography>
        {m.next_renewal_at && (
          <Typography>{t('mine.nextRenewal', { date: day(m.next_renewal_at), price: starsText(m.next_price_stars, current) })}</Typography>
        )}
        {m.state === 'canceled' && <Typography>{t('mine.canceledUntil', { date: day(m.current_period_end) })}</Typography>}
        {m.state === 'grace' && (
          <Typography>
            {t('mine.graceWhy', { date: day(m.current_period_end), until: day(m.grace_until ?? m.current_period_end) })}
          </Typography>
        )}
        {m.state === 'lapsed' && (
          <Typography>{t(`mine.lapsed.${m.lapse_reason ?? 'unpaid'}`, { date: day(m.lapsed_at ?? m.current_period_end) })}</Typography>
        )}
      </Stack>
      {m.next_renewal_at && m.price_notice && (
        <Alert severity="info" sx={{ mt: 1.5 }}>
          {t('mine.priceNotice', { price: starsText(m.price_notice.price_stars, current), date: day(m.price_notice.effective_at) })}
        </Alert>
      )}
      {m.next_renewal_at && m.next_tier && m.next_tier.id !== m.tier.id && (
        <Alert severity="info" sx={{ mt: 1.5 }}>
          {t('mine.switching', {
            tier: m.next_tier.name,
            price: starsText(m.next_tier.price_stars, current),
            date: day(m.next_renewal_at ?? m.current_period_end),
          })}
        </Alert>
      )}
      {problem === 'short' && (
        <Alert
          severity="warning"
          sx={{ mt: 1.5 }}
          action={
            <Button color="inherit" component={AppLink} href={RETURN_HERE}>
              {t('join.getStars')}
            </Button>
          }
        >
          {t('mine.notEnough')}
        </Alert>
      )}
      {problem && problem !== 'short' && (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {problem}
        </Alert>
      )}
      <Stack direction="row" sx={{ mt: 1.5, gap: 1, flexWrap: 'wrap' }}>
        {payNow && (
          <Button variant="contained" disabled={busy} onClick={() => void resume()}>
            {t('mine.payToResume', { price: starsText(m.next_price_stars, current) })}
          </Button>
        )}
        {m.state === 'canceled' && (
          <Button variant="contained" disabled={busy} onClick={() => void resume()}>
            {t('mine.keep')}
          </Button>
        )}
        {(m.state === 'active' || m.state === 'grace') && (
          <Button variant="outlined" onClick={() => setDialog('switch')}>
            {t('mine.switch')}
          </Button>
        )}
        {(m.state === 'active' || m.state === 'grace') && (
          <Button color="error" onClick={() => setDialog('cancel')}>
            {t('mine.cancel')}
          </Button>
        )}
      </Stack>
      <Suspense fallback={null}>
        {dialog === 'switch' && (
          <SwitchTierDialog
            membership={m}
            client={client}
            onClose={() => setDialog(null)}
            onSwitched={(next) => {
              showSuccess(t('mine.switched', { date: day(next.next_renewal_at ?? next.current_period_end) }));
              onChanged(next);
            }}
          />
        )}
        {dialog === 'cancel' && (
          <CancelMembershipDialog
            membership={m}
            client={client}
            onClose={() => setDialog(null)}
            onCanceled={(next) => {
              showSuccess(t('mine.canceled', { date: day(next.current_period_end) }));
              onChanged(next);
            }}
          />
        )}
      </Suspense>
    </Paper>
  );
}
