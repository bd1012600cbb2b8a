import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { HTML_LANG, LANGUAGE_NAMES, SUPPORTED_LANGUAGES } from '@/services/i18n/languages';
import { useTranslation } from 'react-i18next';

/** The languages the product speaks: each named in the page's language and in itself. */
export function LanguageList() {
  const { t } = useTranslation('about');
  return (
    <Box component="ul" sx={{ m: 0, pl: 3, display: 'grid', gap: 1, maxWidth: 720 }}>
      {SUPPORTED_LANGUAGES.map((language) => {
        const name = t(`languages.names.${language}`);
        const own = LANGUAGE_NAMES[language];
        return (
          <Typography component="li" key={language}>
            {name}
            {own !== name && (
              <>
                {' · '}
                <span lang={HTML_LANG[language]}>{own}</span>
              </>
            )}
          </Typography>
        );
      })}
    </Box>
  );
}
