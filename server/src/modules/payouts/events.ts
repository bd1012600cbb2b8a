import { PaymentErrorCode } from '@/contracts/payments';
import { ErrorCode } from '@/contracts/envelope';
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { payouts, processedEvents, type PayoutRow } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { rememberAccount } from './accounts';
import { requireConnect, type PayoutDeps } from './deps';
import { markPaid, reclaimTransfer, returnPayout } from './settle';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Our payout named by a Stripe object's metadata, provided it belongs to the account the event is about. */
async function payoutNamed(deps: PayoutDeps, metadata: Stripe.Metadata | null | undefined, account: string | undefined) {
  const id = metadata?.payout_id;
  if (!id || !UUID.test(id)) return undefined;
  const [row] = await deps.db.select().from(payouts).where(eq(payouts.id, id));
  return row && row.stripeAccountId === account ? row : undefined;
}

async function handle(deps: PayoutDeps, event: Stripe.Event): Promise<void> {
  switch (event.type) {
    case 'account.updated':
      await rememberAccount(deps, event.data.object);
      return;
    case 'transfer.created': {
      const transfer = event.data.object;
      const row = await payoutNamed(deps, transfer.metadata, String(transfer.destination));
      // The transfer's own answer may have been lost; the event records it.
      if (!row || row.transferId) return;
      const [recorded] = await deps.db.update(payouts).set({ transferId: transfer.id }).where(eq(payouts.id, row.id)).returning();
      // A payout already given up (its TVS returned) takes the late transfer back.
      if (recorded) await reclaimTransfer(deps, recorded);
      return;
    }
    case 'transfer.reversed': {
      const transfer = event.data.object;
      const row = await payoutNamed(deps, transfer.metadata, String(transfer.destination));
      // A partial reversal leaves the payout standing; a full one undoes it.
      if (row && transfer.reversed) await returnPayout(deps, row.id, 'reversed', 'The transfer to your payout account was reversed.');
      return;
    }
    case 'payout.paid': {
      const row = await payoutNamed(deps, event.data.object.metadata, event.account);
      if (row) await markPaid(deps, row.id);
      return;
    }
    case 'payout.failed': {
      const payout = event.data.object;
      const row = await payoutNamed(deps, payout.metadata, event.account);
      if (!row) return;
      const failed = (await returnPayout(deps, row.id, 'failed', payout.failure_message ?? 'The bank refused the payout.')) ?? row;
      await reclaimTransfer(deps, (await currentRow(deps, failed.id)) ?? failed);
      return;
    }
    default:
      return;
  }
}

async function currentRow(deps: PayoutDeps, id: string): Promise<PayoutRow | undefined> {
  const [row] = await deps.db.select().from(payouts).where(eq(payouts.id, id));
  return row;
}

/**
 * Connect events of the creators' accounts, verified with the Connect endpoint's own secret.
 * Each event is handled once; money moves only through the payout's row lock and its ledger
 * keys, so concurrent redeliveries of one event move it once.
 */
export async function handleConnectWebhook(deps: PayoutDeps, rawBody: Buffer | undefined, signature: string): Promise<void> {
  const stripe = requireConnect(deps);
  const secret = deps.config.payouts.connectWebhookSecret;
  if (!secret) throw new ApiError(503, ErrorCode.SERVICE_UNAVAILABLE, 'The Stripe Connect webhook secret is not configured.');
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(rawBody ?? Buffer.alloc(0), signature, secret);
  } catch {
    throw new ApiError(400, PaymentErrorCode.PROVIDER_SIGNATURE_INVALID, 'The Stripe-Signature header does not verify.');
  }
  const [seen] = await deps.db.select({ id: processedEvents.id }).from(processedEvents).where(eq(processedEvents.id, event.id));
  if (seen) return;
  await handle(deps, event);
  // Recorded after handling: a crash in between means a redelivery handles it again, harmlessly.
  await deps.db.insert(processedEvents).values({ id: event.id, type: event.type }).onConflictDoNothing();
}
