import type { FastifyInstance } from 'fastify';
import { repeatInBackground } from '../background-rounds';
import { runRenewalRound } from './renewals';
import type { MembershipDeps } from './settings';

/** Renews in the background of every API process; the round's advisory lock picks one process per round. */
export function startRenewalJob(app: FastifyInstance, deps: MembershipDeps): void {
  repeatInBackground(app, {
    name: 'membership renewals',
    intervalMs: deps.settings.renewalIntervalSeconds * 1000,
    round: async () => {
      const round = await runRenewalRound(deps, deps.clock.now());
      if (round.charged + round.grace + round.lapsed > 0) app.log.info({ round }, 'membership renewals');
    },
  });
}
