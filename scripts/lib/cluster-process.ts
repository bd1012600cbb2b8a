import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');
// Balancer, instances, Auth emulator, PostgreSQL and Redis of `npm run cluster` at its default ports.
const PORTS = [3000, 3001, 3002, 4000, 4001, 4002, 9099, 55440, 56379];

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(3000) })).status === 200;
  } catch {
    return false;
  }
}

/**
 * Runs `npm run cluster`'s own script (scripts/cluster.mts) as a child with `env` added, its
 * output in `logFile`; resolves once both balancer fronts answer readiness, with a `stop()` that
 * ends it through the script's own SIGTERM handling.
 */
export async function startClusterProcess(env: Record<string, string>, logFile: string): Promise<{ stop(): Promise<void> }> {
  for (const port of PORTS) {
    if (!(await portIsFree(port))) throw new Error(`Port ${port} is busy: stop whatever runs there first.`);
  }
  const log = createWriteStream(logFile);
  const cluster = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), [path.join(root, 'scripts', 'cluster.mts')], {
    cwd: root,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  cluster.stdout.pipe(log);
  cluster.stderr.pipe(log);
  const exited = new Promise<number | null>((resolve) => cluster.once('exit', resolve));
  const stop = async () => {
    if (cluster.exitCode === null && cluster.signalCode === null) process.kill(cluster.pid!, 'SIGTERM');
    await exited;
    log.end();
  };

  const deadline = Date.now() + 5 * 60_000;
  while (!(await answers('http://127.0.0.1:4000/ready')) || !(await answers('http://127.0.0.1:3000/_fleet/ready'))) {
    if (cluster.exitCode !== null) throw new Error(`The cluster exited with ${cluster.exitCode} before it was ready: see ${logFile}.`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The cluster did not become ready within 5 minutes: see ${logFile}.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { stop };
}
