import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { gifts } from './schema-gifts';
import { users } from './schema-users';
import { ledgerTransfers } from './schema-wallet';

const moment = (name: string) => timestamp(name, { withTimezone: true });

/** A monthly tier of a channel. Retired tiers stay, for the members still on them. */
export const membershipTiers = pgTable(
  'membership_tiers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channelId: uuid('channel_id').notNull(),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    priceStars: integer('price_stars').notNull(),
    perks: text('perks').notNull().default(''),
    open: boolean('open').notNull().default(true),
    retiredAt: moment('retired_at'),
    createdAt: moment('created_at').notNull().defaultNow(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (table) => [index('membership_tiers_channel').on(table.channelId), check('membership_tiers_price', sql`${table.priceStars} > 0`)],
);

/**
 * A fan's membership of a channel. Period `anchor_period` + k runs from `anchor_at` + k months to
 * `anchor_at` + k + 1 months, each end clamped at its month's last day (a resume after a lapse
 * anchors anew, the numbers go on); `period` is the one paid last. At most
 * one live (not lapsed) membership per fan and channel: the partial unique index is what makes
 * concurrent joins yield one.
 */
export const memberships = pgTable(
  'memberships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fanId: uuid('fan_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    channelId: uuid('channel_id').notNull(),
    channelSlug: text('channel_slug').notNull(),
    tierId: uuid('tier_id')
      .notNull()
      .references(() => membershipTiers.id),
    /** The tier the next renewal moves to (a switch); null without one. */
    nextTierId: uuid('next_tier_id').references(() => membershipTiers.id),
    /** That tier's price when the member chose it: a later raise waits for its notice like any other. */
    nextPriceStars: integer('next_price_stars'),
    /** What the current period cost. */
    priceStars: integer('price_stars').notNull(),
    /** A changed tier price the member was told of, charged from the next renewal. */
    noticePriceStars: integer('notice_price_stars'),
    noticedAt: moment('noticed_at'),
    /** `active`, `canceled`, `grace` or `lapsed` (contracts/memberships.ts). */
    state: text('state').notNull(),
    lapseReason: text('lapse_reason'),
    anchorAt: moment('anchor_at').notNull(),
    anchorPeriod: integer('anchor_period').notNull().default(1),
    period: integer('period').notNull(),
    periodStart: moment('period_start').notNull(),
    periodEnd: moment('period_end').notNull(),
    graceUntil: moment('grace_until'),
    /** In grace: the next daily retry. */
    retryAt: moment('retry_at'),
    canceledAt: moment('canceled_at'),
    lapsedAt: moment('lapsed_at'),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('memberships_live_fan_channel')
      .on(table.fanId, table.channelId)
      .where(sql`${table.state} <> 'lapsed'`),
    index('memberships_channel_created').on(table.channelId, table.createdAt),
    index('memberships_fan_created').on(table.fanId, table.createdAt),
    index('memberships_due')
      .on(table.periodEnd)
      .where(sql`${table.state} <> 'lapsed'`),
    check('memberships_state', sql`${table.state} in ('active', 'canceled', 'grace', 'lapsed')`),
    check('memberships_period', sql`${table.period} >= 1 and ${table.priceStars} > 0 and ${table.periodEnd} > ${table.periodStart}`),
  ],
);

/**
 * One paid period of a membership: the unique (membership, period) is what keeps a renewal from
 * being charged twice by any retry, process or restart. `idempotency_key` is the fan's key for a
 * join or resume (null for renewals); the gift row carries the payment into the creator's earnings.
 */
export const membershipCharges = pgTable(
  'membership_charges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    membershipId: uuid('membership_id')
      .notNull()
      .references(() => memberships.id),
    period: integer('period').notNull(),
    fanId: uuid('fan_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash').notNull(),
    tierId: uuid('tier_id')
      .notNull()
      .references(() => membershipTiers.id),
    tierName: text('tier_name').notNull(),
    stars: integer('stars').notNull(),
    periodStart: moment('period_start').notNull(),
    periodEnd: moment('period_end').notNull(),
    giftId: uuid('gift_id')
      .notNull()
      .references(() => gifts.id),
    transferId: uuid('transfer_id')
      .notNull()
      .references(() => ledgerTransfers.id),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('membership_charges_period').on(table.membershipId, table.period),
    uniqueIndex('membership_charges_fan_key').on(table.fanId, table.idempotencyKey),
    uniqueIndex('membership_charges_gift').on(table.giftId),
    index('membership_charges_fan_created').on(table.fanId, table.createdAt),
    check('membership_charges_stars', sql`${table.stars} > 0`),
  ],
);

export type MembershipTierRow = typeof membershipTiers.$inferSelect;
export type MembershipRow = typeof memberships.$inferSelect;
export type MembershipChargeRow = typeof membershipCharges.$inferSelect;
