import { openDatabase } from '@/server/src/db/open';

// The same key as the PostgreSQL test (exclusive-rounds.pg.test.ts), which runs in its own pass.
const KEY = 0x5354_4cff;

describe('background rounds on PGlite', () => {
  it('always run: the folder lock already makes this process the only one', async () => {
    const database = await openDatabase({ databaseUrl: undefined, pgliteDir: 'memory://' });
    try {
      expect(await database.exclusively(KEY, async () => 'ran')).toEqual({ skipped: false, result: 'ran' });
    } finally {
      await database.close();
    }
    // Migrating a fresh PGlite takes half a minute on a busy two-core machine.
  }, 120_000);
});
