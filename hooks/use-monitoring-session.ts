import { useEffect, useMemo, useRef } from 'react';
import { useAuth } from '@/contexts/auth-context';
import { useRemoteConfig } from '@/contexts/remote-config-context';
import type { MonitoringUser } from '@/services/monitoring/identity';
import { afterInteractive } from '@/services/scheduling/after-interactive';

const monitoring = () => import('@/services/monitoring/start');
const analyticsQueue = () => import('@/services/analytics/track');
const GTM_ID = process.env.NEXT_PUBLIC_GTM_ID?.trim() ?? '';

/**
 * Connects the session to monitoring and analytics: starts what remote config's flags switched on
 * once start-up sign-in is over (the sampling rules need the user), then keeps the signed-in user
 * on RUM and PostHog through sign-in, sign-out and account switches. With both flags off, the
 * monitoring code never loads and the events queued so far are dropped. Loads Google Tag Manager,
 * when configured, after the page is interactive.
 */
export function useMonitoringSession(): void {
  const config = useRemoteConfig();
  const { isLoading: authLoading, currentUser } = useAuth();
  const user = useMemo<MonitoringUser | null>(
    () => (currentUser ? { id: currentUser.id, email: currentUser.email ?? null, name: currentUser.display_name } : null),
    [currentUser],
  );
  const latestUser = useRef(user);
  const started = useRef<Promise<void> | null>(null);

  useEffect(() => {
    if (!GTM_ID) return;
    return afterInteractive(() => void import('@/services/monitoring/tag-manager').then(({ loadTagManager }) => loadTagManager(GTM_ID)));
  }, []);

  useEffect(() => {
    latestUser.current = user;
    if (config.isLoading || authLoading) return;
    if (!config.flags.rum && !config.flags.productAnalytics) {
      void analyticsQueue().then(({ dropAnalytics }) => dropAnalytics());
      return;
    }
    const { remoteConfig: webConfig, thirdPartyConfig } = config;
    // Once per page: RUM cannot change a session's sample rate after it starts.
    started.current ??= monitoring().then(({ startMonitoring }) => startMonitoring({ webConfig, thirdPartyConfig, user }));
    void started.current.then(async () => (await monitoring()).syncMonitoringUser(latestUser.current));
  }, [config, authLoading, user]);
}
