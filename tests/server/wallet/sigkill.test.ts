import { devices, orders, sandboxObjects, sessions, users } from '@/server/src/db/schema';
import { openDatabase, type DatabaseConfig } from '@/server/src/db/open';
import { signAccessToken } from '@/server/src/http/access-token';
import { verifyLedger } from '@/server/src/modules/wallet/verify';
import { PROCESSING_CARD } from '@/server/src/sandbox/stripe/cards';
import { and, eq, sql } from 'drizzle-orm';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { signedUrl, testConfig } from '../helpers/test-app';

const LISTENING = /Starlit API listening on http:\/\/127\.0\.0\.1:(\d+)/;
const FLOWS = 16;

interface Api {
  child: ChildProcess;
  base: string;
  exited: Promise<number | null>;
}

async function startApi(database: DatabaseConfig): Promise<Api> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    LOG_LEVEL: 'warn',
    SANDBOX: '1',
    SANDBOX_DELIVERY_INTERVAL_MS: '0',
    ORDER_SWEEP_INTERVAL_SECONDS: '0',
    PGLITE_DIR: database.pgliteDir,
    // One customer keeps all the flows' orders open at once, and retries each after the restart.
    PENDING_ORDERS_MAX: String(FLOWS),
    CHECKOUT_LIMIT_PER_USER: String(4 * FLOWS),
  };
  if (database.databaseUrl) env.DATABASE_URL = database.databaseUrl;
  else delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: process.cwd(),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const port = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = LISTENING.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    void exited.then(() => reject(new Error(`API exited before listening: ${output}`)));
  });
  return { child, base: `http://127.0.0.1:${port}`, exited };
}

/** A user with a live sign-in written straight into the database, and its access token. */
async function seedUser(database: DatabaseConfig): Promise<{ bearer: string }> {
  const handle = await openDatabase(database);
  try {
    const now = new Date();
    const [user] = await handle.db.insert(users).values({ displayName: 'Killed' }).returning();
    await handle.db
      .insert(devices)
      .values({ deviceId: 'sigkill-device', deviceType: 'web', os: 'Linux', deviceName: 'test', firstSeenAt: now, lastSeenAt: now });
    const sessionId = randomUUID();
    await handle.db.insert(sessions).values({
      id: sessionId,
      userId: user!.id,
      familyId: sessionId,
      deviceId: 'sigkill-device',
      refreshTokenHash: randomBytes(32).toString('hex'),
      expiresAt: new Date(now.getTime() + 3_600_000),
      familyExpiresAt: new Date(now.getTime() + 3_600_000),
      createdAt: now,
    });
    return { bearer: await signAccessToken(testConfig().tokenSecret, { userId: user!.id, sessionId }, now, 900) };
  } finally {
    await handle.close();
  }
}

/** One customer's purchase, as the web app and Stripe.js make it; errors (the API dying) end it early. */
async function purchase(api: Api, bearer: string, index: number): Promise<void> {
  const headers = { authorization: `Bearer ${bearer}`, 'content-type': 'application/json', 'idempotency-key': `sigkill-${index}` };
  const start = () =>
    fetch(`${api.base}${signedUrl('/paymee/checkout/v3/checkout/')}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ package_id: 'stars_100', method: 'card', country: 'US' }),
    });
  let started = await start();
  // An order whose request died with the first API answers "in progress" until its lease runs out.
  const inProgress = async (answer: Response) => answer.status === 409 && (await answer.clone().json()).code === 'IDEMPOTENCY_IN_PROGRESS';
  if (await inProgress(started)) {
    await expect.poll(async () => inProgress((started = await start())), { timeout: 30_000, interval: 1000 }).toBe(false);
  }
  if (started.status !== 200) return;
  const { client_secret: clientSecret, order } = (await started.json()).data;
  if (order.status !== 'pending' || !clientSecret) return;
  const form = (fields: Record<string, string>) => ({
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ key: testConfig().payments.stripe.publishableKey!, ...fields }).toString(),
  });
  const intentId = clientSecret.split('_secret_')[0];
  const current = await (
    await fetch(
      `${api.base}/sandbox/stripe/v1/payment_intents/${intentId}?${new URLSearchParams({ key: testConfig().payments.stripe.publishableKey!, client_secret: clientSecret })}`,
    )
  ).json();
  if (current.status === 'requires_payment_method') {
    const number = index % 4 === 0 ? PROCESSING_CARD : '4242424242424242';
    const method = await (
      await fetch(
        `${api.base}/sandbox/stripe/v1/payment_methods`,
        form({ type: 'card', 'card[number]': number, 'card[exp_month]': '12', 'card[exp_year]': '2040', 'card[cvc]': '123' }),
      )
    ).json();
    await fetch(
      `${api.base}/sandbox/stripe/v1/payment_intents/${intentId}/confirm`,
      form({ client_secret: clientSecret, payment_method: method.id, return_url: 'http://localhost:3000/get-star' }),
    );
  }
  await fetch(`${api.base}${signedUrl('/paymee/payment/v3/stripe/callback/')}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ clientSecret }),
  });
}

