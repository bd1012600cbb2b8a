import { sql } from 'drizzle-orm';
import { boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Created and updated times, kept by the database. */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => sql`now()`),
};

/** A person on Starlit; sign-in identities, sessions and channels point here. */
export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  // Some providers (Telegram, Petra) never tell us an email, so it stays optional.
  email: text('email'),
  emailVerified: boolean('email_verified').notNull().default(false),
  displayName: text('display_name'),
  avatarUrl: text('avatar_url'),
  ...timestamps,
});
