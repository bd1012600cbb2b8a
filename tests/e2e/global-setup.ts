import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');
// The same settings and defaults as scripts/lib/stack.mjs, so a second stack can run the suite.
const WEB = Number(process.env.WEB_PORT || 3000);
const API = Number(process.env.API_PORT || 4000);
const AUTH = Number(process.env.AUTH_EMULATOR_PORT || 9099);
const PORTS = [WEB, API, AUTH];
const READY = [`http://127.0.0.1:${WEB}/`, `http://127.0.0.1:${API}/health`, `http://127.0.0.1:${AUTH}/`];

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(3000) })).status < 500;
  } catch {
    return false;
  }
}

/**
 * Starts the whole stack once per run exactly as `npm start` does (same script), on a fresh
 * database of its own, and stops it afterwards through the script's own Ctrl-C handling.
 */
export default async function globalSetup() {
  for (const port of PORTS) {
    if (!(await portIsFree(port))) {
      throw new Error(`Port ${port} is busy: stop the running Starlit (npm start) before the end-to-end tests.`);
    }
  }
  const dataDir = path.join(root, '.data', 'e2e-pglite');
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(`${dataDir}.lock`, { force: true });

  const stack = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      DEPLOY_ENV: 'test',
      PGLITE_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Every sign-in passes the bot challenge, and access tokens expire within a long test, so the
      // 406 flow and the silent refresh are exercised throughout, not only by their own tests.
      TURNSTILE_MODE: 'always',
      ACCESS_TOKEN_TTL_SECONDS: '60',
      // QR codes expire within a test, so the expired state is reached for real.
      DEVICE_LINK_TTL_SECONDS: '20',
      // A hold period of seconds: the payouts spec sees a gift's earnings pending, then waits them
      // out; the gifts spec reloads until they are in the balance.
      EARNINGS_HOLD_DAYS: '0',
      EARNINGS_HOLD_SECONDS: '15',
      // One browser on one address signs in many times per run.
      RATE_LIMIT_PER_ADDRESS: '100000',
      RATE_LIMIT_PER_DEVICE: '10000',
      // Every account's purchases, cards and gifts come from that one address too.
      CHECKOUT_LIMIT_PER_ADDRESS: '100000',
      SAVED_CARD_LIMIT_PER_ADDRESS: '100000',
      // The reflow spec's member opens the add-card dialog (a SetupIntent each) in every language,
      // theme and width: 20 times in a few minutes, beyond a fan's 10.
      SAVED_CARD_LIMIT_PER_USER: '100',
      GIFT_LIMIT_PER_ADDRESS: '100000',
    },
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => stack.once('exit', resolve));

  const deadline = Date.now() + 10 * 60_000;
  for (;;) {
    if (stack.exitCode !== null) throw new Error(`The stack exited with ${stack.exitCode} before it was ready.`);
    if ((await Promise.all(READY.map(answers))).every(Boolean)) break;
    if (Date.now() > deadline) throw new Error('The stack did not become ready within 10 minutes.');
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }

  return async () => {
    if (stack.exitCode === null) process.kill(stack.pid!, 'SIGTERM');
    await exited;
  };
}
