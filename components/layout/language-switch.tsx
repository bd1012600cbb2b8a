import TranslateOutlined from '@mui/icons-material/TranslateOutlined';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/contexts/language-context';
import { HTML_LANG, LANGUAGE_NAMES } from '@/services/i18n/languages';

/**
 * A plain native select: the platform's own picker on phones, and none of MUI's input machinery
 * in the first-load bundle of every page.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { current, supported, loading, changeLanguage } = useLanguage();
  return (
    <Box sx={{ position: 'relative', display: 'inline-flex', alignItems: 'center', color: 'text.primary' }}>
      <TranslateOutlined
        fontSize="small"
        aria-hidden="true"
        sx={{ position: 'absolute', left: 8, pointerEvents: 'none', display: { xs: 'none', sm: 'block' } }}
      />
      <Box
        component="select"
        value={current}
        onChange={(event) => void changeLanguage(event.target.value)}
        aria-label={t('language.label')}
        aria-busy={loading}
        sx={{
          appearance: 'none',
          font: 'inherit',
          fontSize: 14,
          fontWeight: 500,
          color: 'inherit',
          bgcolor: 'transparent',
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
          height: 36,
          maxWidth: { xs: 104, sm: 'none' },
          textOverflow: 'ellipsis',
          pl: { xs: 1.25, sm: 4 },
          pr: 3.5,
          cursor: 'pointer',
          // A chevron drawn with gradients: no icon component and no image request.
          backgroundImage:
            'linear-gradient(45deg, transparent 50%, currentColor 50%), linear-gradient(135deg, currentColor 50%, transparent 50%)',
          backgroundPosition: 'right 14px center, right 9px center',
          backgroundSize: '5px 5px',
          backgroundRepeat: 'no-repeat',
          '&:hover': { borderColor: 'text.secondary' },
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 1 },
          '& option': { color: 'text.primary', bgcolor: 'background.paper' },
        }}
      >
        {supported.map((code) => (
          <option key={code} value={code} lang={HTML_LANG[code]}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </Box>
    </Box>
  );
}
