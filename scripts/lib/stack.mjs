// Runs the whole product as child processes: the Firebase Auth emulator, the API and the web app.
// Shared by `npm start`, `npm run dev` and the end-to-end tests so that all three start it alike.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { addCompileHints } from './compile-hints.mjs';

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

const port = (name, fallback) => {
  const value = Number(process.env[name] || fallback);
  if (!Number.isInteger(value) || value < 1 || value > 65535) throw new Error(`${name}=${process.env[name]} is not a port`);
  return value;
};

/**
 * Today's ports by default; `WEB_PORT`, `API_PORT` and `AUTH_EMULATOR_PORT` (with its hub and
 * logging ports) move a second stack beside the first, e.g. `npm run cluster`.
 */
export const PORTS = {
  web: port('WEB_PORT', 3000),
  api: port('API_PORT', 4000),
  auth: port('AUTH_EMULATOR_PORT', 9099),
  authHub: port('AUTH_EMULATOR_HUB_PORT', 4400),
  authLogging: port('AUTH_EMULATOR_LOGGING_PORT', 4500),
};
const DEFAULT_API_ORIGIN = 'http://localhost:4000';
const DEFAULT_WEB_ORIGIN = 'http://localhost:3000';
const apiOrigin = `http://localhost:${PORTS.api}`;
const webOrigin = `http://localhost:${PORTS.web}`;

/**
 * The URLs the browser bundle carries follow the ports; at the default ports they stay unset, so
 * the public settings (and the build stamp below) of a plain `npm start` do not change.
 */
function publicUrls() {
  return {
    ...(apiOrigin !== DEFAULT_API_ORIGIN && { NEXT_PUBLIC_API_HOST: apiOrigin, NEXT_PUBLIC_BILLING_HOST: apiOrigin }),
    ...(webOrigin !== DEFAULT_WEB_ORIGIN && { NEXT_PUBLIC_SITE_URL: webOrigin }),
  };
}

/** The settings of the local stack: a development deployment, the sandbox on, every service on loopback. */
export function stackEnv(extra = {}) {
  return {
    ...process.env,
    // The API refuses to start without it; `test` when the test runner sets it.
    DEPLOY_ENV: process.env.DEPLOY_ENV ?? 'local',
    CI: 'true',
    NO_UPDATE_NOTIFIER: '1',
    NEXT_TELEMETRY_DISABLED: '1',
    SANDBOX: process.env.SANDBOX ?? '1',
    PORT: String(PORTS.api),
    WEB_ORIGIN: process.env.WEB_ORIGIN ?? webOrigin,
    ...Object.fromEntries(Object.entries(publicUrls()).filter(([key]) => process.env[key] === undefined)),
    NEXT_PUBLIC_SANDBOX_ORIGIN: process.env.NEXT_PUBLIC_SANDBOX_ORIGIN ?? `http://localhost:${PORTS.api}/sandbox`,
    FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? `127.0.0.1:${PORTS.auth}`,
    NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: process.env.NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST ?? `127.0.0.1:${PORTS.auth}`,
    ...extra,
  };
}

function prefixLines(stream, label, out) {
  let buffered = '';
  stream.on('data', (chunk) => {
    buffered += chunk.toString();
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) out.write(`[${label}] ${line}\n`);
  });
}

