import { type FormEvent, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { TOUCH_SWITCH_SX } from '@/components/ui/touch-switch-sx';
import { type MembershipConfig, type OwnerTier, TIER_NAME_MAX, TIER_PERKS_MAX, type UpdateTierRequest } from '@/contracts/memberships';
import { useLanguage } from '@/contexts/language-context';
import { createTier, updateTier } from '@/services/api/memberships/memberships';
import type { HttpClient } from '@/services/http';
import { formatCount } from '@/services/payments/money';
import { useTranslation } from 'react-i18next';

interface Props {
  slug: string;
  config: MembershipConfig;
  /** The tier being edited; a new tier without it. */
  tier?: OwnerTier;
  onClose: () => void;
  onSaved: (tier: OwnerTier) => void;
  client?: HttpClient;
}

// The perks are one line on the channel page: line breaks and other control characters become spaces.
const oneLine = (text: string) => text.replace(/[\u0000-\u001f\u007f]/g, ' ');

/** Creates or edits a tier: name, monthly price within the configured limits, perks, open to new members. */
export default function TierEditorDialog({ slug, config, tier, onClose, onSaved, client }: Props) {
  const { t } = useTranslation('tiers');
  const { current } = useLanguage();
  const [name, setName] = useState(tier?.name ?? '');
  const [price, setPrice] = useState(tier ? String(tier.price_stars) : '');
  const [perks, setPerks] = useState(tier?.perks ?? '');
  const [open, setOpen] = useState(tier?.open ?? true);
  const [busy, setBusy] = useState(false);
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const stars = /^\d{1,10}$/.test(price) ? Number(price) : NaN;
  const priceOk = stars >= config.min_price_stars && stars <= config.max_price_stars;
  const nameOk = name.trim().length > 0;
  const limits = { min: formatCount(config.min_price_stars, current), max: formatCount(config.max_price_stars, current) };
  const priceChanged = tier !== undefined && priceOk && stars !== tier.price_stars;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!nameOk || !priceOk || busy) return;
    const body = { name: name.trim(), price_stars: stars, perks: perks.trim(), open };
    setBusy(true);
    setError(null);
    let answer;
    if (tier) {
      const changes: UpdateTierRequest = {
        ...(body.name !== tier.name && { name: body.name }),
        ...(body.price_stars !== tier.price_stars && { price_stars: body.price_stars }),
        ...(body.perks !== tier.perks && { perks: body.perks }),
        ...(body.open !== tier.open && { open: body.open }),
      };
      if (Object.keys(changes).length === 0) {
        setBusy(false);
        onClose();
        return;
      }
      answer = await updateTier(slug, tier.id, changes, client);
    } else answer = await createTier(slug, body, client);
    setBusy(false);
    if (answer.ok) {
      onSaved(answer.data.data);
      onClose();
    } else setError(answer.status >= 400 && answer.status < 500 ? answer.message : t('settings.failed'));
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="tier-editor-title">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id="tier-editor-title" sx={{ wordBreak: 'break-word' }}>
          {tier ? t('editor.editTitle', { tier: tier.name }) : t('editor.newTitle')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={t('editor.name')}
              value={name}
              required
              onChange={(event) => setName(oneLine(event.target.value))}
              error={touched && !nameOk}
              helperText={touched && !nameOk ? t('editor.nameMissing') : `${name.length}/${TIER_NAME_MAX}`}
              slotProps={{ htmlInput: { maxLength: TIER_NAME_MAX } }}
            />
            <TextField
              label={t('editor.price')}
              value={price}
              required
              onChange={(event) => setPrice(event.target.value.replace(/\D/g, ''))}
              error={(touched || price !== '') && !priceOk}
              helperText={t('editor.priceHelp', limits)}
              slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
            />
            <TextField
              label={t('editor.perks')}
              value={perks}
              onChange={(event) => setPerks(oneLine(event.target.value))}
              helperText={`${t('editor.perksHelp')} ${perks.length}/${TIER_PERKS_MAX}`}
              slotProps={{ htmlInput: { maxLength: TIER_PERKS_MAX } }}
            />
            <div>
              <FormControlLabel
                control={<Switch checked={open} onChange={(event) => setOpen(event.target.checked)} sx={TOUCH_SWITCH_SX} />}
                label={t('editor.open')}
              />
              <FormHelperText sx={{ mt: 0 }}>{t('editor.openHelp')}</FormHelperText>
            </div>
            {priceChanged && <Alert severity="info">{t('editor.priceNotice', { members: tier.members })}</Alert>}
            {error && <Alert severity="error">{error}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={onClose} disabled={busy}>
            {t('join.back')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {tier ? t('editor.save') : t('editor.create')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
