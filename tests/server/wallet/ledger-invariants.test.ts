import { ledgerAccounts } from '@/server/src/db/schema';
import { verifyLedger } from '@/server/src/modules/wallet/verify';
import { and, eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { TestApp } from '../helpers/test-app';
import { adjust, createWalletApp, expectLedgerClean, seededUser } from './helpers';

type Rows<T> = { rows: T[] };

describe(`ledger invariants enforced by the database on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createWalletApp();
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  async function tvsWallet() {
    const user = await seededUser(testApp);
    await adjust(testApp.app, user, 'TVS', 300);
    const [account] = await testApp.database.db
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.owner, user.userId), eq(ledgerAccounts.currency, 'TVS')));
    return account!.id;
  }

  const count = async (table: 'ledger_entries' | 'ledger_transfers') =>
    ((await testApp.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as Rows<{ n: number }>).rows[0]!.n;

  /** One transfer and its entries, written by hand in one transaction, as a bug or an operator could. */
  function writeByHand(entries: { account: string; amount: number; currency: string }[], before?: string) {
    return testApp.database.db.transaction(async (tx) => {
      if (before) await tx.execute(sql.raw(before));
      const { rows } = (await tx.execute(
        sql`insert into ledger_transfers (idempotency_key, kind) values (${`by-hand-${randomUUID()}`}, 'adjustment') returning id`,
      )) as unknown as Rows<{ id: string }>;
      // One statement per entry: the check waits for the commit, when the transfer is complete.
      for (const entry of entries) {
        await tx.execute(sql`
          insert into ledger_entries (transfer_id, account_id, amount, currency)
          values (${rows[0]!.id}, ${entry.account}, ${entry.amount}, ${entry.currency})`);
      }
      return rows[0]!.id;
    });
  }

  /** The database's own words: PostgreSQL's driver wraps the failed COMMIT's error as the cause. */
  async function refusal(attempt: Promise<unknown>): Promise<string> {
    const error = await attempt.then(
      () => undefined,
      (failure: unknown) => failure as Error & { cause?: Error },
    );
    expect(error, 'the database accepted it').toBeDefined();
    return [error!.message, error!.cause?.message].join('\n');
  }

  it('refuses at commit a transfer that does not sum to zero, and an entry in another currency than its account', async () => {
    const wallet = await tvsWallet();
    const before = [await count('ledger_transfers'), await count('ledger_entries')];
    expect(await refusal(writeByHand([{ account: wallet, amount: 7, currency: 'TVS' }]))).toMatch(/does not sum to zero in TVS/);
    const foreign = writeByHand([
      { account: wallet, amount: 5, currency: 'STAR' },
      { account: wallet, amount: -5, currency: 'STAR' },
    ]);
    expect(await refusal(foreign)).toMatch(/is in STAR, its account .* in TVS/);
    expect([await count('ledger_transfers'), await count('ledger_entries')]).toEqual(before);

    // Balanced and in the account's currency, a transfer written in several statements commits.
    await writeByHand([
      { account: wallet, amount: 5, currency: 'TVS' },
      { account: wallet, amount: -5, currency: 'TVS' },
    ]);
    expect(await count('ledger_entries')).toBe(before[1]! + 2);
    await expectLedgerClean(testApp);
  });

  it('has ledger:verify still report what got past the trigger: an unbalanced transfer, a foreign entry, a tampered balance', async () => {
    const { db } = testApp.database;
    const wallet = await tvsWallet();
    await db.execute(sql`update ledger_accounts set balance = balance + 1 where id = ${wallet}`);
    const bypass = 'alter table ledger_entries disable trigger ledger_entries_balanced';
    const unbalanced = await writeByHand([{ account: wallet, amount: 7, currency: 'TVS' }], bypass);
    const foreign = await writeByHand(
      [
        { account: wallet, amount: 3, currency: 'STAR' },
        { account: wallet, amount: -3, currency: 'STAR' },
      ],
      bypass,
    );
    await db.execute(sql`alter table ledger_entries enable trigger ledger_entries_balanced`);
    const violations = await verifyLedger(db);
    expect(violations).toEqual(
      expect.arrayContaining([
        { rule: 'balance_mismatch', id: wallet, detail: 'cached 301, entries 307' },
        { rule: 'transfer_unbalanced', id: unbalanced, detail: 'TVS sums to 7' },
        { rule: 'entry_currency', id: expect.any(String), detail: 'entry in STAR, account in TVS' },
      ]),
    );

    // Repaired for the tests after this one, past the append-only triggers.
    await db.transaction(async (tx) => {
      await tx.execute(sql`alter table ledger_entries disable trigger user`);
      await tx.execute(sql`alter table ledger_transfers disable trigger user`);
      await tx.execute(sql`delete from ledger_entries where transfer_id in (${unbalanced}, ${foreign})`);
      await tx.execute(sql`delete from ledger_transfers where id in (${unbalanced}, ${foreign})`);
      await tx.execute(sql`update ledger_accounts set balance = 300 where id = ${wallet}`);
      await tx.execute(sql`alter table ledger_entries enable trigger user`);
      await tx.execute(sql`alter table ledger_transfers enable trigger user`);
    });
    await expectLedgerClean(testApp);
  });
});
