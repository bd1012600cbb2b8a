import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { repeatInBackground } from '../background-rounds';
import { payouts, type PayoutRow } from '../../db/schema';
import type { PayoutDeps } from './deps';
import { sendPayout } from './service';
import { reclaimTransfer, returnPayout } from './settle';

/** One round at a time across every API process ("STLP"). */
export const PAYOUT_RETRY_LOCK_KEY = 0x5354_4c50;

/** A payout younger than this may still be in the hands of the request that made it. */
export const STUCK_AFTER_MS = 60 * 1000;

const BATCH = 50;

export interface PayoutRetryReport {
  skipped: boolean;
  /** Stripe answered: the payout went on, or Stripe refused it and its TVS came back. */
  answered: number;
  gaveUp: number;
  stillPending: number;
}

/**
 * Takes this round's stuck payouts under a transaction-scoped advisory lock and leases them (their
 * `updated_at` moves to now), so two processes never retry one payout at once; the lease ends with
 * the transaction, before any call to Stripe.
 */
async function claimStuck(deps: PayoutDeps, now: Date): Promise<PayoutRow[] | undefined> {
  return deps.db.transaction(async (tx) => {
    const lock = (await tx.execute(sql`select pg_try_advisory_xact_lock(${PAYOUT_RETRY_LOCK_KEY}) as locked`)) as unknown as {
      rows: { locked: boolean }[];
    };
    if (!lock.rows[0]?.locked) return undefined;
    const due = await tx
      .select()
      .from(payouts)
      .where(and(eq(payouts.status, 'pending'), lt(payouts.updatedAt, new Date(now.getTime() - STUCK_AFTER_MS))))
      .orderBy(asc(payouts.updatedAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (due.length > 0) {
      await tx
        .update(payouts)
        .set({ updatedAt: now })
        .where(
          inArray(
            payouts.id,
            due.map((row) => row.id),
          ),
        );
    }
    return due;
  });
}

/**
 * Payouts whose TVS left the wallet but whose Stripe transfer or bank payout never got an answer
 * (a network error after the ledger move): each is sent again with the same idempotency keys, so
 * Stripe answers the transfer it may already have made instead of making a second. One that
 * Stripe still cannot be reached for past `giveUpSeconds` is failed and its TVS returned, once
 * (the return's ledger key is the payout's); a transfer that turns up later is reversed.
 */
export async function retryStuckPayouts(deps: PayoutDeps): Promise<PayoutRetryReport> {
  const now = deps.clock();
  const due = await claimStuck(deps, now);
  const report = { skipped: due === undefined, answered: 0, gaveUp: 0, stillPending: 0 };
  for (const row of due ?? []) {
    const after = await sendPayout(deps, row);
    if (after.status !== 'pending') {
      report.answered += 1;
      continue;
    }
    if (now.getTime() - row.createdAt.getTime() < deps.config.payouts.giveUpSeconds * 1000) {
      report.stillPending += 1;
      continue;
    }
    const failed = await returnPayout(deps, row.id, 'failed', 'Stripe could not be reached to send this payout.');
    if (failed) {
      report.gaveUp += 1;
      // A transfer already made (its answer lost, its event recorded) goes back to the platform; retried on replay.
      await reclaimTransfer(deps, failed).catch(() => undefined);
    }
  }
  return report;
}

/** Runs the retry round in the background of every API process; the advisory lock picks one per round. */
export function startPayoutRetries(app: FastifyInstance, deps: PayoutDeps): void {
  repeatInBackground(app, {
    name: 'payout retry round',
    intervalMs: deps.config.payouts.retryIntervalSeconds * 1000,
    round: async () => {
      const report = await retryStuckPayouts(deps);
      if (report.answered + report.gaveUp > 0) app.log.info({ payouts: report }, 'payout retry round');
    },
  });
}
