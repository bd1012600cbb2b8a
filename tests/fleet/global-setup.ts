import { mkdirSync, rmSync } from 'node:fs';
import { startClusterProcess } from '../../scripts/lib/cluster-process';
import { EVENTS_FILE, FLEET_DIR, FLEET_ENV, LOG_FILE } from './support/fleet';

/**
 * Starts ONE cluster for the whole fleet run with `npm run cluster`'s own script (what people
 * run), its output in .data/fleet/cluster.log and its instances' starts and exits in
 * .data/fleet/events.jsonl, and stops it afterwards.
 */
export default async function globalSetup() {
  rmSync(FLEET_DIR, { recursive: true, force: true });
  mkdirSync(FLEET_DIR, { recursive: true });
  const cluster = await startClusterProcess({ ...FLEET_ENV, SKIP_BUILD: '1', LOG_LEVEL: 'warn', CLUSTER_EVENTS: EVENTS_FILE }, LOG_FILE);
  return () => cluster.stop();
}
