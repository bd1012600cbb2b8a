import { useEffect, useRef } from 'react';
import TranslateOutlined from '@mui/icons-material/TranslateOutlined';
import Box from '@mui/material/Box';
import { useLanguage } from '@/contexts/language-context';
import { HTML_LANG, LANGUAGE_NAMES } from '@/services/i18n/languages';
import { useTranslation } from 'react-i18next';

/**
 * A plain native select: the platform's own picker on phones, and none of MUI's input machinery
 * in the first-load bundle of every page. The select itself is transparent and covers a face that
 * shows the icon and the language's code on phones (the names do not fit beside the sign-in
 * action in every language) and its name on wider screens; the picker always lists full names.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { current, supported, loading, changeLanguage } = useLanguage();
  const select = useRef<HTMLSelectElement>(null);
  // A language picked before the page's script could listen (the select is the server's HTML until
  // then) is still the select's value when it does: act on it then, as on a change.
  useEffect(() => {
    const picked = select.current?.value;
    if (picked && picked !== current) void changeLanguage(picked);
    // Once, when the page becomes interactive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Box
      sx={{
        position: 'relative',
        display: 'inline-flex',
        alignItems: 'center',
        flexShrink: 0,
        gap: 0.5,
        height: 44,
        pl: 1,
        pr: { xs: 1, sm: 3.5 },
        color: 'text.primary',
        fontSize: 14,
        fontWeight: 500,
        whiteSpace: 'nowrap',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        // A chevron drawn with gradients: no icon component and no image request.
        backgroundImage: {
          xs: 'none',
          sm: 'linear-gradient(45deg, transparent 50%, currentColor 50%), linear-gradient(135deg, currentColor 50%, transparent 50%)',
        },
        backgroundPosition: 'right 14px center, right 9px center',
        backgroundSize: '5px 5px',
        backgroundRepeat: 'no-repeat',
        '&:hover': { borderColor: 'text.secondary' },
        '&:has(select:focus-visible)': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 1 },
      }}
    >
      <TranslateOutlined fontSize="small" aria-hidden="true" />
      <Box component="span" aria-hidden="true" sx={{ display: { xs: 'inline', sm: 'none' } }}>
        {current.toUpperCase()}
      </Box>
      <Box component="span" aria-hidden="true" lang={HTML_LANG[current]} sx={{ display: { xs: 'none', sm: 'inline' } }}>
        {LANGUAGE_NAMES[current]}
      </Box>
      <Box
        component="select"
        ref={select}
        value={current}
        onChange={(event) => void changeLanguage(event.target.value)}
        aria-label={t('language.label')}
        aria-busy={loading}
        sx={{
          // Over the border too, so the whole 44 px face is the target.
          position: 'absolute',
          inset: -1,
          m: 0,
          opacity: 0,
          font: 'inherit',
          cursor: 'pointer',
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
