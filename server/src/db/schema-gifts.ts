import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './schema-users';
import { ledgerTransfers } from './schema-wallet';

const moment = (name: string) => timestamp(name, { withTimezone: true });
const minor = (name: string) => bigint(name, { mode: 'number' });

/**
 * Stars a fan sent to a channel. The rate and the fee in force are copied here, so a later change
 * of configuration never rewrites what a creator was paid; the ledger transfer moved the money.
 */
export const gifts = pgTable(
  'gifts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The channel's owner when the gift was made: the TVS went to this user. */
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    channelId: uuid('channel_id').notNull(),
    channelSlug: text('channel_slug').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    stars: integer('stars').notNull(),
    tvsPerStar: integer('tvs_per_star').notNull(),
    feeBps: integer('fee_bps').notNull(),
    grossTvs: minor('gross_tvs').notNull(),
    feeTvs: minor('fee_tvs').notNull(),
    netTvs: minor('net_tvs').notNull(),
    message: text('message'),
    anonymous: boolean('anonymous').notNull().default(false),
    transferId: uuid('transfer_id')
      .notNull()
      .references(() => ledgerTransfers.id),
    /** The creator's `net` waits in their pending account until then (the hold period). */
    releasesAt: moment('releases_at').notNull(),
    /** When what was left of `net` moved to the creator's TVS wallet; null while pending. */
    releasedAt: moment('released_at'),
    /** Stars taken back because the order that paid for them was refunded or disputed. */
    reversedStars: integer('reversed_stars').notNull().default(0),
    /** The part of `net` those stars were worth, taken back from the creator's pending account. */
    reversedNetTvs: minor('reversed_net_tvs').notNull().default(0),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('gifts_sender_idempotency_key').on(table.senderId, table.idempotencyKey),
    index('gifts_channel_created').on(table.channelId, table.createdAt),
    index('gifts_creator_created').on(table.creatorId, table.createdAt),
    index('gifts_sender_created').on(table.senderId, table.createdAt),
    index('gifts_creator_pending')
      .on(table.creatorId, table.releasesAt)
      .where(sql`${table.releasedAt} is null`),
    check('gifts_amounts', sql`${table.stars} > 0 and ${table.grossTvs} = ${table.stars}::bigint * ${table.tvsPerStar}`),
    check('gifts_fee_split', sql`${table.feeTvs} >= 0 and ${table.netTvs} >= 0 and ${table.feeTvs} + ${table.netTvs} = ${table.grossTvs}`),
    check('gifts_fee_bps', sql`${table.feeBps} between 0 and 10000`),
    check(
      'gifts_reversed',
      sql`${table.reversedStars} between 0 and ${table.stars} and ${table.reversedNetTvs} between 0 and ${table.netTvs}`,
    ),
  ],
);

export type GiftRow = typeof gifts.$inferSelect;
