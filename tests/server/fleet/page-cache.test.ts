import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';

interface Handler {
  get(key: string): Promise<{ lastModified: number; value: unknown } | null>;
  set(key: string, data: unknown, context?: { tags?: string[]; cacheControl?: unknown }): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
}
type HandlerClass = new (context?: { serverDistDir?: string }) => Handler;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A fresh handler module per "web instance": each has its own Redis connection, as processes do. */
function instance(): Handler {
  const require = createRequire(import.meta.url);
  const file = require.resolve('../../../scripts/lib/redis-cache-handler.cjs');
  delete require.cache[file];
  const RedisCacheHandler = require(file) as HandlerClass;
  return new RedisCacheHandler({ serverDistDir: '/nonexistent/.next/server' });
}

const page = (name: string) => ({ kind: 'PAGES', html: `<h1>${name}</h1>`, pageData: { pageProps: { name } }, status: 200, headers: {} });

describe('the shared page cache (scripts/lib/redis-cache-handler.cjs) on redis-server', () => {
  let redis: ChildProcess;

  beforeAll(async () => {
    const port = await freePort();
    redis = spawn('/usr/bin/redis-server', ['deploy/redis.conf', '--port', String(port), '--dir', '/tmp'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    redis.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await vi.waitFor(
      () => {
        if (!output.includes('Ready to accept connections')) throw new Error(`redis-server did not start: ${output}`);
      },
      { timeout: 20_000, interval: 50 },
    );
    vi.stubEnv('REDIS_URL', `redis://127.0.0.1:${port}`);
    vi.stubEnv('DEPLOYMENT_ID', `test-${port}`);
  });

  afterAll(() => {
    redis?.kill('SIGTERM');
    vi.unstubAllEnvs();
  });

  it('serves what one instance stored to another, and a new version at once after it is set again', async () => {
    const first = instance();
    const second = instance();
    expect(await second.get('/en/alice')).toBeNull();

    await first.set('/en/alice', page('Alice'), { cacheControl: { revalidate: 60 } });
    expect((await second.get('/en/alice'))?.value).toEqual(page('Alice'));

    // On-demand revalidation on the first instance renders and stores the page again.
    await first.set('/en/alice', page('Alice Renamed'));
    expect((await second.get('/en/alice'))?.value).toEqual(page('Alice Renamed'));
  });

  it('drops entries of a revalidated tag for every instance', async () => {
    const first = instance();
    const second = instance();
    await first.set('/th/bob', page('Bob'), { tags: ['channel:bob'] });
    expect(await second.get('/th/bob')).not.toBeNull();

    await second.revalidateTag('channel:bob');
    await expect.poll(() => first.get('/th/bob')).toBeNull();
  });

  it('answers a miss, never an error, when Redis cannot be reached', async () => {
    vi.stubEnv('REDIS_URL', `redis://127.0.0.1:${await freePort()}`);
    const offline = instance();
    await expect(offline.set('/en/carol', page('Carol'))).resolves.toBeUndefined();
    await expect(offline.get('/en/carol')).resolves.toBeNull();
  });
});
