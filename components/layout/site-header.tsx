import NextLink from 'next/link';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { ThemeToggle } from './theme-toggle';

export function SiteHeader() {
  const { t } = useTranslation();
  return (
    <Box
      component="header"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 'appBar',
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <Container maxWidth="lg" sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0.5, sm: 1.5 }, minHeight: 64 }}>
        <Box
          component={NextLink}
          href="/"
          aria-label={t('nav.home')}
          sx={{
            display: 'inline-flex',
            // #501BC0 in light mode; the lighter tint of the dark scheme keeps the word readable.
            color: 'primary.main',
            mr: 'auto',
            '& svg': { height: { xs: 28, sm: 32 }, width: 'auto' },
          }}
        >
          <Logo />
        </Box>
        <LanguageSwitch />
        <ThemeToggle />
        {/* prefetch off until /login ships: a prefetch of a missing route only produces a 404. */}
        <Button
          component={NextLink}
          href="/login"
          prefetch={false}
          variant="contained"
          sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
        >
          {t('nav.signIn')}
        </Button>
      </Container>
    </Box>
  );
}
