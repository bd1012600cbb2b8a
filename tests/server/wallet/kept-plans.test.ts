import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Pool } from 'pg';
import type { Db } from '@/server/src/db/open';
import * as schema from '@/server/src/db/schema';
import { countInWindows } from '@/server/src/modules/auth/rate-limit';
import { createWithTransfer } from '@/server/src/modules/money/create-with-transfer';
import { postTransfer, type TransferInput } from '@/server/src/modules/wallet/ledger';
import type { TestApp } from '../helpers/test-app';
import { adjust, createWalletApp, expectLedgerClean, seededUser } from './helpers';

/**
 * Issue 24, migration 0016: the money functions' statements take arrays and JSON, whose length a
 * kept plan must guess and a fresh plan sees, so PostgreSQL planned every one of them anew on every
 * call (0.25 ms of starlit_move_balances' 0.36 ms under auto_explain). They are planned once per
 * connection now. The database says each plan it makes when asked to (`debug_print_plan`, sent to
 * this client as a LOG message): after the first calls on a connection, a call makes one plan,
 * its own statement's, and none inside the function.
 */
describe(`the money functions' plans on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createWalletApp();
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  /** One connection of the app's database whose plans are reported: a pooled client of its own on PostgreSQL, the one PGlite. */
  async function reportingConnection(): Promise<{ db: Db; plans: () => number; release: () => Promise<void> }> {
    let plans = 0;
    const onNotice = (notice: { message?: string }) => {
      if (notice.message?.startsWith('plan:')) plans += 1;
    };
    let db: Db;
    let restore: () => Promise<void>;
    if (testApp.database.kind === 'postgres') {
      const client = await (testApp.database.db as unknown as { $client: Pool }).$client.connect();
      client.on('notice', onNotice);
      db = drizzle({ client, schema }) as unknown as Db;
      // Closed rather than pooled again: its settings go with it.
      restore = async () => client.release(true);
    } else {
      db = testApp.database.db;
      // Every statement goes through PGlite's `query`, or its transaction's: each is told where notices go.
      type Queries = { query: (...args: unknown[]) => unknown };
      const reporting = (queries: Queries) => {
        const query = queries.query;
        queries.query = function (this: unknown, ...[text, params, options]: unknown[]) {
          return query.call(this, text, params, { ...(options as object | undefined), onNotice });
        };
        return query;
      };
      const client = (db as unknown as { $client: Queries & { transaction: (work: (tx: Queries) => unknown) => unknown } }).$client;
      const { transaction } = client;
      const query = reporting(client);
      client.transaction = function (this: unknown, work: (tx: Queries) => unknown) {
        return transaction.call(this, (tx: Queries) => {
          reporting(tx);
          return work(tx);
        });
      };
      restore = async () => {
        client.query = query;
        client.transaction = transaction;
        await db.execute(sql`reset debug_print_plan`);
        await db.execute(sql`reset client_min_messages`);
      };
    }
    await db.execute(sql`set client_min_messages = log`);
    await db.execute(sql`set debug_print_plan = on`);
    return { db, plans: () => plans, release: restore };
  }

  /** The plans each of five calls of `call` makes on one connection. */
  async function plansPerCall(call: (db: Db) => Promise<unknown>): Promise<number[]> {
    const connection = await reportingConnection();
    try {
      const counts: number[] = [];
      for (let index = 0; index < 5; index += 1) {
        const before = connection.plans();
        await call(connection.db);
        counts.push(connection.plans() - before);
      }
      return counts;
    } finally {
      await connection.release();
    }
  }

  const conversion = (userId: string): TransferInput => ({
    idempotencyKey: `plans-${randomUUID()}`,
    kind: 'conversion',
    unrestricted: userId,
    legs: [
      { account: { userId }, currency: 'TVS', amount: -100 },
      { account: { platform: 'conversion' }, currency: 'TVS', amount: 100 },
      { account: { platform: 'issuance' }, currency: 'STAR', amount: -10 },
      { account: { userId }, currency: 'STAR', amount: 10 },
    ],
  });

  it('plans a transfer, a money create and a rate-limit hit once per connection, not on every call', async () => {
    const fan = await seededUser(testApp);
    await adjust(testApp.app, fan, 'TVS', 10_000);

    const transfers = await plansPerCall((db) => db.transaction((tx) => postTransfer(tx, conversion(fan.userId))));
    const creates = await plansPerCall(async (db) => {
      const created = await createWithTransfer(db, {
        now: new Date(),
        limit: { limits: testApp.config.moneyLimits, action: 'checkout', caller: { userId: fan.userId, ip: '203.0.113.24' } },
        before: [],
        transfer: conversion(fan.userId),
        after: [],
      });
      expect(created.status).toBe('created');
    });
    const hits = await plansPerCall((db) => countInWindows(db, [`plans:${randomUUID()}`], 60, new Date()));

    // The first calls on a connection plan the functions' statements (and the commit's checks,
    // whose plans the database keeps after five); from then on only the call itself is planned.
    expect({ transfers: transfers.slice(3), creates: creates.slice(3), hits: hits.slice(3) }).toEqual({
      transfers: [1, 1],
      creates: [1, 1],
      hits: [1, 1],
    });
    // Ten conversions of 100 TVS each moved the fan's wallets, and the ledger balances.
    await expectLedgerClean(testApp);
  });
});
