import Box from '@mui/material/Box';

/**
 * A wallet page is at least a screen tall (below the 64 px header), placeholder and view alike:
 * the footer stays below the fold while the view loads, so nothing moves when it replaces this.
 */
export const WALLET_PAGE_MIN_HEIGHT = 'calc(100svh - 64px)';

/**
 * What a wallet page shows while its view loads: reserved space, no spinner, so the page's
 * first-load JS stays within the budget (the view shows its own progress once it runs).
 */
export function PagePlaceholder() {
  return <Box sx={{ minHeight: WALLET_PAGE_MIN_HEIGHT }} aria-busy="true" />;
}
