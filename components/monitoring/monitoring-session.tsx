import { useMonitoringSession } from '@/hooks/use-monitoring-session';
import { useRemoteConfigLoader } from '@/hooks/use-remote-config-loader';

/**
 * Mounted once by the composition root, inside the session and remote-config providers: loads
 * remote config, then monitoring and analytics. A chunk of its own: it does nothing before the
 * page is interactive, so no page pays for it in its first-load JavaScript.
 */
export default function MonitoringSession() {
  useRemoteConfigLoader();
  useMonitoringSession();
  return null;
}
