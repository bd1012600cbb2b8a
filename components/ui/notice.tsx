import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

type Severity = 'success' | 'info' | 'warning' | 'error';

/**
 * A short message in the colours of MUI's Alert, without its icons and close button: a page whose
 * first load has room for nothing else (the device-link page) shows its states with this. Like
 * MUI's Alert it is an `alert`: each state it shows is the answer the user is waiting for.
 */
export function Notice({ severity, children }: { severity: Severity; children: ReactNode }) {
  return (
    <Box
      role="alert"
      sx={(theme) => ({
        px: 2,
        py: 1.5,
        borderRadius: 1,
        borderInlineStart: '4px solid',
        borderColor: `${severity}.main`,
        // theme.alpha mixes with CSS variables, so light and dark each get their own tint.
        bgcolor: theme.alpha((theme.vars ?? theme).palette[severity].main, 0.12),
        color: 'text.primary',
        typography: 'body2',
      })}
    >
      {children}
    </Box>
  );
}
