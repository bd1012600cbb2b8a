import { useMonitoringSession } from '@/hooks/use-monitoring-session';

/** Mounted once by the composition root, inside the session and remote-config providers. */
export function MonitoringSession() {
  useMonitoringSession();
  return null;
}
