import { PaymentErrorCode } from '@/contracts/payments';
import { PayoutErrorCode, type RequestPayoutRequest } from '@/contracts/payouts';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { payouts, type PayoutRow } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { limitMoney, type MoneyCaller } from '../money/limits';
import { releaseMatured } from '../wallet/earnings';
import { postTransfer } from '../wallet/ledger';
import { freshAccount } from './accounts';
import { isDefinitiveRefusal, requireConnect, type PayoutDeps } from './deps';
import { assertAboveMinimum, assertMayBePaidOut, notReady } from './eligibility';
import { usdCentsOf } from './money';
import { reclaimTransfer, returnPayout } from './settle';
import { payoutView } from './view';

const hashRequest = (body: RequestPayoutRequest) =>
  createHash('sha256')
    .update(JSON.stringify([body.amount]))
    .digest('hex');

async function findByKey(deps: PayoutDeps, userId: string, key: string): Promise<PayoutRow | undefined> {
  const [row] = await deps.db
    .select()
    .from(payouts)
    .where(and(eq(payouts.userId, userId), eq(payouts.idempotencyKey, key)));
  return row;
}

export async function payoutOf(deps: PayoutDeps, userId: string, id: string): Promise<PayoutRow> {
  const [row] = await deps.db
    .select()
    .from(payouts)
    .where(and(eq(payouts.id, id), eq(payouts.userId, userId)));
  if (!row) throw new ApiError(404, PayoutErrorCode.NOT_FOUND, 'No payout of yours has this id.');
  return row;
}

/**
 * Sends a pending payout to Stripe, outside any transaction: the transfer to the connected
 * account, then the connected account's payout to the bank, both keyed by the payout's id so a
 * retry never sends twice. A refusal by Stripe returns the TVS; a network failure leaves the
 * payout pending for the same request, or the retry round (retry.ts), to resume.
 */
export async function sendPayout(deps: PayoutDeps, row: PayoutRow): Promise<PayoutRow> {
  if (row.status === 'failed' && row.transferId && !row.reversalId) {
    // An earlier attempt could not take the transfer back: a replay tries again.
    await reclaimTransfer(deps, row).catch(() => undefined);
    return payoutOf(deps, row.userId, row.id);
  }
  if (row.status !== 'pending') return row;
  const stripe = requireConnect(deps);
  let transferId = row.transferId;
  try {
    if (!transferId) {
      const transfer = await stripe.transfers.create(
        {
          amount: row.usdCents,
          currency: 'usd',
          destination: row.stripeAccountId,
          transfer_group: `payout_${row.id}`,
          description: 'Starlit creator payout',
          metadata: { payout_id: row.id, user_id: row.userId },
        },
        { idempotencyKey: `payout-transfer-${row.id}` },
      );
      transferId = transfer.id;
      await deps.db
        .update(payouts)
        .set({ transferId, updatedAt: deps.clock() })
        .where(and(eq(payouts.id, row.id), isNull(payouts.transferId)));
    }
    const payout = await stripe.payouts.create(
      { amount: row.usdCents, currency: 'usd', metadata: { payout_id: row.id } },
      { stripeAccount: row.stripeAccountId, idempotencyKey: `payout-${row.id}` },
    );
    await deps.db
      .update(payouts)
      .set({ status: 'in_transit', stripePayoutId: payout.id, updatedAt: deps.clock() })
      .where(and(eq(payouts.id, row.id), eq(payouts.status, 'pending')));
  } catch (error) {
    if (!isDefinitiveRefusal(error)) return payoutOf(deps, row.userId, row.id);
    const failed = await returnPayout(deps, row.id, 'failed', error.message);
    // The TVS are back with the creator whatever happens here; a replay retries the reversal.
    if (failed) await reclaimTransfer(deps, failed).catch(() => undefined);
  }
  return payoutOf(deps, row.userId, row.id);
}

function replay(deps: PayoutDeps, row: PayoutRow, requestHash: string) {
  if (row.requestHash !== requestHash) {
    throw new ApiError(409, PaymentErrorCode.IDEMPOTENCY_CONFLICT, 'This Idempotency-Key was already used with another request.');
  }
  return sendPayout(deps, row);
}

/**
 * One transaction: the payout row and the ledger transfer of its TVS from the wallet to
 * `payouts_in_flight` (402 INSUFFICIENT_BALANCE rolls both back; the row's unique key makes two
 * requests with one key one payout). Stripe is called after it commits. A replay of a key is not
 * counted against the caller's limit; every new request is, refused or not.
 */
export async function requestPayout(deps: PayoutDeps, caller: MoneyCaller, key: string, body: RequestPayoutRequest) {
  const { userId } = caller;
  const requestHash = hashRequest(body);
  const existing = await findByKey(deps, userId, key);
  if (existing) return payoutView(await replay(deps, existing, requestHash));
  await limitMoney(deps.db, deps.config.moneyLimits, 'payouts', caller, deps.clock());

  const { usdCentsPerTvs, minimumUsdCents } = deps.config.payouts;
  const usdCents = usdCentsOf(body.amount, usdCentsPerTvs);
  assertAboveMinimum(usdCents, minimumUsdCents, `${(minimumUsdCents / 100).toFixed(2)} USD`);
  const account = await freshAccount(deps, userId);
  if (!account) throw notReady('Set up payouts first.');
  // Earnings past their hold are paid out with the rest, whether or not a balance read released them.
  await releaseMatured(deps.db, userId, deps.clock());
  if (!account.payoutsEnabled) throw notReady('Stripe does not allow payouts to your account yet.');

  const created = await deps.db.transaction(async (tx) => {
    await assertMayBePaidOut(tx, deps.restrictions, userId);
    const [row] = await tx
      .insert(payouts)
      .values({
        userId,
        idempotencyKey: key,
        requestHash,
        stripeAccountId: account.stripeAccountId,
        amountTvs: body.amount,
        usdCents,
        usdCentsPerTvs,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) return undefined;
    await postTransfer(tx, {
      idempotencyKey: `payout:${row.id}`,
      kind: 'payout',
      memo: 'payout requested',
      legs: [
        { account: { userId }, currency: 'TVS', amount: -body.amount },
        { account: { platform: 'payouts_in_flight' }, currency: 'TVS', amount: body.amount },
      ],
    });
    return row;
  });
  if (!created) return payoutView(await replay(deps, (await findByKey(deps, userId, key))!, requestHash));
  return payoutView(await sendPayout(deps, created));
}

export async function listPayouts(deps: PayoutDeps, userId: string, page: number, pageSize: number) {
  const mine = eq(payouts.userId, userId);
  const [rows, [count]] = await Promise.all([
    deps.db
      .select()
      .from(payouts)
      .where(mine)
      .orderBy(desc(payouts.createdAt), desc(payouts.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    deps.db
      .select({ total: sql<number>`count(*)::int` })
      .from(payouts)
      .where(mine),
  ]);
  return { data: rows.map(payoutView), meta: { page, page_size: pageSize, total: count?.total ?? 0 } };
}
