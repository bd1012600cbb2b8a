import { buildApp } from '@/server/src/app';
import { loadConfig, type Config } from '@/server/src/config';
import { openDatabase, type DatabaseHandle } from '@/server/src/db/open';
import { channels, devices, sessions, users } from '@/server/src/db/schema';
import { signAccessToken } from '@/server/src/http/access-token';
import { adjustWallet } from '@/server/src/modules/wallet/service';
import { signatureParam } from '@/contracts/signing';
import { measureCpu } from './lib/cpu-meter';
import { startThrowawayPostgres } from './lib/throwaway-postgres';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';
import { randomBytes, randomUUID } from 'node:crypto';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';

// npm run bench:api — one autocannon run per endpoint against a freshly started API on loopback,
// on PostgreSQL (DESIGN.md §8): DATABASE_URL when set, otherwise a throwaway cluster started the
// way .ci/run does (BENCH_PG_PORT); PGlite only where PostgreSQL is not installed.
// Per-request logging is on as in production (LOG_LEVEL info), written to /dev/null the way
// pino writes to stdout, so its cost is measured without flooding the terminal.
// GET /health is the floor; /core/v1/me/ is the budgeted endpoint; balance and order history are
// reported beside it, and the money POSTs (TVS checkout, gift) against their own budget.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const autocannon = require('autocannon') as (options: Record<string, unknown>) => Promise<AutocannonResult>;

interface AutocannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const CREATORS = 10;

/** A signed-in user with an hour-long access token and plenty of TVS and STAR. */
async function benchUser(database: DatabaseHandle, tokenSecret: string): Promise<{ bearer: string; userId: string }> {
  const now = new Date();
  const [user] = await database.db.insert(users).values({ displayName: 'Bench' }).returning();
  const deviceId = `bench-${randomBytes(4).toString('hex')}`;
  await database.db
    .insert(devices)
    .values({ deviceId, deviceType: 'web', os: 'Linux', deviceName: 'bench', firstSeenAt: now, lastSeenAt: now });
  const sessionId = randomUUID();
  await database.db.insert(sessions).values({
    id: sessionId,
    userId: user!.id,
    familyId: sessionId,
    deviceId,
    refreshTokenHash: randomBytes(32).toString('hex'),
    expiresAt: new Date(now.getTime() + 3_600_000),
    familyExpiresAt: new Date(now.getTime() + 3_600_000),
    createdAt: now,
  });
  await adjustWallet(database.db, { user_id: user!.id, currency: 'TVS', amount: 1_000_000_000, reason: 'bench' });
  await adjustWallet(database.db, { user_id: user!.id, currency: 'STAR', amount: 1_000_000_000, reason: 'bench' });
  return { bearer: await signAccessToken(tokenSecret, { userId: user!.id, sessionId }, now, 3600), userId: user!.id };
}

const BENCH_API_PORT = Number(process.env.BENCH_API_PORT ?? 4471);

interface RunningApi {
  /** The API's own process; undefined when it runs in this one (PGlite). */
  pid?: number;
  stop(): Promise<void>;
}

