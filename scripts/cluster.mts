// `npm run cluster`: the product as a fleet on one machine. A throwaway PostgreSQL 15, the
// Firebase Auth emulator, two API and two web instances (one build), HAProxy in front on the
// usual ports (WEB_PORT/API_PORT, 3000/4000) with deploy/haproxy.cfg, so the same build and
// NEXT_PUBLIC_* values work. Instances listen on the next ports (3001-3002, 4001-4002).
// Redis (deploy/redis.conf) holds the web instances' shared page cache. Ctrl-C stops everything. See README, "Running as a fleet".
// CLUSTER_INSTANCES=1 puts one API and one web instance behind the same balancer (scripts/bench-fleet.ts
// compares); CLUSTER_EVENTS names a file that gets a JSON line for every instance start and exit
// (tests/fleet sends instances SIGTERM by those process ids and times their exits).
import { appendFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
// @ts-expect-error: a plain ES module shared with `npm start`, without type declarations
import { authEmulator, buildWeb, needsBuild, PORTS, root, stackEnv, startServices } from './lib/stack.mjs';
import { startThrowawayPostgres } from './lib/throwaway-postgres';

const PG_PORT = Number(process.env.CLUSTER_PG_PORT || 55440);
const REDIS_PORT = Number(process.env.CLUSTER_REDIS_PORT || 56379);
const INSTANCES = process.env.CLUSTER_INSTANCES === '1' ? [1] : [1, 2];
// With one instance the balancer's second server entry is the first instance again.
const second = INSTANCES.length === 2 ? 2 : 1;
// Readiness turns 503 on SIGTERM; HAProxy needs up to inter × fall = 2 s to take an instance out.
const DRAIN = { DRAIN_WAIT_SECONDS: '3', SHUTDOWN_DEADLINE_SECONDS: '10' };

const env = stackEnv();
const postgres = startThrowawayPostgres(PG_PORT);
if (!postgres) throw new Error('PostgreSQL 15 is not installed (/usr/lib/postgresql/15/bin); see .ci/run.');

const api = (n: number) => ({
  name: `api-${n}`,
  command: process.execPath,
  args: ['--import', 'tsx', 'server/src/main.ts'],
  ready: `http://127.0.0.1:${PORTS.api + n}/ready`,
  env: {
    ...DRAIN,
    PORT: String(PORTS.api + n),
    INSTANCE_ID: `api-${n}`,
    DATABASE_URL: postgres.url,
    // HAProxy is the one proxy in front: the client's address is its X-Forwarded-For entry.
    TRUST_PROXY: '1',
  },
});
const web = (n: number) => ({
  name: `web-${n}`,
  command: process.execPath,
  args: [path.join(root, 'scripts', 'web-server.mjs')],
  ready: `http://127.0.0.1:${PORTS.web + n}/_fleet/ready`,
  env: { ...DRAIN, PORT: String(PORTS.web + n), INSTANCE_ID: `web-${n}`, NODE_ENV: 'production', REDIS_URL: redisUrl },
});
const redisUrl = `redis://127.0.0.1:${REDIS_PORT}`;
const redis = {
  name: 'redis',
  command: process.env.REDIS_SERVER ?? '/usr/bin/redis-server',
  args: [path.join(root, 'deploy', 'redis.conf'), '--port', String(REDIS_PORT), '--dir', tmpdir()],
  // Redis speaks its own protocol; a connection it accepts is all that is waited for.
  ready: `tcp://127.0.0.1:${REDIS_PORT}`,
};
const balancer = {
  name: 'haproxy',
  command: process.env.HAPROXY ?? '/usr/sbin/haproxy',
  args: ['-W', '-db', '-f', path.join(root, 'deploy', 'haproxy.cfg')],
  ready: `http://127.0.0.1:${PORTS.api}/ready`,
  env: {
    WEB_BIND: `127.0.0.1:${PORTS.web}`,
    API_BIND: `127.0.0.1:${PORTS.api}`,
    WEB1: `127.0.0.1:${PORTS.web + 1}`,
    WEB2: `127.0.0.1:${PORTS.web + second}`,
    API1: `127.0.0.1:${PORTS.api + 1}`,
    API2: `127.0.0.1:${PORTS.api + second}`,
  },
};

type Exit = { name: string; code: number | null; signal: string | null };
type Running = { stop(): Promise<void>; exited: Promise<Exit>; pids: number[] };
type Service = ReturnType<typeof api> | typeof redis | typeof balancer | ReturnType<typeof authEmulator>;

const running = new Map<string, Running>();
const record = (event: Record<string, unknown>) => {
  if (process.env.CLUSTER_EVENTS) appendFileSync(process.env.CLUSTER_EVENTS, `${JSON.stringify({ ...event, at: Date.now() })}\n`);
};
let shuttingDown = false;
const shutdown = async (code: number) => {
  if (shuttingDown) return;
  shuttingDown = true;
  console.log('\nStopping the Starlit cluster…');
  // The balancer first, so nothing is sent to an instance that is going away.
  await running.get(balancer.name)?.stop();
  await Promise.all([...running.values()].map((service) => service.stop()));
  postgres.stop();
  process.exit(code);
};
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

/**
 * Starts a service and keeps it running: an instance that exits 0 was stopped on purpose (a
 * rolling restart sends it SIGTERM; it drains and exits) and is started again. Any other exit
 * ends the cluster.
 */
async function supervise(service: Service): Promise<Exit> {
  for (;;) {
    const started: Running = await startServices([service], { env });
    running.set(service.name, started);
    record({ name: service.name, event: 'started', pid: started.pids[0] });
    const exit = await started.exited;
    record({ name: service.name, event: 'exited', code: exit.code, signal: exit.signal });
    if (shuttingDown || exit.code !== 0 || !service.name.match(/^(api|web)-/)) return exit;
    console.log(`[${service.name}] drained and exited; starting it again`);
  }
}

/** Resolves once the service first answers, with the promise of its final exit (wrapped: an
 * async function would otherwise wait for the promise it returns). */
async function start(service: Service): Promise<{ exited: Promise<Exit> }> {
  const final = supervise(service);
  const deadline = Date.now() + 180_000;
  while (!running.has(service.name)) {
    // supervise() rejects when the first start fails; surface that here.
    await Promise.race([final.then(() => undefined), new Promise((resolve) => setTimeout(resolve, 100))]);
    if (Date.now() > deadline) throw new Error(`${service.name} did not start`);
  }
  return { exited: final };
}

try {
  if (needsBuild(env)) await buildWeb(env);
  // The emulator and the instances first (the APIs migrate under their advisory lock), then the balancer.
  const exits = await Promise.all([redis, authEmulator(), ...INSTANCES.map(api), ...INSTANCES.map(web)].map(start));
  exits.push(await start(balancer));
  console.log(
    `\nStarlit cluster: web http://localhost:${PORTS.web}  api http://localhost:${PORTS.api} (HAProxy over ` +
      `${INSTANCES.length} + ${INSTANCES.length} instances, PostgreSQL :${PG_PORT}, Redis :${REDIS_PORT})  (Ctrl-C stops)\n`,
  );
  const { name, code, signal } = await Promise.race(exits.map((service) => service.exited));
  if (!shuttingDown) {
    console.error(`[${name}] stopped unexpectedly (${signal ?? `exit ${code}`}); stopping the rest.`);
    await shutdown(1);
  }
} catch (error) {
  console.error(`The Starlit cluster could not start: ${(error as Error).message}`);
  await shutdown(1);
}
