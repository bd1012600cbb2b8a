import { sql } from 'drizzle-orm';
import type { TestApp } from '../helpers/test-app';
import { creatorWithChannel, sendGift } from '../gifts/helpers';
import { adjust, checkout, createWalletApp, seededUser } from './helpers';

type Row = Record<string, unknown>;

/**
 * Migration 0014 inserts the rows of a money create (orders, order_events, gifts) with static
 * statements that name their columns' defaults themselves, where 0013 let the database fill them.
 * A column given a default later and not added there would be written as null: this inserts, for
 * each table, a row with every defaulted column left out and expects each to hold its default.
 */
describe(`the money creates' static inserts on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createWalletApp();
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  async function rows(query: ReturnType<typeof sql>): Promise<Row[]> {
    const result = (await testApp.database.db.execute(query)) as unknown as { rows: Row[] };
    return result.rows;
  }

  /** The columns of `table` with a default, and the default's text (`now()`, `0`, `'pending'::text`…). */
  async function defaultsOf(table: string): Promise<Map<string, string>> {
    const found = await rows(sql`select column_name, column_default from information_schema.columns
      where table_schema = 'public' and table_name = ${table} and column_default is not null`);
    return new Map(found.map((row) => [String(row.column_name), String(row.column_default)]));
  }

  /** What a default evaluates to, when it is a constant (a clock, a sequence or a fresh id is not). */
  async function constantValue(expression: string): Promise<unknown> {
    if (/now\(\)|nextval|gen_random_uuid/.test(expression)) return undefined;
    const [row] = await rows(sql.raw(`select to_jsonb(${expression}) as value`));
    return row!.value;
  }

  it.each([
    ['orders', { idempotency_key: 'static-insert-order', provider_ref: 'static-insert-order' }],
    ['order_events', {}],
    ['gifts', { idempotency_key: 'static-insert-gift' }],
  ])('fills every defaulted column of %s as the table would', async (table, fresh) => {
    const fan = await seededUser(testApp);
    const creator = await creatorWithChannel(testApp);
    await adjust(testApp.app, fan, 'TVS', 1_000_000);
    expect((await checkout(testApp.app, fan, { package_id: 'stars_100', method: 'tvs', country: 'US' })).statusCode).toBe(200);
    expect((await sendGift(testApp.app, fan, creator.slug, { stars: 10, anonymous: false })).statusCode).toBe(200);

    const defaults = await defaultsOf(table);
    expect(defaults.size).toBeGreaterThan(0);
    // A row the API wrote, with a fresh key, and without any column that has a default.
    const [written] = await rows(sql.raw(`select to_jsonb(t.*) as row from ${table} t limit 1`));
    const row: Row = { ...(written!.row as Row), ...fresh };
    for (const column of defaults.keys()) delete row[column];

    const [inserted] = await rows(sql`select starlit_insert_row(${table}::regclass, ${JSON.stringify(row)}::jsonb) as row`);
    const stored = inserted!.row as Row;
    for (const [column, expression] of defaults) {
      expect(stored[column], `${table}.${column}`).not.toBeNull();
      const constant = await constantValue(expression);
      if (constant !== undefined) expect(stored[column], `${table}.${column}`).toEqual(constant);
    }
    for (const [column, value] of Object.entries(row)) expect(stored[column], `${table}.${column}`).toEqual(value);
  });
});
