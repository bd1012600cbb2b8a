import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { fileURLToPath } from 'node:url';
import { Pool } from 'pg';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Config } from '../config';
import { isTransientConflict } from '../http/database-errors';
import { lockDataDirectory } from './pglite-lock';
import * as schema from './schema';

/** The query API services use; identical over PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Resolves when the database answers a query; rejects otherwise. */
  ping(): Promise<void>;
  /** Idempotent: closes connections and releases the PGlite folder lock. */
  close(): Promise<void>;
  /**
   * Runs `work` only in the one process that takes advisory lock `key`; answers `skipped` when
   * another holds it (a background round another API instance is already running).
   */
  exclusively<T>(key: number, work: () => Promise<T>): Promise<{ skipped: true } | { skipped: false; result: T }>;
}

export type DatabaseConfig = Pick<Config, 'databaseUrl' | 'pgliteDir'>;

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

// Any constant works; it only has to be the same in every API process sharing the database.
const MIGRATION_LOCK_KEY = 7_262_001;

/** Attempts of one transaction that the database aborted as a serialization failure or deadlock. */
export const TRANSACTION_ATTEMPTS = 5;

/**
 * Every `db.transaction` (checkout, gifts, payments…) is run again when PostgreSQL aborts it as
 * the loser of a serialization failure or deadlock: the transaction rolled back whole, and its
 * callback only talks to the database (outside calls are never awaited inside one), so running
 * it again is safe. After the last attempt the error stands (a 503 OVERLOADED, see errors.ts).
 */
function retryTransientConflicts(db: Db): Db {
  const transaction = db.transaction.bind(db);
  db.transaction = async (work, config) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await transaction(work, config);
      } catch (error) {
        if (attempt >= TRANSACTION_ATTEMPTS || !isTransientConflict(error)) throw error;
        // Jittered so that the colliding transactions do not meet again at once.
        await sleep(Math.random() * 10 * attempt);
      }
    }
  };
  return db;
}

function handle(
  db: Db,
  kind: DatabaseHandle['kind'],
  shutdown: () => Promise<void>,
  exclusively: DatabaseHandle['exclusively'],
): DatabaseHandle {
  let closing: Promise<void> | undefined;
  return {
    db: retryTransientConflicts(db),
    kind,
    exclusively,
    async ping() {
      await db.execute(sql`select 1`);
    },
    close() {
      closing ??= shutdown();
      return closing;
    },
  };
}

async function openPglite(directory: string, seed?: Blob): Promise<DatabaseHandle> {
  const inMemory = directory.startsWith('memory://');
  const lock = inMemory ? undefined : lockDataDirectory(directory);
  try {
    const client = await PGlite.create({ dataDir: directory, ...(inMemory && seed && { loadDataDir: seed }) });
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder });
    return handle(
      db,
      'pglite',
      async () => {
        try {
          await client.close();
        } finally {
          lock?.release();
        }
      },
      // The folder lock already makes this process the only one on this database.
      async (_key, work) => ({ skipped: false, result: await work() }),
    );
  } catch (error) {
    lock?.release();
    throw error;
  }
}

/**
 * How long a request waits for a pooled connection. A burst beyond what the pool serves at once
 * queues (one user's money requests also wait on each other's row locks); past this wait the
 * request gets a 503 OVERLOADED (see errors.ts), never a 500, still before the web client's own
 * 30-second timeout gives up on it.
 */
const POOL_WAIT_MS = 25_000;

async function openPostgres(connectionString: string): Promise<DatabaseHandle> {
  const pool = new Pool({ connectionString, connectionTimeoutMillis: POOL_WAIT_MS });
  // An idle connection that breaks (server restart) is dropped by the pool and replaced on the
  // next query; without a listener Node would treat the event as fatal. /health shows outages.
  pool.on('error', () => undefined);
  const db = drizzleNodePg({ client: pool, schema });
  try {
    // Several API processes may start together against one database; only one migrates at a time.
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migrateNodePg(db, { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
      client.release();
    }
  } catch (error) {
    await pool.end();
    throw error;
  }
  return handle(db, 'postgres', () => pool.end(), sessionLock(pool));
}

/**
 * A session-level lock on a connection of its own, rather than a transaction-scoped one as the
 * cleanup takes: the rounds it guards (payment sweep, webhook deliveries) await Stripe and HTTP,
 * which never happens inside a transaction. Their writes use the pool as usual; should the
 * process die, PostgreSQL ends the session and frees the lock with it.
 */
function sessionLock(pool: Pool): DatabaseHandle['exclusively'] {
  return async (key, work) => {
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      const taken = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [key]);
      if (!taken.rows[0]?.locked) return { skipped: true };
      try {
        return { skipped: false, result: await work() };
      } finally {
        await client.query('select pg_advisory_unlock($1)', [key]).catch((error: Error) => (broken = error));
      }
    } finally {
      // A connection whose unlock failed may still hold the lock: it is closed, not pooled.
      client.release(broken);
    }
  };
}

export interface OpenOptions {
  /**
   * An in-memory PGlite starts from this dump (`PGlite.dumpDataDir`) instead of an empty cluster:
   * a few hundred milliseconds rather than the seconds `initdb` takes. Migrations still run after
   * it (none are left when the dump was taken of a migrated database). Ignored for a folder and
   * for PostgreSQL. The server tests open one database per file from a dump of a migrated one.
   */
  pgliteSeed?: Blob;
}

/** Opens the configured database and applies pending migrations before anything uses it. */
export function openDatabase(config: DatabaseConfig, options: OpenOptions = {}): Promise<DatabaseHandle> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(config.pgliteDir, options.pgliteSeed);
}
