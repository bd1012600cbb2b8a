// npm run bench:fleet — throughput and p99 of GET /core/v1/me/ and of a channel page through
// HAProxy with ONE and with TWO instances behind it (scripts/cluster.mts with CLUSTER_INSTANCES),
// one autocannon run each, on this machine. It uses the cluster's fixed ports: run it alone
// (`flock /tmp/starlit-e2e.lock npm run bench:fleet` where other stacks share the machine).
// BENCH_SECONDS (10) and BENCH_CONNECTIONS (20) set each run.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { signatureParam } from '@/contracts/signing';
import { load } from '../tests/fleet/support/load';
import { newAccount, newChannel } from '../tests/fleet/support/people';
import { startClusterProcess } from './lib/cluster-process';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SIGNING_KEY = process.env.NEXT_PUBLIC_API_SIGNING_KEY || 'starlit-dev-signing-key';
const dir = path.join(__dirname, '..', '.data', 'bench-fleet');

interface Row {
  instances: number;
  target: string;
  'req/s': number;
  'p99 ms': number;
  non2xx: number;
  errors: number;
}

async function measure(instances: 1 | 2): Promise<Row[]> {
  const cluster = await startClusterProcess(
    { CLUSTER_INSTANCES: String(instances), SKIP_BUILD: '1', LOG_LEVEL: 'warn', DEPLOY_ENV: 'local' },
    path.join(dir, `cluster-${instances}.log`),
  );
  try {
    const account = await newAccount('Bench');
    const slug = await newChannel(account, 'Bench Channel');
    const me = '/core/v1/me/';
    const targets = [
      {
        name: 'GET /core/v1/me/',
        url: `http://127.0.0.1:4000${me}?verify=${encodeURIComponent(signatureParam(SIGNING_KEY, me, Math.floor(Date.now() / 1000)))}`,
        headers: { authorization: `Bearer ${account.bearer}` },
      },
      { name: 'GET channel page', url: `http://127.0.0.1:3000/@${slug}` },
    ];
    const rows: Row[] = [];
    for (const target of targets) {
      // A short warm-up (the page's first render, JIT), then the measured run.
      await load({ url: target.url, headers: target.headers, connections: CONNECTIONS, duration: 2 }).done;
      const result = await load({ url: target.url, headers: target.headers, connections: CONNECTIONS, duration: DURATION }).done;
      rows.push({
        instances,
        target: target.name,
        // Answered requests only: a balancer with no instance up answers 503 fast, which is no throughput.
        'req/s': Math.round(result['2xx'] / DURATION),
        'p99 ms': result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors,
      });
    }
    return rows;
  } finally {
    await cluster.stop();
  }
}

async function main() {
  mkdirSync(dir, { recursive: true });
  const one = await measure(1);
  const two = await measure(2);
  console.table([...one, ...two]);
  if ([...one, ...two].some((row) => row.non2xx > 0 || row.errors > 0)) {
    console.log(
      'Some requests failed (see non2xx and errors; the cluster logs are in .data/bench-fleet/): the ratios below count answered requests only.',
    );
  }
  for (const [index, row] of two.entries()) {
    const single = one[index]!;
    console.log(
      `${row.target}: ${single['req/s']} → ${row['req/s']} req/s (×${(row['req/s'] / single['req/s']).toFixed(2)}), ` +
        `p99 ${single['p99 ms']} → ${row['p99 ms']} ms with two instances`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
