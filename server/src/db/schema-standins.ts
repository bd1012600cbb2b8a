import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const moment = (name: string) => timestamp(name, { withTimezone: true });

/**
 * What the offline stand-ins (DESIGN.md §3) hand out and must recognise later on any API
 * instance behind the balancer: Turnstile tokens, TikTok authorization codes and access tokens.
 * Single use where the real service is (`used_at`); removed by the cleanup job after expiry.
 */
export const standinTokens = pgTable(
  'standin_tokens',
  {
    token: text('token').primaryKey(),
    kind: text('kind', { enum: ['turnstile', 'tiktok-code', 'tiktok-access'] }).notNull(),
    data: jsonb('data').$type<Record<string, string>>().notNull(),
    expiresAt: moment('expires_at').notNull(),
    usedAt: moment('used_at'),
    createdAt: moment('created_at').notNull(),
  },
  (table) => [index('standin_tokens_expires').on(table.expiresAt)],
);

/** Remote-config documents replaced at run time; a key without a row serves its checked-in default. */
export const standinDocuments = pgTable('standin_documents', {
  key: text('key').primaryKey(),
  document: jsonb('document').notNull(),
  updatedAt: moment('updated_at').notNull(),
});

/** How many events each monitoring receiver serves, newest last; the cleanup job drops older ones. */
export const STANDIN_EVENTS_KEPT = 1000;

/** What the monitoring receivers (Datadog intake, PostHog capture) were sent, for tests to read back. */
export const standinEvents = pgTable(
  'standin_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    receiver: text('receiver', { enum: ['datadog', 'posthog'] }).notNull(),
    entry: jsonb('entry').notNull(),
    receivedAt: moment('received_at').notNull().defaultNow(),
  },
  (table) => [index('standin_events_receiver').on(table.receiver, table.id)],
);

/**
 * One open device-link event stream, so the limits per link and per address hold across API
 * instances. The instance serving the stream removes its row when the stream ends; a row left by
 * an instance that died lapses at `expires_at` (shortly after its link's end, when the stream would
 * have ended anyway) and the cleanup job removes it.
 */
export const streamSlots = pgTable(
  'stream_slots',
  {
    id: uuid('id').primaryKey(),
    linkId: uuid('link_id').notNull(),
    ip: text('ip').notNull(),
    expiresAt: moment('expires_at').notNull(),
    createdAt: moment('created_at').notNull(),
  },
  (table) => [index('stream_slots_link').on(table.linkId), index('stream_slots_ip').on(table.ip)],
);