async function startApiProcess(env: NodeJS.ProcessEnv): Promise<RunningApi> {
  // BENCH_PROFILE=<folder>: the API writes a CPU profile there when it stops (to see where the time goes).
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'server/src/main.ts'], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (let waited = 0; ; waited += 100) {
    if (child.exitCode !== null) throw new Error(`The API exited with ${child.exitCode}`);
    const ready = await fetch(`http://127.0.0.1:${BENCH_API_PORT}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (waited > 60_000) throw new Error('The API did not start within 60 s');
    await delay(100);
  }
  return {
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function startApiHere(config: Config, database: DatabaseHandle): Promise<RunningApi> {
  const logStream = pino.destination({ dest: '/dev/null', sync: true });
  const app = buildApp(config, { db: database, logStream });
  await app.listen({ port: BENCH_API_PORT, host: '127.0.0.1' });
  return { stop: () => app.close() };
}

async function main(): Promise<void> {
  const scratch = mkdtempSync(join(tmpdir(), 'starlit-bench-'));
  const postgres = process.env.DATABASE_URL ? undefined : startThrowawayPostgres(Number(process.env.BENCH_PG_PORT ?? 55439));
  const env = {
    ...process.env,
    ...(postgres && { DATABASE_URL: postgres.url }),
    DEPLOY_ENV: process.env.DEPLOY_ENV ?? 'local',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    SANDBOX: '1',
    ORDER_SWEEP_INTERVAL_SECONDS: '0',
    PORT: String(BENCH_API_PORT),
    TRUST_PROXY: '1',
    PGLITE_DIR: join(scratch, 'pglite'),
    RATE_LIMIT_PER_DEVICE: '1000000',
    RATE_LIMIT_PER_ADDRESS: '1000000',
    // Limits are counted as in production, never reached: the bench buys far more than a person.
    CHECKOUT_LIMIT_PER_USER: '1000000000',
    CHECKOUT_LIMIT_PER_ADDRESS: '1000000000',
    GIFT_LIMIT_PER_USER: '1000000000',
    GIFT_LIMIT_PER_ADDRESS: '1000000000',
  };
  const config = { ...loadConfig(env), pgliteDir: env.PGLITE_DIR };
  const database = await openDatabase(config);
  // On PostgreSQL the API is its own process, as deployed (server/src/main.ts, its log on stdout
  // sent to /dev/null), so the load generator does not share its event loop. PGlite allows one
  // process per database: there the API runs in this one.
  const api = database.kind === 'postgres' ? await startApiProcess(env) : await startApiHere(config, database);
  try {
    const base = `http://127.0.0.1:${BENCH_API_PORT}`;

    // One user reads (/me/, balance, history); purchases come from one buyer per connection, as
    // on the site, where concurrent checkouts are different people's.
    const signIn = () => benchUser(database, config.tokenSecret);
    const { bearer } = await signIn();
    const buyers = await Promise.all(Array.from({ length: CONNECTIONS }, signIn));
    let nextBuyer = 0;
    // Each buyer is a person of their own, at their own address, reaching the API through the
    // deployment's proxy (TRUST_PROXY=1 below), as in production.
    const buyerHeaders = (index: number) => ({
      authorization: `Bearer ${buyers[index]!.bearer}`,
      'x-forwarded-for': `198.51.100.${index + 1}`,
    });
    // Gifts go to a few creators, as during live streams; each fan sends from its own wallet.
    const creators = await Promise.all(
      Array.from({ length: CREATORS }, async (_, index) => {
        const creator = await signIn();
        // A slug of its own on each run: the bench can run again against the same DATABASE_URL.
        const slug = `bench-creator-${index}-${randomBytes(3).toString('hex')}`;
        await database.db.insert(channels).values({ userId: creator.userId, slug, displayName: `Bench creator ${index}` });
        return slug;
      }),
    );
    let nextGift = 0;
    const giftPath = (slug: string) => `/core/v3/channel/channels/${slug}/gifts/`;

    const signed = (path: string, query = '') =>
      `${path}?${query}${query ? '&' : ''}verify=${encodeURIComponent(signatureParam(config.apiSigningKey, path, Math.floor(Date.now() / 1000)))}`;
    const auth = { authorization: `Bearer ${bearer}` };
    const runs: [string, Record<string, unknown>][] = [
      ['GET /health (floor)', { url: `${base}/health` }],
      ['GET /core/v1/me/', { url: `${base}${signed('/core/v1/me/')}`, headers: auth }],
      ['GET /billy/v5/billing/balance/', { url: `${base}/billy/v5/billing/balance/`, headers: auth }],
      [
        'POST /paymee/checkout/v3/checkout/ (TVS)',
        {
          url: `${base}${signed('/paymee/checkout/v3/checkout/')}`,
          method: 'POST',
          headers: { ...auth, 'content-type': 'application/json' },
          body: JSON.stringify({ package_id: 'stars_100', method: 'tvs', country: 'US' }),
          // Every request a new purchase: a fresh Idempotency-Key each time.
          requests: [
            {
              setupRequest: (request: { headers: Record<string, string> }) => ({
                ...request,
                headers: {
                  ...request.headers,
                  ...buyerHeaders((nextBuyer += 1) % buyers.length),
                  'idempotency-key': randomUUID(),
                },
              }),
            },
          ],
        },
      ],
      [
        'POST /core/v3/channel/channels/:slug/gifts/',
        {
          url: `${base}${giftPath(creators[0]!)}`,
          method: 'POST',
          headers: { ...auth, 'content-type': 'application/json' },
          body: JSON.stringify({ stars: 10, anonymous: false, message: 'bench' }),
          requests: [
            {
              setupRequest: (request: { headers: Record<string, string> }) => {
                nextGift += 1;
                const slug = creators[nextGift % creators.length]!;
                return {
                  ...request,
                  path: signed(giftPath(slug)),
                  headers: {
                    ...request.headers,
                    ...buyerHeaders(nextGift % buyers.length),
                    'idempotency-key': randomUUID(),
                  },
                };
              },
            },
          ],
        },
      ],
      [
        'GET /paymee/checkout/v3/checkout/ (history)',
        { url: `${base}${signed('/paymee/checkout/v3/checkout/', 'page=1&page_size=10')}`, headers: auth },
      ],
    ];
    console.log(
      `bench:api on ${database.kind}, ${CONNECTIONS} connections, ${DURATION} s per endpoint, ${cpus().length} cores (cpu %: of one core)`,
    );
    const rows: Record<string, string | number>[] = [];
    // BENCH_ONLY=me runs the floor and the endpoints whose name contains it (to profile one).
    const only = process.env.BENCH_ONLY;
    for (const [name, options] of runs.filter(([name], index) => !only || index === 0 || name.includes(only))) {
      // Each endpoint is measured in a steady state, as a running API serves it: a short unmeasured
      // run first, so that each pooled connection has met its statements (PostgreSQL compiles a
      // function and plans its statements on a connection's first call of it).
      if (WARMUP > 0) await autocannon({ ...options, connections: CONNECTIONS, duration: WARMUP });
      const { result, cpu } = await measureCpu({ api: api.pid, postgres: database.kind === 'postgres' }, () =>
        autocannon({ ...options, connections: CONNECTIONS, duration: DURATION }),
      );
      rows.push({
        endpoint: name,
        'req/s': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors,
        // Percent of one core during the run: where the time went (the machine has os.cpus() cores).
        ...(cpu && {
          'API cpu %': cpu.api ?? 'in load',
          'PostgreSQL cpu %': cpu.postgres ?? '-',
          [api.pid ? 'load cpu %' : 'load+API cpu %']: cpu.load,
        }),
      });
    }
    console.table(rows);
    const floor = Number(rows[0]?.['req/s']);
    const me = rows.find((row) => row.endpoint === 'GET /core/v1/me/');
    if (me)
      console.log(
        `/core/v1/me/: p99 ${me['p99 ms']} ms (target ≤ 20), ${Math.round((100 * Number(me['req/s'])) / floor)}% of the floor's throughput (target ≥ 50%)`,
      );
    for (const row of rows.filter((each) => String(each.endpoint).startsWith('POST'))) {
      console.log(`${row.endpoint}: p99 ${row['p99 ms']} ms (target ≤ 100), ${row.errors} errors, ${row.non2xx} non-2xx (target 0)`);
    }
  } finally {
    await api.stop();
    await database.close();
    postgres?.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
