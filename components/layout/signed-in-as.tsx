import { Suspense, lazy } from 'react';
import Box from '@mui/material/Box';
import { useAuth } from '@/contexts/auth-context';

const AccountMenu = lazy(() => import('./account-menu'));

/**
 * The account menu in the frames without the site's navigation (a task, a receipt): who is
 * signed in, and the way to another account or out. Nothing for a visitor.
 */
export function SignedInAs() {
  const { currentUser } = useAuth();
  if (!currentUser) return null;
  return (
    <Suspense fallback={<Box sx={{ width: 44, height: 44 }} />}>
      <AccountMenu />
    </Suspense>
  );
}
