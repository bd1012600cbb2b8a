import type { FastifyInstance } from 'fastify';
import { runRenewalRound } from './renewals';
import type { MembershipDeps } from './settings';

/** The first round soon after start, once migrations and the first requests are through. */
const FIRST_ROUND_MS = 60 * 1000;

/** Renews in the background of every API process; the round's advisory lock picks one process per round. */
export function startRenewalJob(app: FastifyInstance, deps: MembershipDeps): void {
  const intervalMs = deps.settings.renewalIntervalSeconds * 1000;
  if (intervalMs === 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let closing = false;
  const schedule = (delay: number) => {
    if (closing) return;
    timer = setTimeout(() => {
      running = runRenewalRound(deps, deps.clock.now())
        .then((round) => {
          if (round.charged + round.grace + round.lapsed > 0) app.log.info({ round }, 'membership renewals');
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'membership renewals failed'))
        .finally(() => schedule(intervalMs));
    }, delay);
    // The job never keeps the process alive by itself.
    timer.unref();
  };
  app.addHook('onReady', async () => schedule(Math.min(FIRST_ROUND_MS, intervalMs)));
  app.addHook('preClose', async () => {
    closing = true;
    clearTimeout(timer);
    await running;
  });
}
