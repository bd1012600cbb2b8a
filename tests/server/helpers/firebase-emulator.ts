import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** `host:port` of the Firebase Auth emulator this run started. */
    firebaseEmulatorHost: string;
  }
}

export const FIREBASE_PROJECT_ID = 'demo-starlit';
const READY_TIMEOUT_MS = 90_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitUntilReady(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The Firebase Auth emulator exited:\n${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The Firebase Auth emulator did not start in ${READY_TIMEOUT_MS / 1000} s:\n${output()}`);
}

/**
 * Global setup of the server project: one Auth emulator for the whole run, on free ports (the
 * repository's firebase.json pins 9099/4400/4500, which a running stack may hold).
 */
export default async function startFirebaseEmulator(project: TestProject): Promise<() => Promise<void>> {
  const folder = mkdtempSync(join(tmpdir(), 'starlit-firebase-'));
  const [auth, hub, logging] = [await freePort(), await freePort(), await freePort()];
  const configPath = join(folder, 'firebase.json');
  writeFileSync(
    configPath,
    JSON.stringify({
      emulators: {
        singleProjectMode: true,
        auth: { host: '127.0.0.1', port: auth },
        hub: { host: '127.0.0.1', port: hub },
        logging: { host: '127.0.0.1', port: logging },
        ui: { enabled: false },
      },
    }),
  );
  const binary = join(process.cwd(), 'node_modules/.bin/firebase');
  const child = spawn(binary, ['emulators:start', '--only', 'auth', '--project', FIREBASE_PROJECT_ID, '--config', configPath], {
    cwd: folder,
    env: { ...process.env, CI: 'true', NO_UPDATE_NOTIFIER: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so teardown stops the CLI and anything it started, and nothing else.
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));

  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
    }
    rmSync(folder, { recursive: true, force: true });
  };

  try {
    await waitUntilReady(`http://127.0.0.1:${auth}/`, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  project.provide('firebaseEmulatorHost', `127.0.0.1:${auth}`);
  return stop;
}
