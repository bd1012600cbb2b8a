import { useEffect, useId, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { type ChannelImage, useChannel } from '@/contexts/channel-context';
import { useSnackbar } from '@/contexts/snackbar-context';
import { useTranslation } from 'react-i18next';

const ACCEPTED = 'image/jpeg,image/png,image/webp,image/gif';

interface ImagePickerProps {
  image: ChannelImage;
  label: string;
  chooseLabel: string;
  previewLabel: string;
  /** The stored image's URL, or null. */
  value: string | null;
  onChange: (url: string) => void;
  onBusyChange?: (busy: boolean) => void;
}

/**
 * Picks an image and uploads it at once, showing the file itself while it travels (an object
 * URL) and the upload's progress. Only an uploaded image reaches `onChange`.
 */
export function ImagePicker({ image, label, chooseLabel, previewLabel, value, onChange, onBusyChange }: ImagePickerProps) {
  const { t } = useTranslation('profile');
  const { uploadMedia } = useChannel();
  const { showError } = useSnackbar();
  const inputId = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setPreview(URL.createObjectURL(file));
    setProgress(0);
    onBusyChange?.(true);
    const url = await uploadMedia(file, image, (fraction) => setProgress(Math.round(fraction * 100)));
    setProgress(null);
    onBusyChange?.(false);
    if (url) {
      onChange(url);
      return;
    }
    setPreview(null);
    showError(t('channel.create.uploadFailed'));
  };

  const shown = preview ?? value;
  const banner = image === 'banner';

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
      {banner ? (
        <Box
          role="img"
          aria-label={previewLabel}
          sx={{
            width: 160,
            aspectRatio: '4 / 1',
            flexShrink: 0,
            borderRadius: 1,
            bgcolor: 'action.hover',
            backgroundImage: shown ? `url("${shown}")` : undefined,
            backgroundSize: 'cover',
            backgroundPosition: 'center',
          }}
        />
      ) : (
        <Avatar src={shown ?? undefined} alt={previewLabel} sx={{ width: 72, height: 72, flexShrink: 0 }} />
      )}
      <Box sx={{ flex: '1 1 8rem', minWidth: 0 }}>
        <Typography component="label" htmlFor={inputId} variant="subtitle2" sx={{ display: 'block', mb: 0.5 }}>
          {label}
        </Typography>
        <Button component="label" variant="outlined" size="small" disabled={progress !== null}>
          {chooseLabel}
          <input
            id={inputId}
            type="file"
            accept={ACCEPTED}
            hidden
            onChange={(event) => {
              void pick(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </Button>
        {progress !== null && (
          <LinearProgress variant="determinate" value={progress} aria-label={t('channel.create.uploading')} sx={{ mt: 1 }} />
        )}
      </Box>
    </Box>
  );
}
