import { useState } from 'react';
import type { OwnerTier } from '@/contracts/memberships';
import { retireTier } from '@/services/api/memberships/memberships';
import type { HttpClient } from '@/services/http';
import { useTranslation } from 'react-i18next';
import { DestructiveConfirmDialog } from '../destructive-confirm-dialog';

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
    <DestructiveConfirmDialog
      id="retire-tier-title"
      title={t('retire.title', { tier: tier.name })}
      explain={t('retire.explain', { count: tier.members })}
      keepLabel={t('join.back')}
      confirmLabel={t('retire.confirm')}
      busy={busy}
      error={error}
      onClose={onClose}
      onConfirm={() => void retire()}
    />
  );
}
