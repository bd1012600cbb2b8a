import { RemoteConfigProvider } from '@/contexts/remote-config-context';
import { useMonitoringSession } from '@/hooks/use-monitoring-session';
import { useRemoteConfigLoader } from '@/hooks/use-remote-config-loader';

function Monitoring() {
  useRemoteConfigLoader();
  useMonitoringSession();
  return null;
}

/**
 * Mounted once by the composition root, inside the session: remote config, then monitoring and
 * analytics. A chunk of its own: nothing here runs before the page is interactive, so no page
 * pays for it in its first-load JavaScript. Whatever else comes to need remote config goes
 * inside this provider, or the provider moves up into the composition root.
 */
export default function MonitoringSession() {
  return (
    <RemoteConfigProvider>
      <Monitoring />
    </RemoteConfigProvider>
  );
}
