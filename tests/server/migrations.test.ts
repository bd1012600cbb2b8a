import { openDatabase } from '@/server/src/db/open';
import { identities, users } from '@/server/src/db/schema';
import { sql, type SQL } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import journal from '@/server/src/db/migrations/meta/_journal.json';
import { openTestDatabase, testConfig } from './helpers/test-app';

// Both drivers answer raw SQL with `{ rows }`; the shared Db type leaves the result opaque.
type QueryRows = { rows: unknown[] };

const USER_COLUMNS = [
  { column_name: 'id', data_type: 'uuid', is_nullable: 'NO' },
  { column_name: 'email', data_type: 'text', is_nullable: 'YES' },
  { column_name: 'email_verified', data_type: 'boolean', is_nullable: 'NO' },
  { column_name: 'display_name', data_type: 'text', is_nullable: 'YES' },
  { column_name: 'avatar_url', data_type: 'text', is_nullable: 'YES' },
  { column_name: 'created_at', data_type: 'timestamp with time zone', is_nullable: 'NO' },
  { column_name: 'updated_at', data_type: 'timestamp with time zone', is_nullable: 'NO' },
];

// Runs against PGlite, or against PostgreSQL when the run sets DATABASE_URL (CI does both).
describe(`migrations on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('create the users table with its defaults, and the sign-in tables', async () => {
    const database = await openTestDatabase(testConfig());
    const rowsOf = async (query: SQL) => ((await database.db.execute(query)) as QueryRows).rows;
    try {
      expect(database.kind).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
      const columns = await rowsOf(sql`
        select column_name, data_type, is_nullable from information_schema.columns
        where table_schema = 'public' and table_name = 'users' order by ordinal_position`);
      expect(columns).toEqual(USER_COLUMNS);

      const tables = await rowsOf(sql`
        select table_name from information_schema.tables where table_schema = 'public' order by table_name`);
      expect(tables).toEqual(
        [
          ...[
            'bot_challenges',
            'channels',
            'contact_messages',
            'device_links',
            'devices',
            'gifts',
            'identities',
            'identity_unlinks',
            'ledger_accounts',
          ],
          ...['ledger_entries', 'ledger_transfers', 'membership_charges', 'membership_tiers', 'memberships'],
          ...['order_events', 'orders', 'payout_accounts', 'payouts', 'processed_events'],
          'rate_limits',
          ...[
            'sandbox_deliveries',
            'sandbox_objects',
            'sessions',
            'standin_documents',
            'standin_events',
            'standin_tokens',
            'stream_slots',
            'stripe_customers',
            'uploads',
            'users',
            'wallet_nonces',
          ],
        ].map((table_name) => ({ table_name })),
      );

      const [user] = await database.db.insert(users).values({ displayName: 'Ana' }).returning();
      expect(user).toMatchObject({ email: null, emailVerified: false, displayName: 'Ana' });
      expect(user?.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(user?.createdAt).toBeInstanceOf(Date);

      const identity = { userId: user?.id ?? '', provider: 'google', subject: 'g-1' };
      await database.db.insert(identities).values(identity);
      await expect(database.db.insert(identities).values(identity)).rejects.toThrow();
    } finally {
      await database.close();
    }
  });
});

describe('PGlite data folder', () => {
  it('keeps data across restarts and applies each migration once', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'starlit-migrate-'));
    const config = testConfig({ databaseUrl: undefined, pgliteDir: join(parent, 'pglite') });
    try {
      const first = await openDatabase(config);
      await first.db.insert(users).values({ email: 'ana@example.com' });
      await first.close();

      const second = await openDatabase(config);
      const rows = await second.db.select().from(users);
      const applied = (await second.db.execute(sql`select count(*)::int as count from drizzle.__drizzle_migrations`)) as QueryRows;
      await second.close();

      expect(rows.map((row) => row.email)).toEqual(['ana@example.com']);
      expect(applied.rows).toEqual([{ count: journal.entries.length }]);
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  });
});
