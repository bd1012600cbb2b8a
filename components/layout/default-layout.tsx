import type { ReactElement, ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function DefaultLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="a"
        href="#main"
        sx={{
          position: 'absolute',
          left: 8,
          top: -56,
          display: 'inline-flex',
          alignItems: 'center',
          minHeight: 44,
          zIndex: 'tooltip',
          px: 2,
          py: 1,
          borderRadius: 1,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          '&:focus': { top: 8 },
        }}
      >
        {t('skipToContent')}
      </Box>
      <SiteHeader />
      <Box component="main" id="main" sx={{ flex: 1 }}>
        {children}
      </Box>
      <SiteFooter />
    </Box>
  );
}

export function getDefaultLayout(page: ReactElement): ReactNode {
  return <DefaultLayout>{page}</DefaultLayout>;
}