async function freshDatabase(): Promise<{ config: DatabaseConfig; drop: () => Promise<void> }> {
  const parent = mkdtempSync(join(tmpdir(), 'starlit-sigkill-'));
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl)
    return {
      config: { databaseUrl: undefined, pgliteDir: join(parent, 'pglite') },
      drop: async () => rmSync(parent, { recursive: true, force: true }),
    };
  const name = `starlit_sigkill_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    config: { databaseUrl: url.toString(), pgliteDir: join(parent, 'pglite') },
    drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

describe(`SIGKILL in the middle of checkouts and callbacks on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('loses no paid order and credits none twice once the API restarts and webhooks are redelivered', async () => {
    const { config, drop } = await freshDatabase();
    try {
      const { bearer } = await seedUser(config);
      const first = await startApi(config);
      let finished = 0;
      const stream = Array.from({ length: FLOWS }, (_, index) =>
        purchase(first, bearer, index)
          .catch(() => undefined)
          .finally(() => (finished += 1)),
      );
      await expect.poll(() => finished, { timeout: 60_000, interval: 20 }).toBeGreaterThanOrEqual(FLOWS / 3);
      first.child.kill('SIGKILL');
      await first.exited;
      await Promise.all(stream);

      const second = await startApi(config);
      try {
        // Every customer retries with the same Idempotency-Key, as the web app does after an error.
        for (let index = 0; index < FLOWS; index += 1) await purchase(second, bearer, index);
        // Past the processing card's few seconds, the stand-in settles those and queues their webhooks.
        await expect.poll(() => paidAfterDelivery(second, bearer), { timeout: 30_000, interval: 500 }).toBe(FLOWS);
      } finally {
        second.child.kill('SIGTERM');
        await second.exited;
      }

      const handle = await openDatabase(config);
      try {
        expect(await verifyLedger(handle.db)).toEqual([]);
        const credited = (await handle.db.execute(sql`
          select order_id, count(*)::int as n from ledger_transfers where kind = 'purchase' group by order_id having count(*) > 1`)) as unknown as {
          rows: unknown[];
        };
        expect(credited.rows).toEqual([]);
        const paidIntents = await handle.db
          .select({ id: sandboxObjects.id })
          .from(sandboxObjects)
          .where(and(eq(sandboxObjects.kind, 'payment_intent'), sql`${sandboxObjects.data}->>'status' = 'succeeded'`));
        const succeeded = await handle.db.select({ ref: orders.providerRef }).from(orders).where(eq(orders.status, 'succeeded'));
        expect(new Set(succeeded.map((row) => row.ref))).toEqual(new Set(paidIntents.map((row) => row.id)));
        expect(succeeded.length).toBe(FLOWS);
      } finally {
        await handle.close();
      }
    } finally {
      await drop();
    }
  }, 180_000);
});

/** Sends the stand-in's due webhooks, then counts the caller's paid orders in its history. */
async function paidAfterDelivery(api: Api, bearer: string): Promise<number> {
  await fetch(`${api.base}/sandbox/stripe/deliver`, { method: 'POST' });
  const history = await fetch(`${api.base}${signedUrl('/paymee/checkout/v3/checkout/', { page_size: '50' })}`, {
    headers: { authorization: `Bearer ${bearer}` },
  });
  return ((await history.json()).data as { status: string }[]).filter((order) => order.status === 'succeeded').length;
}
