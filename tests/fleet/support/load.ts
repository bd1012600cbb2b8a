export interface LoadResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  '2xx': number;
  '5xx': number;
  statusCodeStats: Record<string, { count: number }>;
}

export interface LoadOptions {
  url: string;
  connections: number;
  /** Seconds; with `stop()` a run may be ended earlier. */
  duration: number;
  headers?: Record<string, string>;
}

interface Instance extends PromiseLike<LoadResult> {
  stop(): void;
}

// autocannon ships no types: the part used here.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const autocannon = require('autocannon') as (options: LoadOptions) => Instance;

/** An autocannon run; its `stop()` ends it early, and it resolves with the counts. */
export function load(options: LoadOptions): { stop(): void; done: Promise<LoadResult> } {
  const instance = autocannon(options);
  return { stop: () => instance.stop(), done: Promise.resolve(instance) };
}
