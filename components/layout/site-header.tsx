import { Suspense, lazy, memo } from 'react';
import { AppLink } from '@/components/ui/app-link';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { HeaderBalance } from '@/components/wallet/header-balance';
import { useAuth } from '@/contexts/auth-context';
import { SESSION_RESTORING_ATTRIBUTE } from '@/services/auth/stored-session-hint';
import { useTranslation } from 'react-i18next';
import { NARROW_SCREEN } from '@/theme/theme';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { ThemeToggle } from './theme-toggle';

// Only signed-in visitors get the menu, so its MUI parts load with the session, not the page.
const AccountMenu = lazy(() => import('./account-menu'));

/**
 * The header reads only whether somebody is signed in: the bar below is memoized on that, so a
 * change of the session's other state (its start-up finishing, a sign-in under way) does not
 * re-render the logo, the switches and their MUI parts.
 */
export function SiteHeader() {
  const { currentUser } = useAuth();
  return <HeaderBar signedIn={currentUser !== null} />;
}

const HeaderBar = memo(function HeaderBar({ signedIn }: { signedIn: boolean }) {
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
          component={AppLink}
          href="/"
          aria-label={t('nav.home')}
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            flexShrink: 0,
            minWidth: 44,
            minHeight: 44,
            // #501BC0 in light mode; the lighter tint of the dark scheme keeps the word readable.
            color: 'primary.main',
            mr: 'auto',
            '& svg': { height: { xs: 28, sm: 32 }, width: 'auto' },
            // The longest sign-in label (Filipino) leaves no room for the word on the narrowest phones.
            '& > span': { display: 'flex' },
            '& .logo-mark': { display: 'none' },
            [NARROW_SCREEN]: { '& .logo-full': { display: 'none' }, '& .logo-mark': { display: 'flex' } },
          }}
        >
          <span className="logo-full">
            <Logo />
          </span>
          <span className="logo-mark">
            <Logo mark />
          </span>
        </Box>
        <LanguageSwitch />
        <ThemeToggle />
        {signedIn && <HeaderBalance />}
        {signedIn ? (
          <Suspense fallback={<Box sx={{ width: 44, height: 44 }} />}>
            <AccountMenu />
          </Suspense>
        ) : (
          <Button
            component={AppLink}
            href="/login"
            variant="contained"
            sx={{
              whiteSpace: 'nowrap',
              flexShrink: 0,
              px: { xs: 1.5, sm: 2 },
              // Held in place, unseen, while a stored session may be restoring (stored-session-hint.ts).
              [`html[${SESSION_RESTORING_ATTRIBUTE}] &`]: { visibility: 'hidden' },
            }}
          >
            {t('nav.signIn')}
          </Button>
        )}
      </Container>
    </Box>
  );
});
