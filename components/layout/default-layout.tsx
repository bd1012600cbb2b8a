import { Activity, type ReactElement, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { Deferred } from '@/components/ui/deferred';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { FirstPaintMark } from './first-paint-mark';

/**
 * Header, page and footer are each an Activity boundary: React hydrates each on its own, in
 * slices that yield to the browser, instead of the whole page in one long task before the first
 * input can be handled; an input on a part not hydrated yet hydrates it first. Not Suspense:
 * React's server renderer streams a Suspense boundary's HTML after the first 12.8 kB separately,
 * with an inline script that the page's script policy does not allow; Activity stays inline.
 * The footer (links only) stays the server's HTML until it is used (Deferred).
 */
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
      <Activity>
        <SiteHeader />
      </Activity>
      <Box component="main" id="main" sx={{ flex: 1 }}>
        <Activity>{children}</Activity>
        <FirstPaintMark />
      </Box>
      <Deferred>
        <SiteFooter />
      </Deferred>
    </Box>
  );
}

export function getDefaultLayout(page: ReactElement): ReactNode {
  return <DefaultLayout>{page}</DefaultLayout>;
}
