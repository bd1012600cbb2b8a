import { signatureParam } from '@/contracts/signing';
import { buildApp } from '@/server/src/app';
import { loadConfig, type Config } from '@/server/src/config';
import { openDatabase, type DatabaseHandle } from '@/server/src/db/open';
import type { LogStream } from '@/server/src/http/logging';
import { createSignInAdapters, type SignInAdapters } from '@/server/src/modules/auth/adapters';
import type { Clock } from '@/server/src/modules/module';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { Client } from 'pg';
import { inject } from 'vitest';

/**
 * Defaults of a local run, quiet logs, and an in-memory PGlite, unless the run sets DATABASE_URL
 * (CI runs the server suite once without and once with it). Firebase is the emulator the run
 * started; no bot challenge and generous rate limits unless a test asks for them.
 */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({
    DEPLOY_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: process.env.DATABASE_URL,
    FIREBASE_AUTH_EMULATOR_HOST: inject('firebaseEmulatorHost'),
    TURNSTILE_MODE: 'never',
    RATE_LIMIT_PER_DEVICE: '1000',
    RATE_LIMIT_PER_ADDRESS: '1000',
    // Tests run cleanup rounds themselves, at the moments they choose.
    CLEANUP_INTERVAL_SECONDS: '0',
    MEMBERSHIP_RENEWAL_INTERVAL_SECONDS: '0',
  });
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

let seed: Blob | undefined;

/** The run's dump of a migrated PGlite (helpers/pglite-seed.ts), read once per test file. */
function pgliteSeed(): Blob | undefined {
  const path = inject('pgliteSeedPath');
  if (path) seed ??= new Blob([readFileSync(path)]);
  return seed;
}

/**
 * A freshly migrated database: in-memory PGlite (started from the run's migrated dump), or, with
 * `databaseUrl`, a new PostgreSQL database created through that URL and dropped again on close.
 */
export async function openTestDatabase(config: Config): Promise<DatabaseHandle> {
  if (!config.databaseUrl) return openDatabase(config, { pgliteSeed: pgliteSeed() });
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
      closing ??= database.close().then(() => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
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
  clock?: Clock;
  /** Replaces the adapters built from the config (whose outbound HTTP goes to this app's sandbox). */
  adapters?: SignInAdapters;
}

/**
 * Outbound calls of the app (TikTok, siteverify) answered by the app itself, by path: the sandbox
 * stand-ins serve them, and nothing has to listen on a port.
 */
export function ownSandboxFetch(target: () => FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const body = init?.body;
    const response = await target().inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      ...(body !== undefined && body !== null && { payload: String(body) }),
    });
    return new Response(response.payload, {
      status: response.statusCode,
      headers: { 'content-type': String(response.headers['content-type'] ?? 'application/json') },
    });
  };
}

/** A built app on its own fresh database. `await app.close()` closes and removes the database. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config = testConfig(options.config);
  const database = await openTestDatabase(config);
  const app: FastifyInstance = buildApp(config, {
    db: database,
    logStream: options.logStream,
    clock: options.clock,
    adapters:
      options.adapters ??
      createSignInAdapters(
        config,
        database.db,
        ownSandboxFetch(() => app),
      ),
  });
  return { app, database, config };
}

/**
 * The suite's app, for a `describe` block (or a whole file): built on a fresh database before the
 * first test, closed with its database after the last. Its fields are read inside tests and
 * hooks registered after this call.
 */
export function useTestApp(options: TestAppOptions = {}): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(options);
  });
  afterAll(async () => {
    await current?.app.close();
  });
  const built = () => {
    if (!current) throw new Error('useTestApp: the app is built before the first test, not at collection time');
    return current;
  };
  return {
    get app() {
      return built().app;
    },
    get database() {
      return built().database;
    },
    get config() {
      return built().config;
    },
  };
}

/** A clock that stands still until a test moves it. */
export class TestClock {
  private current = new Date();

  readonly now: Clock = () => new Date(this.current);

  advance(seconds: number): void {
    this.current = new Date(this.current.getTime() + seconds * 1000);
  }
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
