import { ChannelErrorCode, normalizeSlug, slugProblem } from '@/contracts/channel';
import { GIFT_MESSAGE_MAX, GiftErrorCode, type GiftConfig, type SendGiftRequest, type SentGift } from '@/contracts/gifts';
import { and, eq, sql, type Placeholder } from 'drizzle-orm';
import { createHash, randomUUID } from 'node:crypto';
import type { Config } from '../../config';
import type { Db } from '../../db/open';
import { channels, gifts, ledgerAccounts, users, type GiftRow } from '../../db/schema';
import { ApiError, validationError } from '../../http/errors';
import { idempotentCreate } from '../money/idempotent-create';
import { type MoneyCaller } from '../money/limits';
import { createWithTransfer } from '../money/create-with-transfer';
import type { MoneyLimitsConfig } from '../money/limits-config';
import { publicGiftView } from './view';

export type GiftSettings = Config['gifts'];

const PRESETS = [10, 50, 100, 500, 1000];

export function giftConfigOf(settings: GiftSettings): GiftConfig {
  const presets = PRESETS.filter((stars) => stars >= settings.minStars && stars <= settings.maxStars);
  return {
    tvs_per_star: settings.tvsPerStar,
    fee_bps: settings.feeBps,
    min_stars: settings.minStars,
    max_stars: settings.maxStars,
    message_max: GIFT_MESSAGE_MAX,
    presets: presets.length > 0 ? presets : [settings.minStars],
  };
}

/** The value, the fee (rounded down: the creator keeps the odd minor unit) and what the creator gets. */
export function splitGift(stars: number, settings: Pick<GiftSettings, 'tvsPerStar' | 'feeBps'>) {
  const gross = stars * settings.tvsPerStar;
  // Exact past 2^53: a large gift times the basis points would lose precision as a float.
  const fee = Number((BigInt(gross) * BigInt(settings.feeBps)) / 10_000n);
  return { gross, fee, net: gross - fee };
}

const channelBySlug = (slug: string | Placeholder) => eq(sql`lower(${channels.slug})`, slug);
const channelNotFound = () => new ApiError(404, ChannelErrorCode.CHANNEL_NOT_FOUND, 'No channel has this address.');

export async function findChannel(db: Db, input: string) {
  const slug = normalizeSlug(input);
  const [row] =
    slugProblem(slug) === 'INVALID'
      ? []
      : await db.select({ id: channels.id, userId: channels.userId, slug: channels.slug }).from(channels).where(channelBySlug(slug));
  if (!row) throw channelNotFound();
  return row;
}

/**
 * The channel and the sender's gift of this Idempotency-Key, if any: one query for both, a prepared
 * statement planned once per connection (issue 24's load bench: built by drizzle on every gift, with
 * the gift's every column, it was a sixth of the API's time on a gift).
 */
export function prepareFindChannelAndGift(db: Db) {
  const query = db
    .select({ channel: { id: channels.id, userId: channels.userId, slug: channels.slug }, gift: gifts })
    .from(channels)
    .leftJoin(gifts, and(eq(gifts.senderId, sql.placeholder('senderId')), eq(gifts.idempotencyKey, sql.placeholder('key'))))
    .where(channelBySlug(sql.placeholder('slug')))
    .prepare('gifts_channel_and_gift');
  return async (input: string, senderId: string, key: string) => {
    const slug = normalizeSlug(input);
    const [row] = slugProblem(slug) === 'INVALID' ? [] : await query.execute({ slug, senderId, key });
    if (!row) throw channelNotFound();
    return { channel: row.channel, existing: row.gift ?? undefined };
  };
}

function hashRequest(channelId: string, body: SendGiftRequest): string {
  const canonical = JSON.stringify([channelId, body.stars, body.message ?? '', body.anonymous]);
  return createHash('sha256').update(canonical).digest('hex');
}

type Sender = { displayName: string | null; avatarUrl: string | null; starBalance: number };

/** The gift as its sender sees it, with the sender's star balance after it. */
function sentView(row: GiftRow, sender: Sender | undefined): SentGift {
  return {
    ...publicGiftView({ ...row, senderName: sender?.displayName ?? null, senderAvatar: sender?.avatarUrl ?? null, membershipTier: null }),
    channel_slug: row.channelSlug,
    anonymous: row.anonymous,
    star_balance: sender?.starBalance ?? 0,
  };
}

