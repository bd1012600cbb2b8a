import { signatureParam } from '@/contracts/signing';
import { buildApp } from '@/server/src/app';
import { loadConfig, type Config } from '@/server/src/config';
import { openDatabase, type DatabaseHandle } from '@/server/src/db/open';
import type { LogStream } from '@/server/src/http/logging';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Client } from 'pg';

/**
 * Defaults of a local run, quiet logs, and an in-memory PGlite, unless the run sets DATABASE_URL
 * (CI runs the server suite once without and once with it).
 */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({ LOG_LEVEL: 'silent', DATABASE_URL: process.env.DATABASE_URL });
  return { ...base, pgliteDir: 'memory://', ...overrides };
}

async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A freshly migrated database: in-memory PGlite, or, with `databaseUrl`, a new PostgreSQL
 * database created through that URL and dropped again on close.
 */
export async function openTestDatabase(config: Config): Promise<DatabaseHandle> {
  if (!config.databaseUrl) return openDatabase(config);
  const adminUrl = config.databaseUrl;
  const name = `starlit_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), pgliteDir: config.pgliteDir });
  let closing: Promise<void> | undefined;
  return {
    ...database,
    close() {
      closing ??= database
        .close()
        .then(() => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      return closing;
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
}

export interface TestAppOptions {
  config?: Partial<Config>;
  /** Receives the app's log lines (set `config.logLevel` to see them). */
  logStream?: LogStream;
}

/** A built app on its own fresh database. `await app.close()` closes and removes the database. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config = testConfig(options.config);
  const database = await openTestDatabase(config);
  const app = buildApp(config, { db: database, logStream: options.logStream });
  return { app, database, config };
}

export interface SignOptions {
  key?: string;
  /** Unix seconds the signature claims; now by default. */
  at?: number;
}

/** `path` with `query` and a valid `verify` parameter, as the web client sends it. */
export function signedUrl(path: string, query: Record<string, string> = {}, options: SignOptions = {}): string {
  const key = options.key ?? testConfig().apiSigningKey;
  const at = options.at ?? Math.floor(Date.now() / 1000);
  const params = new URLSearchParams({ ...query, verify: signatureParam(key, path, at) });
  return `${path}?${params.toString()}`;
}
