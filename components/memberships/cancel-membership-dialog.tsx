import { useState } from 'react';
import type { MyMembership } from '@/contracts/memberships';
import { useLanguage } from '@/contexts/language-context';
import { cancelMembership } from '@/services/api/memberships/memberships';
import type { HttpClient } from '@/services/http';
import { useTranslation } from 'react-i18next';
import { DestructiveConfirmDialog } from './destructive-confirm-dialog';
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
    <DestructiveConfirmDialog
      id="cancel-membership-title"
      title={t('cancel.title', { tier: membership.tier.name })}
      explain={t('cancel.explain', {
        date: dayText(membership.current_period_end, current),
        name: membership.channel.name ?? membership.channel.slug,
      })}
      keepLabel={t('cancel.keep')}
      confirmLabel={t('cancel.confirm')}
      busy={busy}
      error={error}
      onClose={onClose}
      onConfirm={() => void confirm()}
    />
  );
}
