import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import type { Db } from '../../db/open';
import { gifts, ledgerTransfers } from '../../db/schema';
import { splitGift } from '../gifts/service';
import { postTransfer, type Queryable, type Tx } from './ledger';

const RELEASE_BATCH = 500;

const unreleased = (creatorId: string) => and(eq(gifts.creatorId, creatorId), isNull(gifts.releasedAt));
const remainingNet = sql<number>`${gifts.netTvs} - ${gifts.reversedNetTvs}`.mapWith(Number);

/**
 * Moves the earnings of every gift whose hold period has passed from the creator's pending
 * account to their TVS wallet. Called lazily where a creator's TVS is read or spent (balance,
 * earnings, TVS checkout), so no background job has to run on time; the rows' lock makes two
 * concurrent calls release each gift once.
 */
export async function releaseMatured(db: Db, creatorId: string, now: Date): Promise<number> {
  let released = 0;
  for (;;) {
    // Cheap when nothing is due (most reads): one probe of a partial index.
    const [due] = await db
      .select({ id: gifts.id })
      .from(gifts)
      .where(and(unreleased(creatorId), lte(gifts.releasesAt, now)))
      .limit(1);
    if (!due) return released;
    released += await db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: gifts.id, net: remainingNet })
        .from(gifts)
        .where(and(unreleased(creatorId), lte(gifts.releasesAt, now)))
        .orderBy(asc(gifts.id))
        .limit(RELEASE_BATCH)
        .for('update');
      if (rows.length === 0) return 0;
      const ids = rows.map((row) => row.id);
      await tx.update(gifts).set({ releasedAt: now }).where(inArray(gifts.id, ids));
      const amount = rows.reduce((sum, row) => sum + row.net, 0);
      if (amount > 0) {
        await postTransfer(tx, {
          idempotencyKey: `release:${createHash('sha256').update(ids.join(',')).digest('hex')}`,
          kind: 'release',
          memo: `earnings of ${ids.length} gift(s)`,
          legs: [
            { account: { userId: creatorId, code: 'pending' }, currency: 'TVS', amount: -amount },
            { account: { userId: creatorId }, currency: 'TVS', amount },
          ],
        });
      }
      return amount;
    });
  }
}

/** A creator's pending earnings by UTC day of release, soonest first (amounts in TVS minor units). */
export async function pendingEarnings(db: Queryable, creatorId: string): Promise<{ date: string; amount: number }[]> {
  const day = sql<string>`to_char(${gifts.releasesAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ date: day, amount: sql<number>`sum(${gifts.netTvs} - ${gifts.reversedNetTvs})::bigint`.mapWith(Number) })
    .from(gifts)
    .where(unreleased(creatorId))
    .groupBy(day)
    .orderBy(day);
  return rows.filter((row) => row.amount > 0);
}

export interface Clawback {
  buyerId: string;
  /** The refunded or disputed order: its gifts are those sent after its purchase was credited. */
  orderId: string;
  /** Stars to recover, beyond what the buyer's wallet still holds. */
  stars: number;
  now: Date;
  /** Prefix of the transfers' idempotency keys (one per gift reversed). */
  key: string;
}

/**
 * Reverses gifts paid for with a refunded or disputed order's stars, back into the buyer's STAR
 * wallet, so the refund can take them; answers how many stars came back and the gifts reversed.
 *
 * Attribution: STAR is fungible and only gifts spend it, so no gift records the order that paid
 * for it. The stars an order's refund cannot find in the wallet are taken to be spent on the
 * buyer's gifts sent after that order was credited (by the ledger's own clock), newest first: the
 * spending closest to the refund, whose creators have waited least. A gift is reversed only
 * while its creator's earnings are still pending (the hold period exists for this); part of a
 * gift when fewer stars remain to recover. Each reversal gives back its share of the value, the
 * fee and the creator's net exactly as `splitGift` would compute the reversed stars, so a gift
 * reversed piece by piece sums to the whole.
 */
export async function clawBackGifts(tx: Tx, input: Clawback): Promise<{ stars: number; giftIds: string[] }> {
  const none = { stars: 0, giftIds: [] };
  if (input.stars <= 0) return none;
  const [credited] = await tx
    .select({ at: ledgerTransfers.createdAt })
    .from(ledgerTransfers)
    .where(eq(ledgerTransfers.idempotencyKey, `order:${input.orderId}:credit`));
  if (!credited) return none;
  const candidates = await tx
    .select()
    .from(gifts)
    .where(
      and(
        eq(gifts.senderId, input.buyerId),
        gte(gifts.createdAt, credited.at),
        isNull(gifts.releasedAt),
        gt(gifts.releasesAt, input.now),
        lt(gifts.reversedStars, gifts.stars),
      ),
    )
    .orderBy(desc(gifts.createdAt), desc(gifts.id))
    .for('update');
  let recovered = 0;
  const giftIds: string[] = [];
  for (const gift of candidates) {
    const stars = Math.min(gift.stars - gift.reversedStars, input.stars - recovered);
    if (stars <= 0) break;
    const rates = { tvsPerStar: gift.tvsPerStar, feeBps: gift.feeBps };
    const before = splitGift(gift.reversedStars, rates);
    const after = splitGift(gift.reversedStars + stars, rates);
    const [gross, fee, net] = [after.gross - before.gross, after.fee - before.fee, after.net - before.net];
    await postTransfer(tx, {
      idempotencyKey: `${input.key}:gift:${gift.id}`,
      kind: 'clawback',
      orderId: input.orderId,
      memo: `gift ${gift.id} reversed`,
      legs: [
        { account: { userId: gift.creatorId, code: 'pending' }, currency: 'TVS', amount: -net },
        { account: { platform: 'revenue' }, currency: 'TVS', amount: -fee },
        { account: { platform: 'gifts' }, currency: 'TVS', amount: gross },
        { account: { platform: 'gifts' }, currency: 'STAR', amount: -stars },
        { account: { userId: input.buyerId }, currency: 'STAR', amount: stars },
      ],
    });
    await tx
      .update(gifts)
      .set({ reversedStars: gift.reversedStars + stars, reversedNetTvs: gift.reversedNetTvs + net })
      .where(eq(gifts.id, gift.id));
    recovered += stars;
    giftIds.push(gift.id);
  }
  return { stars: recovered, giftIds };
}
