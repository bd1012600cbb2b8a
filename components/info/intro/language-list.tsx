import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { HTML_LANG, LANGUAGE_NAMES, SUPPORTED_LANGUAGES } from '@/services/i18n/languages';

/** The five languages, each named in itself and marked as such, so a screen reader pronounces it right. */
export function LanguageList({ label }: { label: string }) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {SUPPORTED_LANGUAGES.map((language) => (
        <Typography
          component="li"
          key={language}
          lang={HTML_LANG[language]}
          sx={{ px: 1.5, py: 0.75, border: 1, borderColor: 'divider', borderRadius: 1, fontWeight: 600 }}
        >
          {LANGUAGE_NAMES[language]}
        </Typography>
      ))}
    </Box>
  );
}
