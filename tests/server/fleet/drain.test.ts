import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { aDevice } from '../helpers/auth';
import { signedUrl } from '../helpers/test-app';

const DEADLINE_S = 8;

/** A real API process (signals need one) on its own PGlite, with a short drain wait and heartbeat. */
function startApi(folder: string) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PGLITE_DIR: folder,
    PORT: '0',
    LOG_LEVEL: 'info',
    INSTANCE_ID: 'api-drain',
    DRAIN_WAIT_SECONDS: '1.5',
    SHUTDOWN_DEADLINE_SECONDS: String(DEADLINE_S),
    STREAM_HEARTBEAT_SECONDS: '0.2',
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: process.cwd(),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = { stdout: '' };
  child.stdout.on('data', (chunk: Buffer) => (output.stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output.stdout += chunk.toString()));
  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    child.on('exit', (code) => resolve({ code, at: Date.now() })),
  );
  return { child, output, exited };
}

/** Everything a stream sends, as it arrives. */
function collectStream(response: Response) {
  const text = { value: '', ended: false };
  void (async () => {
    const decoder = new TextDecoder();
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) text.value += decoder.decode(chunk, { stream: true });
    text.ended = true;
  })();
  return text;
}

describe('graceful drain of the API process (server/src/main.ts)', () => {
  let folder: string;

  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'starlit-drain-'));
  });

  afterEach(() => {
    rmSync(folder, { recursive: true, force: true });
  });

  it('on SIGTERM: readiness 503 while it still serves, streams told to reconnect, exit 0 within the deadline', async () => {
    const { child, output, exited } = startApi(join(folder, 'pglite'));
    try {
      const listening = /Starlit API listening on http:\/\/127\.0\.0\.1:(\d+)/;
      await expect.poll(() => listening.test(output.stdout), { timeout: 150_000, interval: 100 }).toBe(true);
      const origin = `http://127.0.0.1:${listening.exec(output.stdout)?.[1]}`;
      expect((await fetch(`${origin}/ready`)).status).toBe(200);

      const device = aDevice();
      const created = await fetch(`${origin}${signedUrl('/core/v1/device-links/')}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'device-id': device.device_id },
        body: JSON.stringify(device),
      });
      expect(created.status).toBe(201);
      const link = (await created.json()).data as { link_id: string; secret: string };
      const stream = await fetch(`${origin}${signedUrl(`/core/v1/device-links/${link.link_id}/events/`)}`, {
        headers: { 'x-device-link-secret': link.secret },
      });
      expect(stream.status).toBe(200);
      const events = collectStream(stream);
      await expect.poll(() => events.value, { timeout: 5000, interval: 50 }).toContain(': heartbeat\n\n');

      const signalledAt = Date.now();
      child.kill('SIGTERM');
      await expect.poll(async () => (await fetch(`${origin}/ready`)).status, { timeout: 5000, interval: 50 }).toBe(503);
      // The balancer has not noticed yet: everything else is still answered, the stream still open.
      expect((await fetch(`${origin}/health`)).status).toBe(200);
      expect(events.ended).toBe(false);

      await expect.poll(() => events.ended, { timeout: 10_000, interval: 50 }).toBe(true);
      expect(events.value).toMatch(/retry: \d+\nevent: reconnect\ndata: \{\}\n\n$/);
      const { code, at } = await exited;
      expect(code).toBe(0);
      expect(at - signalledAt).toBeGreaterThanOrEqual(1500);
      expect(at - signalledAt).toBeLessThan(DEADLINE_S * 1000);
      expect(output.stdout).toContain('"instance":"api-drain"');
      expect(output.stdout).toContain('"msg":"closed"');
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 240_000);
});
