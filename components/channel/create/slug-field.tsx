import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { SlugAvailability } from './use-slug-availability';

interface SlugFieldProps {
  slug: string;
  availability: SlugAvailability;
  suggestions: string[];
  onChange: (slug: string) => void;
}

/** The channel address with its live availability and the suggested addresses to pick from. */
export function SlugField({ slug, availability, suggestions, onChange }: SlugFieldProps) {
  const { t } = useTranslation('profile');
  const helper = (() => {
    switch (availability.state) {
      case 'checking':
        return t('channel.create.checking');
      case 'available':
        return t('channel.create.available', { slug });
      case 'unavailable':
        return t(`channel.create.${availability.reason}`);
      default:
        return t('channel.create.slugHelp');
    }
  })();

  return (
    <Box>
      <TextField
        label={t('channel.create.slug')}
        value={slug}
        onChange={(event) => onChange(event.target.value)}
        required
        fullWidth
        autoComplete="off"
        error={availability.state === 'unavailable'}
        helperText={<span role="status">{helper}</span>}
        slotProps={{
          htmlInput: { spellCheck: false, autoCapitalize: 'none' },
          input: { startAdornment: <InputAdornment position="start">@</InputAdornment> },
        }}
        sx={availability.state === 'available' ? { '& .MuiFormHelperText-root': { color: 'success.main' } } : undefined}
      />
      {suggestions.length > 0 && (
        <Box sx={{ mt: 1.5, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography variant="body2" color="text.secondary" component="span">
            {t('channel.create.suggestions')}
          </Typography>
          {suggestions.map((suggestion) => (
            <Chip
              key={suggestion}
              label={`@${suggestion}`}
              size="small"
              color={suggestion === slug ? 'primary' : 'default'}
              variant={suggestion === slug ? 'filled' : 'outlined'}
              onClick={() => onChange(suggestion)}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}
