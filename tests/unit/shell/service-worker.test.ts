import { serviceWorkerSource } from '@/services/pwa/service-worker-source';

/**
 * The worker's fetch handling for the build's static files, run as the browser runs /sw.js: its
 * source evaluated with a worker scope, a cache and a network the test controls.
 */
function startWorker() {
  const listeners = new Map<string, (event: unknown) => void>();
  const stored = new Map<string, unknown>();
  let finishWrite!: () => void;
  const writes: string[] = [];
  const cache = {
    match: async (request: { url: string }) => stored.get(request.url),
    // A write that ends when the test says so: a slow disk, or a large file.
    put: (request: { url: string }, response: unknown) => {
      writes.push(request.url);
      return new Promise<void>((resolve) => {
        finishWrite = () => {
          stored.set(request.url, response);
          resolve();
        };
      });
    },
  };
  const network: string[] = [];
  const fetch = async (request: { url: string }) => {
    network.push(request.url);
    const response = { ok: true, body: `network ${request.url}`, clone: () => ({ ...response, body: `copy of ${request.url}` }) };
    return response;
  };
  const scope = {
    location: new URL('http://localhost:3000/sw.js'),
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
  };
  new Function('self', 'caches', 'fetch', serviceWorkerSource('build-1'))(scope, { open: async () => cache }, fetch);

  /** Dispatches a fetch event for `path`: what the page gets, and what the worker stays alive for. */
  const request = (path: string) => {
    const kept: Promise<unknown>[] = [];
    let answer: Promise<{ body: string }> | undefined;
    listeners.get('fetch')!({
      request: { url: `http://localhost:3000${path}`, method: 'GET', mode: 'no-cors', headers: new Headers() },
      respondWith: (promise: Promise<{ body: string }>) => (answer = promise),
      waitUntil: (promise: Promise<unknown>) => kept.push(promise),
    });
    return { answer: answer!, kept };
  };
  return { request, writes, network, finishWrite: () => finishWrite() };
}

const settledWithin = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<'pending'>((resolve) => setTimeout(() => resolve('pending'), ms))]);

describe('the service worker, for a static file of the build', () => {
  it('answers from the network while its copy is still being written, and stays alive for the write', async () => {
    const worker = startWorker();
    const { answer, kept } = worker.request('/_next/static/chunks/page.js');

    expect(await settledWithin(answer, 200)).toEqual(
      expect.objectContaining({ body: 'network http://localhost:3000/_next/static/chunks/page.js' }),
    );
    expect(worker.writes).toEqual(['http://localhost:3000/_next/static/chunks/page.js']);
    const [write] = kept;
    expect(kept).toHaveLength(1);
    expect(await settledWithin(write!, 50)).toBe('pending');

    worker.finishWrite();
    await write;
    const again = worker.request('/_next/static/chunks/page.js');
    expect(await again.answer).toEqual(expect.objectContaining({ body: 'copy of http://localhost:3000/_next/static/chunks/page.js' }));
    expect(worker.network).toHaveLength(1);
  });
});
