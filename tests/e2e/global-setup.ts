import { rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { buildWeb, needsBuild, PORTS, root, stackEnv, startStack } from '../../scripts/lib/stack.mjs';

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** Starts the whole stack once per run, on a fresh database of its own, and stops it afterwards. */
export default async function globalSetup() {
  for (const port of Object.values(PORTS) as number[]) {
    if (!(await portIsFree(port))) {
      throw new Error(`Port ${port} is busy: stop the running Starlit (npm start) before the end-to-end tests.`);
    }
  }
  const dataDir = path.join(root, '.data', 'e2e-pglite');
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(`${dataDir}.lock`, { force: true });
  const env = stackEnv({ PGLITE_DIR: dataDir, LOG_LEVEL: 'warn' });
  if (needsBuild()) await buildWeb(env);
  const stack = await startStack({ env, out: process.stderr });
  return async () => {
    await stack.stop();
  };
}
