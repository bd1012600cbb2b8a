import { TRANSACTION_ATTEMPTS } from '@/server/src/db/open';
import { users } from '@/server/src/db/schema';
import { eq } from 'drizzle-orm';
import { createServer, type Server } from 'node:net';
import { Pool } from 'pg';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** A PostgreSQL error as node-postgres raises it. */
const pgError = (code: string) => Object.assign(new Error(`postgres ${code}`), { code });

describe('a database that cannot take the request now', () => {
  let testApp: TestApp;
  let silent: Server;
  let deadlockedAttempts = 0;

  beforeAll(async () => {
    testApp = await createTestApp();
    // Accepts connections and never answers: every pooled connection attempt waits, as on a
    // database whose connection slots are all taken.
    silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    const pool = new Pool({ host: '127.0.0.1', port, user: 'x', database: 'x', max: 1, connectionTimeoutMillis: 50 });
    const poolTimeout = await pool.query('select 1').then(
      () => undefined,
      (error: unknown) => error,
    );
    await pool.end().catch(() => undefined);

    testApp.app.get('/test/pool-timeout', async () => {
      throw poolTimeout;
    });
    testApp.app.get('/test/too-many-connections', async () => {
      throw Object.assign(new Error('wrapped'), { cause: pgError('53300') });
    });
    testApp.app.get('/test/always-deadlocked', async () => {
      await testApp.database.db.transaction(async () => {
        deadlockedAttempts += 1;
        throw pgError('40P01');
      });
    });
  });

  afterAll(async () => {
    await testApp.app.close();
    silent.close();
  });

  it('answers 503 OVERLOADED with Retry-After when no pooled connection comes in time, never 500', async () => {
    for (const url of ['/test/pool-timeout', '/test/too-many-connections']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('1');
      expect(response.json()).toEqual({ code: 'OVERLOADED', message: 'We are busy right now. Try again in a moment.' });
    }
  });

  describe('a transaction aborted as a serialization failure or deadlock', () => {
    it.each(['40001', '40P01'])('%s is run again, and its writes land once', async (code) => {
      const { db } = testApp.database;
      const [user] = await db.insert(users).values({ displayName: 'Before' }).returning();
      let attempts = 0;
      const result = await db.transaction(async (tx) => {
        attempts += 1;
        await tx
          .update(users)
          .set({ displayName: `Attempt ${attempts}` })
          .where(eq(users.id, user!.id));
        if (attempts < 3) throw pgError(code);
        return 'done';
      });
      expect(result).toBe('done');
      expect(attempts).toBe(3);
      expect((await db.select().from(users).where(eq(users.id, user!.id)))[0]?.displayName).toBe('Attempt 3');
    });

    it(`gives up after ${TRANSACTION_ATTEMPTS} attempts, and an API request then answers 503`, async () => {
      const response = await testApp.app.inject({ method: 'GET', url: '/test/always-deadlocked' });
      expect(deadlockedAttempts).toBe(TRANSACTION_ATTEMPTS);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ code: 'OVERLOADED' });
    });

    it('another error is not run again', async () => {
      let attempts = 0;
      const failure = await testApp.database.db
        .transaction(async () => {
          attempts += 1;
          throw pgError('23505');
        })
        .catch((error: unknown) => error);
      expect(attempts).toBe(1);
      expect(failure).toMatchObject({ code: '23505' });
    });
  });
});
