import { openDatabase, type DatabaseHandle } from '@/server/src/db/open';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

const KEY = 0x5354_4cff;

async function admin(statement: string): Promise<void> {
  const client = new Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A round that runs until the test lets it finish. */
function heldRound() {
  let finish: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (finish = resolve));
  let started = false;
  const work = async () => {
    started = true;
    await released;
    return 'done';
  };
  return { work, finish, hasStarted: () => started };
}

describe('background rounds across API instances on PostgreSQL (DatabaseHandle.exclusively)', () => {
  const name = `starlit_rounds_${randomBytes(6).toString('hex')}`;
  let first: DatabaseHandle;
  let second: DatabaseHandle;

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(process.env.DATABASE_URL as string);
    url.pathname = `/${name}`;
    // Two handles with pools of their own: two API processes on one database.
    first = await openDatabase({ databaseUrl: url.toString(), pgliteDir: '' });
    second = await openDatabase({ databaseUrl: url.toString(), pgliteDir: '' });
  });

  afterAll(async () => {
    await first?.close();
    await second?.close();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('runs a round in one instance only; the other skips it, and takes the next one', async () => {
    const round = heldRound();
    const running = first.exclusively(KEY, round.work);
    await expect.poll(round.hasStarted).toBe(true);

    let ranTwice = false;
    expect(await second.exclusively(KEY, async () => (ranTwice = true))).toEqual({ skipped: true });
    expect(ranTwice).toBe(false);

    round.finish();
    expect(await running).toEqual({ skipped: false, result: 'done' });
    expect(await second.exclusively(KEY, async () => 'next')).toEqual({ skipped: false, result: 'next' });
  });

  it('frees the lock when a round fails', async () => {
    await expect(first.exclusively(KEY, () => Promise.reject(new Error('provider down')))).rejects.toThrow('provider down');
    expect(await second.exclusively(KEY, async () => 'after')).toEqual({ skipped: false, result: 'after' });
  });
});
