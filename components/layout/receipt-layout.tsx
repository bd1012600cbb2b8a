import { Activity, type ReactElement, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { FrameHeader } from './frame-header';
import { SignedInAs } from './signed-in-as';
import { ThemeToggle } from './theme-toggle';
import { FirstPaintMark } from './first-paint-mark';

/**
 * A printable receipt: the logo as its letterhead over the receipt, no navigation or footer. On
 * paper only the letterhead and the receipt remain (the receipt hides its own buttons).
 */
export function ReceiptLayout({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100dvh', '@media print': { minHeight: 'auto' } }}>
      <Activity>
        <FrameHeader maxWidth="sm">
          <Box sx={{ displayPrint: 'none', display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <ThemeToggle />
            <SignedInAs />
          </Box>
        </FrameHeader>
      </Activity>
      <Box component="main" id="main">
        <Activity>{children}</Activity>
        <FirstPaintMark />
      </Box>
    </Box>
  );
}

export function getReceiptLayout(page: ReactElement): ReactNode {
  return <ReceiptLayout>{page}</ReceiptLayout>;
}
