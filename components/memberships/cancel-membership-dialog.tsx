import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { MyMembership } from '@/contracts/memberships';
import { useLanguage } from '@/contexts/language-context';
import { cancelMembership } from '@/services/api/memberships/memberships';
import type { HttpClient } from '@/services/http';
import { useTranslation } from 'react-i18next';
import { dayText } from './membership-format';

interface Props {
  membership: MyMembership;
  onClose: () => void;
  onCanceled: (membership: MyMembership) => void;
  client?: HttpClient;
}

/** Says what cancelling means before it happens: a member until the period ends, no refund, no more charges. */
export default function CancelMembershipDialog({ membership, onClose, onCanceled, client }: Props) {
  const { t } = useTranslation('tiers');
  const { current } = useLanguage();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    const answer = await cancelMembership(membership.id, client);
    setBusy(false);
    if (answer.ok) {
      onCanceled(answer.data.data);
      onClose();
    } else setError(answer.status >= 400 && answer.status < 500 ? answer.message : t('mine.failed'));
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="cancel-membership-title">
      <DialogTitle id="cancel-membership-title" sx={{ wordBreak: 'break-word' }}>
        {t('cancel.title', { tier: membership.tier.name })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>
          {t('cancel.explain', {
            date: dayText(membership.current_period_end, current),
            name: membership.channel.name ?? membership.channel.slug,
          })}
        </DialogContentText>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={busy}>
          {t('cancel.keep')}
        </Button>
        <Button variant="contained" color="error" onClick={() => void confirm()} disabled={busy}>
          {t('cancel.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
