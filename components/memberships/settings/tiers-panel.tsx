import { Suspense, lazy, useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MembershipConfig, OwnerTier } from '@/contracts/memberships';
import { useLanguage } from '@/contexts/language-context';
import type { HttpClient } from '@/services/http';
import { useTranslation } from 'react-i18next';
import { dayText, starsText } from '../membership-format';

const TierEditorDialog = lazy(() => import('./tier-editor-dialog'));
const RetireTierDialog = lazy(() => import('./retire-tier-dialog'));

type Editing = { kind: 'new' } | { kind: 'edit'; tier: OwnerTier } | { kind: 'retire'; tier: OwnerTier } | null;

/** The channel's tiers, retired ones last: add (up to the limit), edit, close or open, retire. */
export function TiersPanel({
  slug,
  tiers,
  config,
  onChanged,
  client,
}: {
  slug: string;
  tiers: OwnerTier[];
  config: MembershipConfig;
  onChanged: () => void;
  client?: HttpClient;
}) {
  const { t } = useTranslation('tiers');
  const { current } = useLanguage();
  const [editing, setEditing] = useState<Editing>(null);
  const live = tiers.filter((tier) => !tier.retired_at);
  const retired = tiers.filter((tier) => tier.retired_at);
  const full = live.length >= config.max_tiers;
  const close = () => setEditing(null);

  return (
    <Paper variant="outlined" component="section" aria-labelledby="tiers-panel-title" sx={{ p: 2 }}>
      <Typography id="tiers-panel-title" variant="h6" component="h2">
        {t('settings.tiers')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('settings.tiersHelp', { max: config.max_tiers, days: config.grace_days })}
      </Typography>
      {tiers.length === 0 && <Typography color="text.secondary">{t('settings.noTiers')}</Typography>}
      <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-labelledby="tiers-panel-title">
        {[...live, ...retired].map((tier) => (
          <Paper key={tier.id} component="li" variant="outlined" sx={{ p: 2, minWidth: 0 }} aria-label={tier.name}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
              {tier.name}
            </Typography>
            <Typography>{t('channel.price', { price: starsText(tier.price_stars, current) })}</Typography>
            {tier.perks && (
              <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
                {tier.perks}
              </Typography>
            )}
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {tier.retired_at
                ? t('settings.retiredOn', { date: dayText(tier.retired_at, current) })
                : tier.open
                  ? t('settings.open')
                  : t('settings.closed')}
              {' · '}
              {t('settings.memberCount', { count: tier.members })}
            </Typography>
            {!tier.retired_at && (
              <Stack direction="row" sx={{ mt: 1, gap: 1, flexWrap: 'wrap' }}>
                <Button
                  variant="outlined"
                  onClick={() => setEditing({ kind: 'edit', tier })}
                  aria-label={t('settings.editTier', { tier: tier.name })}
                >
                  {t('settings.edit')}
                </Button>
                <Button
                  color="error"
                  onClick={() => setEditing({ kind: 'retire', tier })}
                  aria-label={t('settings.retireTier', { tier: tier.name })}
                >
                  {t('settings.retire')}
                </Button>
              </Stack>
            )}
          </Paper>
        ))}
      </Stack>
      <Button variant="contained" sx={{ mt: 2 }} disabled={full} onClick={() => setEditing({ kind: 'new' })}>
        {t('settings.add')}
      </Button>
      {full && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('settings.full', { max: config.max_tiers })}
        </Typography>
      )}
      <Suspense fallback={null}>
        {(editing?.kind === 'new' || editing?.kind === 'edit') && (
          <TierEditorDialog
            slug={slug}
            config={config}
            tier={editing.kind === 'edit' ? editing.tier : undefined}
            onClose={close}
            onSaved={onChanged}
            client={client}
          />
        )}
        {editing?.kind === 'retire' && (
          <RetireTierDialog slug={slug} tier={editing.tier} onClose={close} onRetired={onChanged} client={client} />
        )}
      </Suspense>
    </Paper>
  );
}
