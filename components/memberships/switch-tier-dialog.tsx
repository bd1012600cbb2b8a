import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MyMembership, PublicTier } from '@/contracts/memberships';
import { useLanguage } from '@/contexts/language-context';
import { listChannelTiers, switchMembershipTier } from '@/services/api/memberships/memberships';
import type { HttpClient } from '@/services/http';
import { useTranslation } from 'react-i18next';
import { dayText, starsText } from './membership-format';

interface Props {
  membership: MyMembership;
  onClose: () => void;
  onSwitched: (membership: MyMembership) => void;
  client?: HttpClient;
}

/**
 * Picks another open tier of the same channel; nothing is charged now: the next renewal moves to
 * it at its price. Choosing the current tier again drops a pending switch.
 */
export default function SwitchTierDialog({ membership, onClose, onSwitched, client }: Props) {
  const { t } = useTranslation('tiers');
  const { current } = useLanguage();
  const [tiers, setTiers] = useState<PublicTier[] | null | 'failed'>(null);
  const [chosen, setChosen] = useState(membership.next_tier?.id ?? membership.tier.id);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const renewal = membership.next_renewal_at ?? membership.current_period_end;

  useEffect(() => {
    let active = true;
    void listChannelTiers(membership.channel.slug, client).then((answer) => {
      if (!active) return;
      if (!answer.ok) return setTiers('failed');
      // The member's own tier is offered even when it is closed to newcomers: keeping it is always possible.
      const open = answer.data.data;
      setTiers(open.some((tier) => tier.id === membership.tier.id) ? open : [membership.tier, ...open]);
    });
    return () => {
      active = false;
    };
  }, [membership, client]);

  const save = async () => {
    setBusy(true);
    setError(null);
    const answer = await switchMembershipTier(membership.id, chosen, client);
    setBusy(false);
    if (answer.ok) {
      onSwitched(answer.data.data);
      onClose();
    } else setError(answer.status >= 400 && answer.status < 500 ? answer.message : t('mine.failed'));
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="switch-tier-title">
      <DialogTitle id="switch-tier-title">{t('switch.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography>{t('switch.when', { date: dayText(renewal, current) })}</Typography>
          {tiers === null && <CircularProgress aria-label={t('mine.loading')} />}
          {tiers === 'failed' && <Alert severity="error">{t('mine.failed')}</Alert>}
          {Array.isArray(tiers) && (
            <RadioGroup aria-labelledby="switch-tier-title" value={chosen} onChange={(event) => setChosen(event.target.value)}>
              {tiers.map((tier) => (
                <FormControlLabel
                  key={tier.id}
                  value={tier.id}
                  control={<Radio />}
                  sx={{ wordBreak: 'break-word', py: 0.5 }}
                  label={t('switch.option', { tier: tier.name, price: starsText(tier.price_stars, current) })}
                />
              ))}
            </RadioGroup>
          )}
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={busy}>
          {t('join.back')}
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={busy || !Array.isArray(tiers)}>
          {t('switch.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
