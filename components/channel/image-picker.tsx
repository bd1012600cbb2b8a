import { useEffect, useId, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { UPLOAD_CONTENT_TYPES, UPLOAD_MAX_BYTES } from '@/contracts/upload';
import { type ChannelImage, useChannel } from '@/contexts/channel-context';
import { useLanguage } from '@/contexts/language-context';
import { numberFormat } from '@/services/i18n/intl';
import { useTranslation } from 'react-i18next';

const TYPES: readonly string[] = [...new Set(Object.values(UPLOAD_CONTENT_TYPES))];

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
  const { current } = useLanguage();
  const { uploadMedia } = useChannel();
  const inputId = useId();
  const errorId = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  /** Why the last picture was not taken, in words, under the picker (a snackbar would cover the form's button). */
  const [problem, setProblem] = useState<string | null>(null);
  const megabytes = (bytes: number) =>
    numberFormat(current, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(bytes / (1024 * 1024));

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const pick = async (file: File | undefined) => {
    if (!file) return;
    // The store takes only these, up to its size: said before sending rather than after a refusal.
    if (!TYPES.includes(file.type)) {
      setProblem(t('channel.create.uploadType'));
      return;
    }
    if (file.size > UPLOAD_MAX_BYTES) {
      setProblem(t('channel.create.uploadSize', { size: megabytes(file.size), max: megabytes(UPLOAD_MAX_BYTES) }));
      return;
    }
    setProblem(null);
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
    setProblem(t('channel.create.uploadFailed'));
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
            accept={TYPES.join(',')}
            aria-describedby={problem ? errorId : undefined}
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
        {problem && (
          <FormHelperText id={errorId} error role="alert">
            {problem}
          </FormHelperText>
        )}
      </Box>
    </Box>
  );
}
