import { Activity, type ReactElement, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { FrameHeader } from './frame-header';
import { SignedInAs } from './signed-in-as';
import { LanguageSwitch } from './language-switch';
import { ThemeToggle } from './theme-toggle';
import { FirstPaintMark } from './first-paint-mark';

/**
 * One task on its own (sign-in, sign-up, approving a device, opening the app): the logo and the
 * language and theme switches, then the task centred in the screen, without the site's
 * navigation and footer to lead away from it; the account menu only says who is signed in.
 * Activity boundaries as in the default layout, so each part hydrates on its own.
 */
export function MinimalLayout({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <Activity>
        <FrameHeader maxWidth="lg">
          <LanguageSwitch />
          <ThemeToggle />
          <SignedInAs />
        </FrameHeader>
      </Activity>
      <Box component="main" id="main" sx={{ flex: 1, display: 'flex', flexDirection: 'column', justifyContent: 'center' }}>
        <Activity>{children}</Activity>
        <FirstPaintMark />
      </Box>
    </Box>
  );
}

export function getMinimalLayout(page: ReactElement): ReactNode {
  return <MinimalLayout>{page}</MinimalLayout>;
}
