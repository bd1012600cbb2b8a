import { sql } from 'drizzle-orm';
import { timestamps, users } from './schema-users';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const moment = (name: string) => timestamp(name, { withTimezone: true });

/** One sign-in method of a user: the provider's own stable id for the person. */
export const identities = pgTable(
  'identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('identities_provider_subject').on(table.provider, table.subject), index('identities_user').on(table.userId)],
);

/** A browser or app install, keyed by the id the client generates and keeps. */
export const devices = pgTable('devices', {
  deviceId: text('device_id').primaryKey(),
  deviceType: text('device_type').notNull(),
  os: text('os').notNull(),
  deviceName: text('device_name').notNull(),
  lastIp: text('last_ip'),
  firstSeenAt: moment('first_seen_at').notNull(),
  lastSeenAt: moment('last_seen_at').notNull(),
});

/**
 * One refresh token. Rotation adds a row to the same family (one sign-in) and points the old
 * row at it; only a SHA-256 of the token is kept, so a database leak yields no usable token.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    deviceId: text('device_id')
      .notNull()
      .references(() => devices.deviceId),
    refreshTokenHash: text('refresh_token_hash').notNull(),
    expiresAt: moment('expires_at').notNull(),
    // Fixed at the first sign-in and copied on rotation: no refresh token outlives it.
    familyExpiresAt: moment('family_expires_at').notNull(),
    revokedAt: moment('revoked_at'),
    replacedBy: uuid('replaced_by'),
    createdAt: moment('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('sessions_refresh_token_hash').on(table.refreshTokenHash),
    index('sessions_family').on(table.familyId),
    index('sessions_user').on(table.userId),
    index('sessions_expires').on(table.expiresAt),
  ],
);

/**
 * A sign-in method its user removed. Firebase gives one uid to all its providers, so without
 * this the next sign-in with the removed provider would quietly link it again.
 */
export const identityUnlinks = pgTable(
  'identity_unlinks',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    unlinkedAt: moment('unlinked_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.subject] })],
);

/** A Turnstile challenge handed to one device; spent by the sign-in that presents it. */
export const botChallenges = pgTable('bot_challenges', {
  id: uuid('id').primaryKey(),
  deviceId: text('device_id').notNull(),
  expiresAt: moment('expires_at').notNull(),
  usedAt: moment('used_at'),
  createdAt: moment('created_at').notNull(),
});

/**
 * A QR sign-in: the requesting browser holds the secret (only its hash is here), a signed-in
 * user scans and approves, then the browser exchanges the link once for that user's tokens.
 */
export const deviceLinks = pgTable('device_links', {
  id: uuid('id').primaryKey(),
  secretHash: text('secret_hash').notNull(),
  status: text('status', { enum: ['pending', 'scanned', 'approved', 'denied'] }).notNull(),
  deviceId: text('device_id').notNull(),
  deviceType: text('device_type').notNull(),
  os: text('os').notNull(),
  deviceName: text('device_name').notNull(),
  requestIp: text('request_ip'),
  // What the server saw of the requester, shown to the approver instead of what it claims.
  requestUserAgent: text('request_user_agent'),
  // The short code on the requesting screen, which the approver types; only its hash is kept.
  codeHash: text('code_hash'),
  codeAttempts: integer('code_attempts').notNull().default(0),
  scannedBy: uuid('scanned_by').references(() => users.id, { onDelete: 'cascade' }),
  approvedBy: uuid('approved_by').references(() => users.id, { onDelete: 'cascade' }),
  // The sign-in that approved (its family, which survives refresh rotation) and when it ends: the
  // sign-in the link starts ends no later, and is refused once that one was signed out.
  approverFamilyId: uuid('approver_family_id'),
  approverExpiresAt: moment('approver_expires_at'),
  expiresAt: moment('expires_at').notNull(),
  exchangedAt: moment('exchanged_at'),
  createdAt: moment('created_at').notNull(),
});

/** A Petra sign-in nonce: single use, short-lived. */
export const walletNonces = pgTable('wallet_nonces', {
  nonce: text('nonce').primaryKey(),
  deviceId: text('device_id').notNull(),
  expiresAt: moment('expires_at').notNull(),
  usedAt: moment('used_at'),
  createdAt: moment('created_at').notNull(),
});

/**
 * An upload URL handed out. The object is removed by the cleanup job when no channel shows it a
 * day later (abandoned forms, replaced pictures).
 */
export const uploads = pgTable(
  'uploads',
  {
    object: text('object').primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    serveUrl: text('serve_url').notNull(),
    createdAt: moment('created_at').notNull(),
  },
  (table) => [index('uploads_created').on(table.createdAt)],
);

/** Fixed-window counters in the database, so every API process behind the balancer shares them. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: moment('window_start').notNull(),
  count: integer('count').notNull(),
});

/**
 * A creator's channel, one per user. Slugs are stored lower-case and the unique index is on
 * lower(slug) as well, so no write path can ever hold two spellings of one address.
 */
export const channels = pgTable(
  'channels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    displayName: text('display_name').notNull(),
    bio: text('bio').notNull().default(''),
    avatarUrl: text('avatar_url'),
    bannerUrl: text('banner_url'),
    verified: boolean('verified').notNull().default(false),
    // Set together with `verified` by whoever verifies the creator; shown only while verified.
    verifiedTickBadge: text('verified_tick_badge'),
    ...timestamps,
  },
  (table) => [uniqueIndex('channels_user').on(table.userId), uniqueIndex('channels_slug_lower').on(sql`lower(${table.slug})`)],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type Session = typeof sessions.$inferSelect;
export type DeviceLink = typeof deviceLinks.$inferSelect;
export type ChannelRow = typeof channels.$inferSelect;

export * from './schema-users';
// Wallet, ledger, orders and the payment stand-ins (issue 10).
export * from './schema-wallet';
// Gifts from fans to channels (issue 16).
export * from './schema-gifts';
export * from './schema-payouts';
// Monthly memberships of channels (issue 27).
export * from './schema-memberships';
// The offline stand-ins' state, shared by every API instance (issue 28).
export * from './schema-standins';

/**
 * A message sent through the contact form. Kept as plain text: nothing here is ever rendered
 * as HTML. `ip` and `device_id` let support trace abuse back to the rate-limit keys.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    topic: text('topic').notNull(),
    message: text('message').notNull(),
    deviceId: text('device_id').notNull(),
    ip: text('ip'),
    createdAt: moment('created_at').notNull(),
  },
  (table) => [index('contact_messages_created').on(table.createdAt)],
);
