import type { FastifyInstance } from 'fastify';

/** The first round soon after start, once migrations and the first requests are through. */
const FIRST_ROUND_MS = 60 * 1000;

/**
 * Runs `round` in the background of every API process, one round at a time: the next is
 * scheduled when the last has ended, so a slow round never overlaps itself. Which process does
 * the work of a round is the round's own business (each takes a database advisory lock). An
 * interval of 0 runs nothing. Closing the app waits for a round in flight; the timer never keeps
 * the process alive by itself. A failed round is logged and the next one runs as planned.
 */
export function repeatInBackground(
  app: FastifyInstance,
  { name, intervalMs, round }: { name: string; intervalMs: number; round: () => Promise<unknown> },
): void {
  if (intervalMs === 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let closing = false;
  const schedule = (delay: number) => {
    if (closing) return;
    timer = setTimeout(() => {
      running = round()
        .catch((error: unknown) => app.log.error({ err: error }, `${name} failed`))
        .finally(() => schedule(intervalMs));
    }, delay);
    timer.unref();
  };
  app.addHook('onReady', async () => schedule(Math.min(FIRST_ROUND_MS, intervalMs)));
  app.addHook('preClose', async () => {
    closing = true;
    clearTimeout(timer);
    await running;
  });
}
