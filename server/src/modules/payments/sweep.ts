import { and, asc, eq, lt } from 'drizzle-orm';
import Stripe from 'stripe';
import type { DatabaseHandle } from '../../db/open';
import { orders } from '../../db/schema';
import type { PaymentDeps } from './deps';
import { applyOutcome, providerOutcome } from './settle';

const BATCH = 100;

/**
 * Cancels orders left pending past their expiry: each is re-read from its provider first (a
 * payment that did go through is credited instead), then cancelled at Stripe and here.
 * Answers how many orders it moved.
 */
export async function sweepExpiredOrders(deps: PaymentDeps): Promise<number> {
  const due = await deps.db
    .select()
    .from(orders)
    .where(and(eq(orders.status, 'pending'), lt(orders.expiresAt, deps.clock())))
    .orderBy(asc(orders.expiresAt))
    .limit(BATCH);
  let moved = 0;
  for (const order of due) {
    try {
      let outcome = await providerOutcome(deps, order);
      if (outcome.kind === 'pending') {
        if (order.methodType === 'card' && order.providerRef && deps.stripe) {
          try {
            await deps.stripe.paymentIntents.cancel(order.providerRef, {}, { idempotencyKey: `order:${order.id}:cancel` });
          } catch (error) {
            // Stripe refuses to cancel a payment that is processing or already done: ask again next round.
            if (error instanceof Stripe.errors.StripeInvalidRequestError) continue;
            throw error;
          }
        }
        outcome = { kind: 'cancelled', message: 'The order expired before it was paid.' };
      }
      const after = await applyOutcome(deps, order, outcome, 'sweep');
      if (after.status !== order.status) moved += 1;
    } catch {
      // One provider outage must not stop the sweep; the order is retried next round.
    }
  }
  return moved;
}

/** One key for the sweep: the API instance that takes it sweeps this round, the others skip it. */
export const SWEEP_LOCK_KEY = 0x5354_4c32;

/** Runs the sweep every `sweepIntervalSeconds` until the app closes, one instance per round. */
export function startSweep(deps: PaymentDeps, database: Pick<DatabaseHandle, 'exclusively'>): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    void database
      .exclusively(SWEEP_LOCK_KEY, () => sweepExpiredOrders(deps))
      .catch(() => undefined)
      .finally(() => {
        running = false;
      });
  }, deps.config.payments.sweepIntervalSeconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
