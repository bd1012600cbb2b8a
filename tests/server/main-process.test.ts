import { openDatabase } from '@/server/src/db/open';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// `npm run start:api` as a newcomer runs it: a real process, its own PGlite folder, port 0.
function startApi(command: string, args: string[], pgliteDir: string, extraEnv: Record<string, string | undefined> = {}): ChildProcess {
  const env: NodeJS.ProcessEnv = { ...process.env, PGLITE_DIR: pgliteDir, PORT: '0', LOG_LEVEL: 'warn', ...extraEnv };
  delete env.DATABASE_URL;
  for (const [name, value] of Object.entries(extraEnv)) if (value === undefined) delete env[name];
  return spawn(command, args, { cwd: process.cwd(), env, stdio: ['ignore', 'pipe', 'pipe'] });
}

function collect(child: ChildProcess) {
  const output = { stdout: '', stderr: '' };
  child.stdout?.on('data', (chunk: Buffer) => (output.stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output.stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { output, exited };
}

async function waitFor(predicate: () => boolean, what: string, exited: Promise<unknown>): Promise<void> {
  let done = false;
  void exited.then(() => (done = true));
  while (!predicate()) {
    if (done) throw new Error(`process exited before ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the API process (server/src/main.ts)', () => {
  let parent: string;
  let folder: string;

  beforeEach(() => {
    parent = mkdtempSync(join(tmpdir(), 'starlit-main-'));
    folder = join(parent, 'pglite');
  });

  afterEach(() => {
    rmSync(parent, { recursive: true, force: true });
  });

  it('exits at once, non-zero, naming the folder, when another process holds it', async () => {
    const holder = await openDatabase({ databaseUrl: undefined, pgliteDir: folder });
    try {
      const { output, exited } = collect(startApi('npx', ['tsx', 'server/src/main.ts'], folder));

      expect(await exited).toBe(1);
      expect(output.stderr).toContain(`The database folder ${folder} is in use by another process (PID ${process.pid})`);
      expect(output.stderr).not.toMatch(/\n\s+at /);
    } finally {
      await holder.close();
    }
  }, 60_000);

  it('refuses to start without DEPLOY_ENV, naming it', async () => {
    const { output, exited } = collect(
      startApi(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], folder, { DEPLOY_ENV: undefined }),
    );

    expect(await exited).toBe(1);
    expect(output.stderr).toContain('Invalid API configuration: DEPLOY_ENV: required: production for a real deployment');
    expect(existsSync(folder)).toBe(false);
  }, 60_000);

  it('serves /health, then shuts down cleanly on SIGTERM and releases the folder', async () => {
    // One node process with tsx's loader, as a container runs it: npx does not pass signals on,
    // and the tsx launcher relays them with a 30 ms deadline that a loaded machine can miss.
    const child = startApi(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], folder);
    const { output, exited } = collect(child);
    const listening = /Starlit API listening on http:\/\/127\.0\.0\.1:(\d+)/;
    try {
      await waitFor(() => listening.test(output.stdout), 'listening', exited);
      const port = listening.exec(output.stdout)?.[1];

      const health = await fetch(`http://127.0.0.1:${port}/health`);
      expect(health.status).toBe(200);
      expect(existsSync(`${folder}.lock`)).toBe(true);
    } finally {
      child.kill('SIGTERM');
    }

    expect(await exited).toBe(0);
    expect(existsSync(`${folder}.lock`)).toBe(false);
  }, 60_000);
});

describe('the API process survives a failing handler (server/src/process-guards.ts)', () => {
  let parent: string;

  beforeAll(() => {
    parent = mkdtempSync(join(tmpdir(), 'starlit-guard-'));
  });

  afterAll(() => {
    rmSync(parent, { recursive: true, force: true });
  });

  it('answers a throwing handler 500, logs detached failures, and keeps serving', async () => {
    const child = startApi(process.execPath, ['--import', 'tsx', 'tests/server/fixtures/throwing-api.ts'], join(parent, 'pglite'));
    const { output, exited } = collect(child);
    const listening = /listening on (\d+)/;
    try {
      await waitFor(() => listening.test(output.stdout), 'listening', exited);
      const origin = `http://127.0.0.1:${listening.exec(output.stdout)?.[1]}`;
      const health = async () => (await fetch(`${origin}/health`)).status;

      const thrown = await fetch(`${origin}/test/throws`);
      expect(thrown.status).toBe(500);
      expect(await thrown.json()).toEqual({ code: 'INTERNAL_ERROR', message: 'Something went wrong on our side.' });
      expect(await health()).toBe(200);

      expect((await fetch(`${origin}/test/detached-rejection`)).status).toBe(200);
      await waitFor(() => output.stdout.includes('a promise nobody awaited'), 'the rejection is logged', exited);
      expect(await health()).toBe(200);

      expect((await fetch(`${origin}/test/timer-throws`)).status).toBe(200);
      await waitFor(() => output.stdout.includes('a throw from a timer'), 'the exception is logged', exited);
      expect(await health()).toBe(200);
      expect(output.stdout).toContain('the API keeps serving');
    } finally {
      child.kill('SIGTERM');
    }
    await exited;
  }, 60_000);
});
