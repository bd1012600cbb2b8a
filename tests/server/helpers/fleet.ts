import { buildApp } from '@/server/src/app';
import type { Config } from '@/server/src/config';
import type { DatabaseHandle } from '@/server/src/db/open';
import { createSignInAdapters } from '@/server/src/modules/auth/adapters';
import type { FastifyInstance } from 'fastify';
import { openTestDatabase, ownSandboxFetch, testConfig } from './test-app';

export interface InstancePair {
  /** Two API instances, as the balancer has them: separate apps, one database. */
  a: FastifyInstance;
  b: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
}

/**
 * Two apps built from one config on one freshly migrated database (on PGlite the handle is the
 * only way two apps can share it in-process). Each app's outbound calls go to its own sandbox.
 * Closing an app leaves the database open; `close()` closes both apps, then the database.
 */
export async function createInstancePair(overrides: Partial<Config> = {}): Promise<InstancePair> {
  const config = testConfig(overrides);
  const database = await openTestDatabase(config);
  const shared: DatabaseHandle = { ...database, close: async () => undefined };
  const instance = () => {
    const app: FastifyInstance = buildApp(config, {
      db: shared,
      adapters: createSignInAdapters(
        config,
        database.db,
        ownSandboxFetch(() => app),
      ),
    });
    return app;
  };
  const a = instance();
  const b = instance();
  return {
    a,
    b,
    database,
    config,
    async close() {
      await Promise.all([a.close(), b.close()]);
      await database.close();
    },
  };
}
