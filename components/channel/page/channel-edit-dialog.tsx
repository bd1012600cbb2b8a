import { type FormEvent, useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { displayNameRuleText, refusedRule } from '@/components/settings/display-name-rule';
import { ChannelNameField } from '../channel-name-field';
import { BIO_MAX, type Channel } from '@/contracts/channel';
import { useChannel } from '@/contexts/channel-context';
import { useSnackbar } from '@/contexts/snackbar-context';
import { ImagePicker } from '../image-picker';

/** The owner's edit of name, bio and pictures; the slug never changes. */
export default function ChannelEditDialog({ channel, onClose }: { channel: Channel; onClose: () => void }) {
  const { t } = useTranslation('profile');
  const { update } = useChannel();
  const titleId = useId();
  const { showError, showSuccess } = useSnackbar();
  const [name, setName] = useState(channel.display_name);
  const [bio, setBio] = useState(channel.bio);
  const [avatarUrl, setAvatarUrl] = useState(channel.avatar_url);
  const [bannerUrl, setBannerUrl] = useState(channel.banner_url);
  const [uploads, setUploads] = useState(0);
  const [saving, setSaving] = useState(false);
  const [nameError, setNameError] = useState<string | null>(null);
  const busy = (value: boolean) => setUploads((count) => count + (value ? 1 : -1));

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    const answer = await update({ display_name: name.trim(), bio: bio.trim(), avatar_url: avatarUrl, banner_url: bannerUrl });
    setSaving(false);
    if (answer.ok) {
      showSuccess(t('channel.edit.saved'));
      onClose();
    } else if (answer.code === 'DISPLAY_NAME_INVALID') setNameError(displayNameRuleText(t, refusedRule(answer.details), answer.message));
    else showError(answer.message || t('channel.edit.failed'));
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <form onSubmit={(event) => void save(event)} noValidate>
        <DialogTitle id={titleId}>{t('channel.edit.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={3} sx={{ pt: 1 }}>
            <ChannelNameField
              autoFocus
              label={t('channel.edit.name')}
              value={name}
              error={nameError}
              onChange={(value) => {
                setName(value);
                setNameError(null);
              }}
            />
            <TextField
              label={t('channel.edit.bio')}
              value={bio}
              onChange={(event) => setBio(event.target.value)}
              multiline
              minRows={3}
              fullWidth
              helperText={`${bio.length}/${BIO_MAX}`}
              slotProps={{ htmlInput: { maxLength: BIO_MAX } }}
            />
            <ImagePicker
              image="avatar"
              label={t('channel.edit.avatar')}
              chooseLabel={t('channel.edit.chooseImage')}
              previewLabel={t('channel.create.avatarPreview')}
              value={avatarUrl}
              onChange={setAvatarUrl}
              onBusyChange={busy}
            />
            <ImagePicker
              image="banner"
              label={t('channel.edit.banner')}
              chooseLabel={t('channel.edit.chooseImage')}
              previewLabel={t('channel.edit.bannerPreview')}
              value={bannerUrl}
              onChange={setBannerUrl}
              onBusyChange={busy}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('channel.edit.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={saving || uploads > 0 || name.trim() === ''}>
            {t('channel.edit.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
