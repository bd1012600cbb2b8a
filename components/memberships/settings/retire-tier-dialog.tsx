import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { OwnerTier } from '@/contracts/memberships';
import { retireTier } from '@/services/api/memberships/memberships';
import type { HttpClient } from '@/services/http';
import { useTranslation } from 'react-i18next';

/** Retiring is for good: it says so, and that the tier's members keep it until they leave. */
export default function RetireTierDialog({
  slug,
  tier,
  onClose,
  onRetired,
  client,
}: {
  slug: string;
  tier: OwnerTier;
  onClose: () => void;
  onRetired: (tier: OwnerTier) => void;
  client?: HttpClient;
}) {
  const { t } = useTranslation('tiers');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const retire = async () => {
    setBusy(true);
    setError(null);
    const answer = await retireTier(slug, tier.id, client);
    setBusy(false);
    if (answer.ok) {
      onRetired(answer.data.data);
      onClose();
    } else setError(answer.status >= 400 && answer.status < 500 ? answer.message : t('settings.failed'));
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="retire-tier-title">
      <DialogTitle id="retire-tier-title" sx={{ wordBreak: 'break-word' }}>
        {t('retire.title', { tier: tier.name })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>{t('retire.explain', { count: tier.members })}</DialogContentText>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={busy}>
          {t('join.back')}
        </Button>
        <Button variant="contained" color="error" onClick={() => void retire()} disabled={busy}>
          {t('retire.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
