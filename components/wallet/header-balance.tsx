import { Suspense, lazy } from 'react';
import Box from '@mui/material/Box';

// Only signed-in visitors have a balance, so the chip's MUI parts load with the session, not the page.
const HeaderBalanceChip = lazy(() => import('./header-balance-chip'));

/** The current account's STAR balance, for the signed-in header. */
export function HeaderBalance() {
  return (
    <Suspense fallback={<Box sx={{ width: 48, height: 24, flexShrink: 0 }} />}>
      <HeaderBalanceChip />
    </Suspense>
  );
}