/** A stored gift's view: the sender's name and star balance read in one query. */
async function storedView(db: Db, row: GiftRow): Promise<SentGift> {
  const starWallet = db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.owner, row.senderId), eq(ledgerAccounts.code, 'wallet'), eq(ledgerAccounts.currency, 'STAR')));
  const [sender] = await db
    .select({
      displayName: users.displayName,
      avatarUrl: users.avatarUrl,
      starBalance: sql<number>`coalesce((${starWallet}), 0)`.mapWith(Number),
    })
    .from(users)
    .where(eq(users.id, row.senderId));
  return sentView(row, sender);
}

async function findByKey(db: Db, senderId: string, key: string): Promise<GiftRow | undefined> {
  const [row] = await db
    .select()
    .from(gifts)
    .where(and(eq(gifts.senderId, senderId), eq(gifts.idempotencyKey, key)));
  return row;
}

/** What sending a gift needs: the database and its channel lookup, the gift and limit settings, and now. */
export interface GiftDeps {
  db: Db;
  findChannelAndGift: ReturnType<typeof prepareFindChannelAndGift>;
  settings: GiftSettings;
  limits: MoneyLimitsConfig;
  clock: () => Date;
}

/**
 * One transaction: the ledger transfer (its idempotency key is the sender's key, so of two
 * requests racing with one key only one posts) and the gift row. 402 INSUFFICIENT_BALANCE rolls
 * both back. The same key and body again answer the first gift; another body is 409.
 */
export async function sendGift(deps: GiftDeps, sender: MoneyCaller, slug: string, key: string, body: SendGiftRequest) {
  const { db, settings } = deps;
  const senderId = sender.userId;
  const now = deps.clock();
  if (body.stars < settings.minStars || body.stars > settings.maxStars) {
    throw validationError('body.stars', `Send between ${settings.minStars} and ${settings.maxStars} stars.`);
  }
  const { channel, existing } = await deps.findChannelAndGift(slug, senderId, key);
  if (channel.userId === senderId) {
    throw new ApiError(400, GiftErrorCode.OWN_CHANNEL, 'You cannot send stars to your own channel.');
  }
  const request = { ...body, message: body.message || undefined };
  const requestHash = hashRequest(channel.id, request);
  const { gross, fee, net } = splitGift(body.stars, settings);

  // One round trip (money/create-with-transfer.ts): the attempt's rate-limit hit, the transfer (its
  // idempotency key is the sender's key, so of two requests racing with one key only one posts)
  // and the gift row; 402 INSUFFICIENT_BALANCE writes neither. Undefined when the key was used.
  const create = async () => {
    const transferId = randomUUID();
    const outcome = await createWithTransfer(db, {
      now,
      limit: { limits: deps.limits, action: 'gifts', caller: sender },
      before: [],
      transfer: {
        id: transferId,
        idempotencyKey: `gift:${senderId}:${key}`,
        kind: 'gift',
        memo: `gift to ${channel.slug}`,
        unrestricted: senderId,
        legs: [
          { account: { userId: senderId }, currency: 'STAR', amount: -body.stars },
          { account: { platform: 'gifts' }, currency: 'STAR', amount: body.stars },
          { account: { platform: 'gifts' }, currency: 'TVS', amount: -gross },
          // Pending until the hold period ends: a refund of the stars' purchase can still take it back.
          { account: { userId: channel.userId, code: 'pending' }, currency: 'TVS', amount: net },
          { account: { platform: 'revenue' }, currency: 'TVS', amount: fee },
        ],
      },
      after: [
        {
          table: gifts,
          values: {
            senderId,
            creatorId: channel.userId,
            channelId: channel.id,
            channelSlug: channel.slug,
            idempotencyKey: key,
            requestHash,
            stars: body.stars,
            tvsPerStar: settings.tvsPerStar,
            feeBps: settings.feeBps,
            grossTvs: gross,
            feeTvs: fee,
            netTvs: net,
            message: request.message ?? null,
            anonymous: body.anonymous,
            transferId,
            releasesAt: new Date(now.getTime() + settings.earningsHoldSeconds * 1000),
          },
        },
      ],
    });
    if (outcome.status !== 'created') return undefined;
    const row = outcome.rows[0] as GiftRow;
    const debtor = outcome.debtor;
    return { row, sender: debtor && { ...debtor, starBalance: debtor.wallets.STAR ?? 0 } };
  };
  if (!existing) {
    const created = await create();
    if (created) return sentView(created.row, created.sender ?? undefined);
  }

  return idempotentCreate<GiftRow, SentGift>({
    requestHash,
    lookedUp: existing,
    find: () => findByKey(db, senderId, key),
    create: async () => (await create())?.row,
    complete: (row) => storedView(db, row),
    replay: (row) => storedView(db, row),
  });
}
