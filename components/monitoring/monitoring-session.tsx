import { useMonitoringSession } from '@/hooks/use-monitoring-session';
import { useRemoteConfigLoader } from '@/hooks/use-remote-config-loader';

/**
 * Mounted once by the composition root, inside the remote-config provider and the session: fetches
 * remote config, then starts monitoring and analytics. A chunk of its own: nothing here runs
 * before the page is interactive, so no page pays for it in its first-load JavaScript.
 */
export default function MonitoringSession() {
  useRemoteConfigLoader();
  useMonitoringSession();
  return null;
}
