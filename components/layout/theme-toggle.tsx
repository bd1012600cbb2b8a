import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import IconButton from '@mui/material/IconButton';
import { useThemeMode } from '@/hooks/use-theme-mode';
import { useTranslation } from 'react-i18next';

export function ThemeToggle() {
  const { t } = useTranslation();
  const { mode, toggle } = useThemeMode();
  // Until hydration only the class on <html> knows the mode: the label stays neutral and CSS
  // picks the icon, so the server HTML and the first client render agree.
  const label = mode === undefined ? t('theme.toggle') : mode === 'dark' ? t('theme.toLight') : t('theme.toDark');
  return (
    <IconButton
      onClick={toggle}
      aria-label={label}
      title={label}
      color="inherit"
      sx={(theme) => ({
        '& .icon-light': { display: 'none' },
        ...theme.applyStyles('dark', {
          '& .icon-light': { display: 'inline-block' },
          '& .icon-dark': { display: 'none' },
        }),
      })}
    >
      <DarkModeOutlined className="icon-dark" />
      <LightModeOutlined className="icon-light" />
    </IconButton>
  );
}
