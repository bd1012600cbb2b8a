import { sandboxClockRequest } from '@/contracts/memberships';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { runRenewalRound } from '../memberships/renewals';
import type { MembershipDeps } from '../memberships/settings';

const HOUR_MS = 3_600_000;

/**
 * `POST /sandbox/memberships/clock` moves the memberships' clock forward and runs a renewal round
 * at the new time; `POST /sandbox/memberships/renew` runs a round now. Registered by the
 * memberships module (which owns the clock) only when the sandbox is on.
 */
export function registerMembershipSandbox(app: FastifyInstance, deps: MembershipDeps): void {
  app.post('/sandbox/memberships/clock', { schema: { body: sandboxClockRequest } }, async (request, reply) => {
    const { days, hours } = request.body as z.infer<typeof sandboxClockRequest>;
    const now = deps.clock.advance((days * 24 + hours) * HOUR_MS);
    return reply.header('Cache-Control', 'no-store').send({ data: await runRenewalRound(deps, now) });
  });
  app.post('/sandbox/memberships/renew', async (_request, reply) =>
    reply.header('Cache-Control', 'no-store').send({ data: await runRenewalRound(deps, deps.clock.now()) }),
  );
}
