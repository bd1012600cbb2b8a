import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './schema-users';

const moment = (name: string) => timestamp(name, { withTimezone: true });
const minor = (name: string) => bigint(name, { mode: 'number' });

/**
 * A creator's Stripe Connect Express account. The state columns cache what Stripe last said
 * (read on every visit of the payouts page, and from `account.updated`); Stripe stays the truth.
 */
export const payoutAccounts = pgTable('payout_accounts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'restrict' }),
  stripeAccountId: text('stripe_account_id').notNull().unique(),
  country: text('country').notNull(),
  state: text('state').notNull().default('details_needed'),
  currentlyDue: jsonb('currently_due').$type<string[]>().notNull().default([]),
  disabledReason: text('disabled_reason'),
  detailsSubmitted: boolean('details_submitted').notNull().default(false),
  payoutsEnabled: boolean('payouts_enabled').notNull().default(false),
  createdAt: moment('created_at').notNull().defaultNow(),
  updatedAt: moment('updated_at').notNull().defaultNow(),
});

export type PayoutAccountRow = typeof payoutAccounts.$inferSelect;

/**
 * One payout: TVS left the creator's wallet for `payouts_in_flight` when the row was made (same
 * transaction); Stripe's transfer and payout follow. `paid` moves them on to `payouts_paid`;
 * `failed` or `reversed` returns them to the wallet, once (the ledger key is the payout's).
 */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    stripeAccountId: text('stripe_account_id').notNull(),
    status: text('status').notNull().default('pending'),
    amountTvs: minor('amount_tvs').notNull(),
    usdCents: minor('usd_cents').notNull(),
    /** The rate in force when requested, so a later change never rewrites a payout. */
    usdCentsPerTvs: integer('usd_cents_per_tvs').notNull(),
    transferId: text('transfer_id'),
    stripePayoutId: text('stripe_payout_id'),
    reversalId: text('reversal_id'),
    failureMessage: text('failure_message'),
    createdAt: moment('created_at').notNull().defaultNow(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
    paidAt: moment('paid_at'),
    failedAt: moment('failed_at'),
  },
  (table) => [
    uniqueIndex('payouts_user_idempotency_key').on(table.userId, table.idempotencyKey),
    index('payouts_user_created').on(table.userId, table.createdAt),
    index('payouts_status').on(table.status),
    check('payouts_status', sql`${table.status} in ('pending', 'in_transit', 'paid', 'failed', 'reversed')`),
    check('payouts_amounts', sql`${table.amountTvs} > 0 and ${table.usdCents} > 0`),
  ],
);

export type PayoutRow = typeof payouts.$inferSelect;
