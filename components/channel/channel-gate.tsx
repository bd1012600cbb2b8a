import { type ReactNode, Suspense, lazy } from 'react';
import { useAuth } from '@/contexts/auth-context';
import { useChannel } from '@/contexts/channel-context';

// Only signed-in users without a channel ever see it: it stays out of every first-load bundle.
const ChannelCreateView = lazy(() => import('./create/channel-create-view'));

/**
 * Spec §2: a signed-in user without a channel sees the channel-creation screen in place of the
 * page's content. `home` replaces the content for a signed-in user who has one (the landing page
 * is for visitors). Until the channel is known the page shows what the server rendered.
 */
export function ChannelGate({ children, home }: { children: ReactNode; home?: ReactNode }) {
  const { currentUser } = useAuth();
  const { needsChannel, myChannel } = useChannel();
  if (currentUser && needsChannel) {
    return (
      <Suspense fallback={null}>
        <ChannelCreateView />
      </Suspense>
    );
  }
  if (currentUser && myChannel && home) return home;
  return children;
}
