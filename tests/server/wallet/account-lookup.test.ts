import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { postTransfer } from '@/server/src/modules/wallet/ledger';
import type { TestApp } from '../helpers/test-app';
import { adjust, balances, createWalletApp, seededUser } from './helpers';

/**
 * Issue 24: every transfer finds its legs' accounts by owner, code and currency. Joined to the
 * legs, the planner read the whole ledger_accounts table for them (a hash join over a sequential
 * scan: 0.3 ms of a TVS checkout's 1.4 ms in the database with 1,466 accounts, and growing with
 * every user). Each leg's account is now looked up on its own, through the unique index. This
 * counts the transaction's sequential scans of the table, which the database keeps per transaction.
 */
describe(`a transfer's account lookup on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createWalletApp();
    // Two thousand wallets of other people, as on a site with a thousand members.
    const { db } = testApp.database;
    await db.execute(sql`with many as (
        insert into users (display_name) select 'Member ' || n from generate_series(1, 1000) n returning id
      )
      insert into ledger_accounts (owner, user_id, code, currency)
        select many.id::text, many.id, 'wallet', currency from many, (values ('TVS'), ('STAR')) as c(currency)`);
    await db.execute(sql`analyze ledger_accounts`);
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  it('reads no account it does not move: a conversion scans none of the table', async () => {
    const fan = await seededUser(testApp);
    await adjust(testApp.app, fan, 'TVS', 10_000);
    const scans = await testApp.database.db.transaction(async (tx) => {
      const posted = await postTransfer(tx, {
        idempotencyKey: `lookup-${randomUUID()}`,
        kind: 'conversion',
        unrestricted: fan.userId,
        legs: [
          { account: { userId: fan.userId }, currency: 'TVS', amount: -1_000 },
          { account: { platform: 'conversion' }, currency: 'TVS', amount: 1_000 },
          { account: { platform: 'issuance' }, currency: 'STAR', amount: -100 },
          { account: { userId: fan.userId }, currency: 'STAR', amount: 100 },
        ],
      });
      expect(posted.created).toBe(true);
      const [row] = (
        (await tx.execute(sql`select seq_scan from pg_stat_xact_user_tables where relname = 'ledger_accounts'`)) as unknown as {
          rows: { seq_scan: number | string }[];
        }
      ).rows;
      return Number(row!.seq_scan);
    });
    expect(scans).toBe(0);
    // The transfer moved the fan's wallets as it should.
    expect(await balances(testApp.app, fan)).toMatchObject({ TVS: 9_000, STAR: 100 });
  });
});
