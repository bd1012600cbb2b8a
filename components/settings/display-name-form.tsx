import { type FormEvent, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { CurrentUser } from '@/contracts/auth';
import { useSnackbar } from '@/contexts/snackbar-context';
import { updateMe } from '@/services/api/auth/me';
import { useTranslation } from 'react-i18next';
import { displayNameRuleText, refusedRule } from './display-name-rule';
import { failureMessage, type ProfileServices } from './profile-services';
import { useDisplayNameCheck } from './use-display-name-check';

/** The display name, checked by the server as it is typed and saved with `POST /v1/me/`. */
export function DisplayNameForm({ user, services }: { user: CurrentUser; services: ProfileServices }) {
  const { t } = useTranslation('settings');
  const { showError, showSuccess } = useSnackbar();
  const [saved, setSaved] = useState(user.display_name);
  const [name, setName] = useState(user.display_name);
  const [saving, setSaving] = useState(false);
  const check = useDisplayNameCheck(name, saved, services.client);
  const invalid = check.status === 'invalid';

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || invalid || name === saved) return;
    setSaving(true);
    const answer = await updateMe({ display_name: name }, services.client);
    setSaving(false);
    if (!answer.ok) {
      const message = failureMessage(answer, t('profile.updateFailed'));
      showError(answer.code === 'DISPLAY_NAME_INVALID' ? displayNameRuleText(t, refusedRule(answer.details), message) : message);
      return;
    }
    // Only while this account is still the current one: a switch during the save must not
    // put this user back on screen.
    if (services.session.getSnapshot().userId === answer.data.data.id) services.session.setUser(answer.data.data);
    setSaved(answer.data.data.display_name);
    setName(answer.data.data.display_name);
    showSuccess(t('profile.saved'));
  };

  const helper = invalid
    ? displayNameRuleText(t, check.rule, check.message)
    : check.status === 'checking'
      ? t('profile.checking')
      : t('profile.displayNameHint');

  return (
    <Box component="form" noValidate onSubmit={save} sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 420 }}>
      <TextField
        label={t('profile.displayName')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={invalid}
        helperText={helper}
        autoComplete="nickname"
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <Box>
        <Button type="submit" variant="contained" disabled={saving || invalid || name === saved} loading={saving}>
          {t('profile.save')}
        </Button>
      </Box>
    </Box>
  );
}
