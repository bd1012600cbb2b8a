import type { ReactNode } from 'react';
import { AppLink } from '@/components/ui/app-link';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { useTranslation } from 'react-i18next';
import { Logo } from './logo';

/**
 * The top bar of the frames that leave out the site's navigation (minimal, receipt): the logo
 * back home, and whatever the frame keeps at the other end.
 */
export function FrameHeader({ maxWidth, children }: { maxWidth: 'sm' | 'lg'; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box component="header" sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Container maxWidth={maxWidth} sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minHeight: 64 }}>
        <Box
          component={AppLink}
          href="/"
          aria-label={t('nav.home')}
          sx={{ display: 'inline-flex', alignItems: 'center', minWidth: 44, minHeight: 44, mr: 'auto', color: 'primary.main' }}
        >
          <Logo height={28} />
        </Box>
        {children}
      </Container>
    </Box>
  );
}
