import { useMonitoringSession } from '@/hooks/use-monitoring-session';

/**
 * Mounted once by the composition root, inside the session and remote-config providers. Loaded
 * as a chunk of its own: it does nothing before the page is interactive, so no page pays for it
 * in its first-load JavaScript.
 */
export default function MonitoringSession() {
  useMonitoringSession();
  return null;
}
