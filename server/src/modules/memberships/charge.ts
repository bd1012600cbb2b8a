import { createHash } from 'node:crypto';
import { gifts, membershipCharges, type MembershipChargeRow, type MembershipRow, type MembershipTierRow } from '../../db/schema';
import { splitGift } from '../gifts/service';
import { postTransfer, type Tx } from '../wallet/ledger';
import { periodOf } from './periods';
import type { MembershipDeps } from './settings';

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export interface ChargeInput {
  membership: Pick<MembershipRow, 'id' | 'fanId' | 'creatorId' | 'channelId' | 'channelSlug' | 'anchorAt' | 'anchorPeriod'>;
  tier: Pick<MembershipTierRow, 'id' | 'name'>;
  period: number;
  stars: number;
  now: Date;
  /** The fan's Idempotency-Key for a join or resume; none for a renewal. */
  key?: { idempotencyKey: string; requestHash: string };
}

/**
 * Pays one period inside the caller's transaction, exactly as a gift pays: STAR from the fan,
 * the value minus the fee into the creator's pending earnings for the hold period, with a gift
 * row so the payment is in their earnings. The ledger key and the unique (membership, period)
 * both name the period: a second attempt at the same period posts nothing and answers undefined.
 * 402 INSUFFICIENT_BALANCE throws and the caller's transaction rolls back.
 */
export async function chargePeriod(
  tx: Tx,
  deps: Pick<MembershipDeps, 'gifts'>,
  input: ChargeInput,
): Promise<MembershipChargeRow | undefined> {
  const { membership, tier, period, stars, now } = input;
  const settings = deps.gifts;
  const periodKey = `membership:${membership.id}:${period}`;
  const { gross, fee, net } = splitGift(stars, settings);
  const { transferId, created } = await postTransfer(tx, {
    idempotencyKey: periodKey,
    kind: 'gift',
    memo: `membership of ${membership.channelSlug}, ${tier.name}, period ${period}`,
    legs: [
      { account: { userId: membership.fanId }, currency: 'STAR', amount: -stars },
      { account: { platform: 'gifts' }, currency: 'STAR', amount: stars },
      { account: { platform: 'gifts' }, currency: 'TVS', amount: -gross },
      { account: { userId: membership.creatorId, code: 'pending' }, currency: 'TVS', amount: net },
      { account: { platform: 'revenue' }, currency: 'TVS', amount: fee },
    ],
  });
  if (!created) return undefined;
  const [gift] = await tx
    .insert(gifts)
    .values({
      senderId: membership.fanId,
      creatorId: membership.creatorId,
      channelId: membership.channelId,
      channelSlug: membership.channelSlug,
      idempotencyKey: periodKey,
      requestHash: sha256(periodKey),
      stars,
      tvsPerStar: settings.tvsPerStar,
      feeBps: settings.feeBps,
      grossTvs: gross,
      feeTvs: fee,
      netTvs: net,
      transferId,
      releasesAt: new Date(now.getTime() + settings.earningsHoldDays * 86_400_000),
    })
    .returning({ id: gifts.id });
  const { start, end } = periodOf(membership, period);
  const [row] = await tx
    .insert(membershipCharges)
    .values({
      membershipId: membership.id,
      period,
      fanId: membership.fanId,
      idempotencyKey: input.key?.idempotencyKey ?? null,
      requestHash: input.key?.requestHash ?? sha256(periodKey),
      tierId: tier.id,
      tierName: tier.name,
      stars,
      periodStart: start,
      periodEnd: end,
      giftId: gift!.id,
      transferId,
    })
    .returning();
  return row;
}
