import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AppLink } from '@/components/ui/app-link';
import { ErrorCode } from '@/contracts/envelope';
import { MembershipErrorCode, type PublicTier } from '@/contracts/memberships';
import { PaymentErrorCode } from '@/contracts/payments';
import { useBalance } from '@/contexts/balance-context';
import { useLanguage } from '@/contexts/language-context';
import { useSnackbar } from '@/contexts/snackbar-context';
import { joinMembership } from '@/services/api/memberships/memberships';
import type { HttpClient } from '@/services/http';
import { retryWait } from '@/services/payments/retry-wait';
import { useTranslation } from 'react-i18next';
import { dayText, starsText } from './membership-format';

interface Props {
  channel: { slug: string; display_name: string };
  tier: PublicTier;
  onClose: () => void;
  onJoined: () => void;
  /** The core client; the page's own unless a test brings one. */
  client?: HttpClient;
}

type Problem = 'short' | 'member' | { message: string } | null;

/**
 * Confirms a join before any star moves: the amount, that it renews monthly from the star balance,
 * and how to cancel. Short of stars it offers /get-star, which brings the fan back to the channel.
 * One Idempotency-Key per dialog, so pressing again after a lost answer cannot pay twice.
 */
export default function JoinTierDialog({ channel, tier, onClose, onJoined, client }: Props) {
  const { t } = useTranslation('tiers');
  const { current } = useLanguage();
  const { total, isLoading, refresh } = useBalance();
  const { showSuccess } = useSnackbar();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem>(null);
  const key = useRef(crypto.randomUUID());
  const price = starsText(tier.price_stars, current);
  const short = problem === 'short' || (!isLoading && tier.price_stars > total);

  const join = async () => {
    setBusy(true);
    setProblem(null);
    const answer = await joinMembership(channel.slug, tier.id, key.current, client);
    setBusy(false);
    if (answer.ok) {
      const joined = answer.data.data;
      showSuccess(
        t('join.joined', {
          tier: tier.name,
          date: joined.next_renewal_at ? dayText(joined.next_renewal_at, current) : dayText(joined.current_period_end, current),
        }),
      );
      void refresh();
      void import('@/services/pages/channel-pages').then((pages) => pages.refreshGiftedChannelPages(channel.slug));
      onJoined();
      onClose();
      return;
    }
    if (answer.code === PaymentErrorCode.INSUFFICIENT_BALANCE) {
      setProblem('short');
      void refresh();
    } else if (answer.code === MembershipErrorCode.ALREADY_MEMBER) setProblem('member');
    else if (answer.code === ErrorCode.RATE_LIMITED) setProblem({ message: t('join.rateLimited', { wait: retryWait(answer, current) }) });
    else setProblem({ message: answer.status >= 400 && answer.status < 500 ? answer.message : t('join.failed') });
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="join-tier-title">
      <DialogTitle id="join-tier-title" sx={{ wordBreak: 'break-word' }}>
        {t('join.title', { tier: tier.name, name: channel.display_name })}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="p">
            {t('join.amount', { price })}
          </Typography>
          {tier.perks && (
            <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
              {tier.perks}
            </Typography>
          )}
          <Typography>{t('join.renews', { price })}</Typography>
          <Typography>{t('join.howToCancel')}</Typography>
          <Typography color="text.secondary">{t('join.balance', { amount: isLoading ? '…' : starsText(total, current) })}</Typography>
          {short && (
            <Alert
              severity="warning"
              action={
                <Button color="inherit" component={AppLink} href={`/get-star?return=${encodeURIComponent(`/${channel.slug}`)}`}>
                  {t('join.getStars')}
                </Button>
              }
            >
              {t('join.notEnough')}
            </Alert>
          )}
          {problem === 'member' && (
            <Alert
              severity="info"
              action={
                <Button color="inherit" component={AppLink} href="/wallet/memberships">
                  {t('join.mine')}
                </Button>
              }
            >
              {t('join.alreadyMember')}
            </Alert>
          )}
          {problem !== null && typeof problem === 'object' && <Alert severity="error">{problem.message}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={busy}>
          {t('join.back')}
        </Button>
        <Button variant="contained" onClick={() => void join()} disabled={short || busy || problem === 'member'}>
          {t('join.submit', { price })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
