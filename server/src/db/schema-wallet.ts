import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './schema-users';

const moment = (name: string) => timestamp(name, { withTimezone: true });
// Minor units can pass 2^31 (IDR, long-lived platform accounts); JS numbers stay exact to 2^53.
const minor = (name: string) => bigint(name, { mode: 'number' });

/**
 * One ledger account: a user's account in one currency (`owner` = the user's id; `code` wallet,
 * pending or debt) or a platform account (`owner` = 'platform', `code` issuance, card_clearing,
 * …). A user account's `balance` caches the sum of its entries under the account's row lock: a
 * wallet and pending earnings never go below zero, a debt (what a refund or dispute could not
 * take back) never above it. A platform account's stays 0 (its balance is the sum of its
 * entries, so purchases do not queue on its row).
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    owner: text('owner').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'restrict' }),
    code: text('code').notNull(),
    currency: text('currency').notNull(),
    balance: minor('balance').notNull().default(0),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ledger_accounts_owner_code_currency').on(table.owner, table.code, table.currency),
    check(
      'ledger_accounts_user_balance_sign',
      sql`${table.userId} is null or (${table.code} in ('wallet', 'pending') and ${table.balance} >= 0) or (${table.code} = 'debt' and ${table.balance} <= 0)`,
    ),
    check('ledger_accounts_owner_matches', sql`(${table.owner} = 'platform') = (${table.userId} is null)`),
  ],
);

/** One business event; its idempotency key makes posting it twice a no-op. */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idempotencyKey: text('idempotency_key').notNull(),
    kind: text('kind').notNull(),
    /** `stripe:pi_…`, `gateway:eghl:<TxnID>`: a provider payment is credited at most once. */
    externalRef: text('external_ref'),
    orderId: uuid('order_id'),
    memo: text('memo'),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ledger_transfers_idempotency_key').on(table.idempotencyKey),
    uniqueIndex('ledger_transfers_external_ref').on(table.externalRef),
    check(
      'ledger_transfers_kind',
      sql`${table.kind} in ('purchase', 'conversion', 'adjustment', 'refund', 'gift', 'clawback', 'release', 'repayment', 'reinstatement', 'payout')`,
    ),
  ],
);

/**
 * Append-only: triggers refuse UPDATE and DELETE. A deferred constraint trigger refuses, at
 * commit, a transfer whose entries do not sum to zero per currency and an entry whose currency
 * is not its account's.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transferId: uuid('transfer_id')
      .notNull()
      .references(() => ledgerTransfers.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: minor('amount').notNull(),
    currency: text('currency').notNull(),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('ledger_entries_transfer').on(table.transferId),
    index('ledger_entries_account').on(table.accountId),
    check('ledger_entries_amount_not_zero', sql`${table.amount} <> 0`),
  ],
);

/** A top-up: the catalogue's price and stars are copied here when it is made. */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: text('status').notNull().default('pending'),
    packageId: text('package_id').notNull(),
    stars: integer('stars').notNull(),
    bonusStars: integer('bonus_stars').notNull(),
    priceAmount: minor('price_amount').notNull(),
    priceCurrency: text('price_currency').notNull(),
    priceExponent: integer('price_exponent').notNull(),
    country: text('country').notNull(),
    methodType: text('method_type').notNull(),
    methodId: text('method_id').notNull(),
    gateway: text('gateway'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    /** `pi_…` for a card, the gateway's TxnID, or the TVS conversion's transfer id. */
    providerRef: text('provider_ref'),
    clientSecret: text('client_secret'),
    /** A saved card's 3-D Secure redirect, answered again to a retried checkout. */
    nextActionUrl: text('next_action_url'),
    returnUrl: text('return_url').notNull(),
    failureMessage: text('failure_message'),
    starsCredited: integer('stars_credited').notNull().default(0),
    createdAt: moment('created_at').notNull().defaultNow(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
    completedAt: moment('completed_at'),
    expiresAt: moment('expires_at').notNull(),
  },
  (table) => [
    uniqueIndex('orders_user_idempotency_key').on(table.userId, table.idempotencyKey),
    uniqueIndex('orders_provider_ref').on(table.methodType, table.providerRef),
    index('orders_user_created').on(table.userId, table.createdAt),
    index('orders_status_expires').on(table.status, table.expiresAt),
    check('orders_status', sql`${table.status} in ('pending', 'succeeded', 'failed', 'cancelled', 'refunded', 'review', 'disputed')`),
    check('orders_price_positive', sql`${table.priceAmount} > 0 and ${table.stars} > 0 and ${table.bonusStars} >= 0`),
    check('orders_method_type', sql`${table.methodType} in ('card', 'gateway', 'tvs')`),
  ],
);

export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    status: text('status').notNull(),
    source: text('source').notNull(),
    message: text('message'),
    at: moment('at').notNull().defaultNow(),
  },
  (table) => [index('order_events_order').on(table.orderId)],
);

/** One Stripe customer per user, created on first need. */
export const stripeCustomers = pgTable('stripe_customers', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  customerId: text('customer_id').notNull().unique(),
  createdAt: moment('created_at').notNull().defaultNow(),
});

/** Provider events already handled (Stripe `evt_…`, gateway notifications): a redelivery is a no-op. */
export const processedEvents = pgTable('processed_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: moment('received_at').notNull().defaultNow(),
});

/** The offline stand-ins' own state (Stripe objects, gateway transactions), as JSON documents. */
export const sandboxObjects = pgTable(
  'sandbox_objects',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    data: jsonb('data').notNull(),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (table) => [index('sandbox_objects_kind').on(table.kind)],
);

/** Outgoing webhooks and notifications of the stand-ins, retried until our API answers 2xx. */
export const sandboxDeliveries = pgTable(
  'sandbox_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    url: text('url').notNull(),
    contentType: text('content_type').notNull(),
    body: text('body').notNull(),
    /** Stripe signs at send time (its signature carries a timestamp). */
    signWith: text('sign_with'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: moment('next_attempt_at').notNull().defaultNow(),
    deliveredAt: moment('delivered_at'),
  },
  (table) => [index('sandbox_deliveries_due').on(table.deliveredAt, table.nextAttemptAt)],
);
