import { type ReactNode, useEffect } from 'react';
import { useRouter } from 'next/router';
import { ChannelGate } from '@/components/channel/channel-gate';
import { useAuth } from '@/contexts/auth-context';
import { PagePlaceholder, WALLET_PAGE_MIN_HEIGHT } from './page-placeholder';

/**
 * A wallet or settings page's content for the signed-in user; a signed-out visitor signs in and
 * comes back, and a user without a channel creates one first (spec §2), then sees the page.
 */
export function SignedInOnly({ path, children }: { path: string; children: ReactNode }) {
  const { isLoading, currentUser } = useAuth();
  const router = useRouter();
  const signedOut = !isLoading && !currentUser;

  useEffect(() => {
    if (signedOut) void router.replace(`/login?redirect=${encodeURIComponent(path)}`);
  }, [signedOut, router, path]);

  if (!currentUser) return <PagePlaceholder />;
  // Keyed by the account: after a switch nothing fetched or shown for the previous one stays.
  return (
    <div key={currentUser.id} style={{ minHeight: WALLET_PAGE_MIN_HEIGHT }}>
      <ChannelGate>{children}</ChannelGate>
    </div>
  );
}
