import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import type { Db } from '../../db/open';
import { sandboxDeliveries } from '../../db/schema';

const MAX_BATCH = 50;
const MAX_BACKOFF_SECONDS = 60;

export interface DeliveryOptions {
  /** The Stripe webhook secret rows marked `signWith: 'stripe'` are signed with at send time. */
  stripeWebhookSecret?: string;
  /** The Connect endpoint's secret, for rows marked `signWith: 'stripe-connect'` (connected accounts' events). */
  stripeConnectWebhookSecret?: string;
  clock: () => Date;
}

/**
 * Sends the stand-ins' due webhooks and notifications to our API, in shuffled order (Stripe
 * promises no order), signing Stripe's at send time as Stripe does. A non-2xx answer or an error
 * is retried with exponential backoff, until delivered. Answers how many were delivered.
 */
export async function deliverDue(db: Db, app: FastifyInstance, options: DeliveryOptions): Promise<number> {
  const now = options.clock();
  const due = await db
    .select()
    .from(sandboxDeliveries)
    .where(and(isNull(sandboxDeliveries.deliveredAt), lte(sandboxDeliveries.nextAttemptAt, now)))
    .orderBy(asc(sandboxDeliveries.id))
    .limit(MAX_BATCH);
  const shuffled = due.map((row) => ({ row, order: Math.random() })).sort((a, b) => a.order - b.order);
  let delivered = 0;
  for (const { row } of shuffled) {
    const headers: Record<string, string> = { 'content-type': row.contentType };
    const secret =
      row.signWith === 'stripe'
        ? options.stripeWebhookSecret
        : row.signWith === 'stripe-connect'
          ? options.stripeConnectWebhookSecret
          : undefined;
    if (secret) headers['stripe-signature'] = Stripe.webhooks.generateTestHeaderString({ payload: row.body, secret });
    let ok = false;
    try {
      const response = await app.inject({ method: 'POST', url: row.url, headers, payload: row.body });
      ok = response.statusCode >= 200 && response.statusCode < 300;
    } catch {
      ok = false;
    }
    if (ok) {
      delivered += 1;
      await db
        .update(sandboxDeliveries)
        .set({ deliveredAt: now, attempts: row.attempts + 1 })
        .where(eq(sandboxDeliveries.id, row.id));
    } else {
      const backoff = Math.min(2 ** row.attempts, MAX_BACKOFF_SECONDS);
      await db
        .update(sandboxDeliveries)
        .set({ attempts: sql`${sandboxDeliveries.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + backoff * 1000) })
        .where(eq(sandboxDeliveries.id, row.id));
    }
  }
  return delivered;
}
