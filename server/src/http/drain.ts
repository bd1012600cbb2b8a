/**
 * The process's part in a rolling restart. On SIGTERM main.ts calls `begin()`: readiness answers
 * 503 so the balancer's health checks take this instance out, and once the balancer had time to
 * notice, `endStreams()` ends every open event stream (each closer sends its client a `reconnect`
 * event), so the app's close only waits for ordinary requests in flight.
 */
export class Drain {
  private draining = false;
  private streamsEnded = false;
  private readonly streams = new Set<() => void>();

  /** `heartbeatMs`: how often an open event stream sends a comment line (see event-stream.ts). */
  constructor(readonly heartbeatMs: number) {}

  get isDraining(): boolean {
    return this.draining;
  }

  begin(): void {
    this.draining = true;
  }

  /** Registers an open stream's closer; call the answer when the stream ends on its own. */
  track(close: () => void): () => void {
    // A stream that opened in the last moment before the app closed ends at once as well.
    if (this.streamsEnded) {
      queueMicrotask(close);
      return () => undefined;
    }
    this.streams.add(close);
    return () => this.streams.delete(close);
  }

  get openStreams(): number {
    return this.streams.size;
  }

  endStreams(): void {
    this.streamsEnded = true;
    for (const close of [...this.streams]) close();
    this.streams.clear();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by buildApp: readiness reads it, event streams register with it, main.ts drives it. */
    drain: Drain;
  }
}