/** Runs a command to completion (used for the production build). */
export function run(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}`))));
  });
}

// NEXT_PUBLIC_* values are baked into the build, so a build made with other values (say, a plain
// `next build` without the sandbox) must not be reused by a run that expects them.
const stampFile = path.join(root, '.next', 'starlit-public-env.json');
const publicEnv = (env) =>
  JSON.stringify(
    Object.fromEntries(
      Object.entries(env)
        .filter(([key]) => key.startsWith('NEXT_PUBLIC_'))
        .sort(),
    ),
  );

/** Records which public settings the build in .next was made with. */
export function stampBuild(env) {
  writeFileSync(stampFile, publicEnv(env));
}

/** `SKIP_BUILD=1` reuses the last build, but only one made with the same public settings. */
export function needsBuild(env = process.env) {
  if (process.env.SKIP_BUILD !== '1' || !existsSync(path.join(root, '.next', 'BUILD_ID'))) return true;
  try {
    return readFileSync(stampFile, 'utf8') !== publicEnv(env);
  } catch {
    return true;
  }
}

export async function buildWeb(env) {
  await run(bin('next'), ['build'], env);
  addCompileHints(path.join(root, '.next'));
  stampBuild(env);
}

/** firebase.json with the emulator's ports from PORTS (the CLI takes them from a file only). */
function emulatorConfig() {
  const config = JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8'));
  config.emulators.auth.port = PORTS.auth;
  config.emulators.hub.port = PORTS.authHub;
  config.emulators.logging.port = PORTS.authLogging;
  const dir = path.join(root, '.data', `firebase-${PORTS.auth}`);
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'firebase.json');
  writeFileSync(file, JSON.stringify(config, null, 2));
  return file;
}

/** The Firebase Auth emulator on PORTS.auth (shared by the stack and scripts/cluster.mts). */
export function authEmulator() {
  return {
    name: 'auth',
    command: bin('firebase'),
    args: ['emulators:start', '--only', 'auth', '--project', 'demo-starlit', '--config', emulatorConfig()],
    ready: `http://127.0.0.1:${PORTS.auth}/`,
  };
}

function services(dev) {
  return [
    authEmulator(),
    {
      name: 'api',
      command: process.execPath,
      args: [...(dev ? ['--watch'] : []), '--import', 'tsx', 'server/src/main.ts'],
      ready: `http://127.0.0.1:${PORTS.api}/health`,
    },
    {
      name: 'web',
      command: bin('next'),
      args: [dev ? 'dev' : 'start', '-p', String(PORTS.web)],
      ready: `http://127.0.0.1:${PORTS.web}/`,
    },
  ];
}

/** Whether a TCP listener accepts a connection (for services that do not speak HTTP). */
function accepts(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function waitFor(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    if (url.startsWith('tcp:')) {
      if (await accepts(url)) return;
      await new Promise((r) => setTimeout(r, 200));
      continue;
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * Starts the three services, each in its own process group so that stopping the stack stops
 * whatever they spawned too, and resolves once all three answer.
 */
export function startStack({ dev = false, env = stackEnv(), out = process.stdout, timeoutMs = 120_000 } = {}) {
  return startServices(services(dev), { env, out, timeoutMs });
}

/**
 * Starts `list` ({ name, command, args, ready, env? }) as above; `stop()` sends each group
 * SIGTERM (SIGKILL after 10 s), `exited` names the first service that stops and `pids` are the
 * processes' ids, in the order of `list`.
 */
export async function startServices(list, { env = stackEnv(), out = process.stdout, timeoutMs = 120_000 } = {}) {
  const children = list.map((svc) => {
    const child = spawn(svc.command, svc.args, {
      cwd: root,
      env: { ...env, ...svc.env },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    prefixLines(child.stdout, svc.name, out);
    prefixLines(child.stderr, svc.name, out);
    return { ...svc, child };
  });

  let stopping;
  const stop = () => {
    stopping ??= Promise.all(
      children.map(
        ({ child }) =>
          new Promise((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            const kill = (signal) => {
              try {
                process.kill(-child.pid, signal);
              } catch {
                // the group is already gone
              }
            };
            const timer = setTimeout(() => kill('SIGKILL'), 10_000);
            child.once('exit', () => {
              clearTimeout(timer);
              resolve();
            });
            kill('SIGTERM');
          }),
      ),
    );
    return stopping;
  };

  try {
    await Promise.all(children.map(({ ready, child }) => waitFor(ready, child, timeoutMs)));
  } catch (error) {
    await stop();
    throw error;
  }
  const exited = new Promise((resolve) => {
    for (const { name, child } of children) child.once('exit', (code, signal) => resolve({ name, code, signal }));
  });
  return { stop, exited, pids: children.map(({ child }) => child.pid) };
}
