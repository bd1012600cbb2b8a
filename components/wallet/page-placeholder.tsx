import Box from '@mui/material/Box';

/**
 * What a wallet page shows while its view loads: reserved space, no spinner, so the page's
 * first-load JS stays within the budget (the view shows its own progress once it runs).
 */
export function PagePlaceholder() {
  return <Box sx={{ minHeight: '60vh' }} aria-busy="true" />;
}
