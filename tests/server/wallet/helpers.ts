import { devices, sessions, users } from '@/server/src/db/schema';
import { signAccessToken } from '@/server/src/http/access-token';
import { verifyLedger } from '@/server/src/modules/wallet/verify';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { get, post } from '../helpers/auth';
import { newUser, type SignedInUser } from '../channel/helpers';
import { createTestApp, signedUrl, testConfig, type TestApp, type TestAppOptions } from '../helpers/test-app';

export { get, post, newUser, type SignedInUser };

export const CHECKOUT = '/paymee/checkout/v3/checkout/';
export const BALANCE = '/billy/v5/billing/balance/';
export const STRIPE_CALLBACK = '/paymee/payment/v3/stripe/callback/';
export const WEBHOOK = '/paymee/payment/v3/stripe/webhook/';
export const MY_METHODS = '/paymee/payment/v3/my-payment-methods/';

/** The API with no background timers: tests deliver webhooks and run the sweep themselves. */
export function createWalletApp(options: TestAppOptions = {}): Promise<TestApp> {
  const base = testConfig();
  return createTestApp({
    ...options,
    // Background rounds stay off: tests run sweeps and retries themselves, at the time they choose.
    config: {
      ...options.config,
      payments: { ...base.payments, sweepIntervalSeconds: 0, sandboxDeliveryIntervalMs: 0 },
      payouts: { ...(options.config?.payouts ?? base.payouts), retryIntervalSeconds: 0 },
    },
  });
}

/** A signed GET with a query string, as the web client sends it. */
export function getWith(app: FastifyInstance, path: string, query: Record<string, string>, user: SignedInUser) {
  return app.inject({ method: 'GET', url: signedUrl(path, query), headers: { authorization: `Bearer ${user.bearer}` } });
}

/** A user with a live sign-in written straight into the database (no sign-in provider involved). */
export async function seededUser(testApp: TestApp): Promise<SignedInUser> {
  const { db } = testApp.database;
  const now = new Date();
  const [user] = await db.insert(users).values({ displayName: 'Seeded' }).returning();
  const deviceId = `seeded-${randomUUID()}`;
  await db.insert(devices).values({ deviceId, deviceType: 'web', os: 'Linux', deviceName: 'test', firstSeenAt: now, lastSeenAt: now });
  const sessionId = randomUUID();
  await db.insert(sessions).values({
    id: sessionId,
    userId: user!.id,
    familyId: sessionId,
    deviceId,
    refreshTokenHash: randomUUID(),
    expiresAt: new Date(now.getTime() + 3_600_000),
    familyExpiresAt: new Date(now.getTime() + 3_600_000),
    createdAt: now,
  });
  const bearer = await signAccessToken(testApp.config.tokenSecret, { userId: user!.id, sessionId }, now, 900);
  return { bearer, userId: user!.id };
}

export function checkout(app: FastifyInstance, user: SignedInUser, body: object, key: string = randomUUID()) {
  return post(app, CHECKOUT, body, { bearer: user.bearer, headers: { 'idempotency-key': key } });
}

/** The STAR and TVS balances as the balance endpoint answers them. */
export async function balances(app: FastifyInstance, user: SignedInUser): Promise<Record<string, number>> {
  const response = await app.inject({ method: 'GET', url: BALANCE, headers: { authorization: `Bearer ${user.bearer}` } });
  return Object.fromEntries(
    (response.json().data.balances as { amount: number; amount_currency: string }[]).map((entry) => [entry.amount_currency, entry.amount]),
  );
}

/** What Stripe.js does in the browser: a PaymentMethod from the card, then confirm with the client secret. */
export async function payInBrowser(
  app: FastifyInstance,
  clientSecret: string,
  number: string,
  returnUrl = 'http://localhost:3000/get-star',
) {
  const pk = testConfig().payments.stripe.publishableKey!;
  const form = (fields: Record<string, string>) => ({
    method: 'POST' as const,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:3000' },
    payload: new URLSearchParams({ key: pk, ...fields }).toString(),
  });
  const method = await app.inject({
    url: '/sandbox/stripe/v1/payment_methods',
    ...form({ type: 'card', 'card[number]': number, 'card[exp_month]': '12', 'card[exp_year]': '2040', 'card[cvc]': '123' }),
  });
  if (method.statusCode !== 200) throw new Error(`payment method: ${method.body}`);
  const kind = clientSecret.startsWith('seti_') ? 'setup_intents' : 'payment_intents';
  const id = clientSecret.split('_secret_')[0];
  const confirmed = await app.inject({
    url: `/sandbox/stripe/v1/${kind}/${id}/confirm`,
    ...form({ client_secret: clientSecret, payment_method: method.json().id, return_url: returnUrl }),
  });
  return confirmed.json();
}

export async function deliverWebhooks(app: FastifyInstance): Promise<number> {
  const response = await app.inject({ method: 'POST', url: '/sandbox/stripe/deliver' });
  return response.json().delivered;
}

export async function adjust(app: FastifyInstance, user: SignedInUser, currency: 'STAR' | 'TVS', amount: number) {
  const response = await app.inject({
    method: 'POST',
    url: '/sandbox/wallet/adjust',
    payload: { user_id: user.userId, currency, amount, reason: 'test top-up' },
  });
  if (response.statusCode !== 200) throw new Error(`adjust: ${response.body}`);
}

export async function expectLedgerClean(testApp: TestApp) {
  expect(await verifyLedger(testApp.database.db)).toEqual([]);
}

/** Saves a card the way the web app does (a SetupIntent confirmed by Stripe.js); its PaymentMethod id. */
export async function savedCard(app: FastifyInstance, user: SignedInUser, number = '4242424242424242'): Promise<string> {
  const created = await post(app, MY_METHODS, undefined, { bearer: user.bearer });
  if (created.statusCode !== 201) throw new Error(`setup intent: ${created.body}`);
  const confirmed = await payInBrowser(app, created.json().data.client_secret, number);
  if (confirmed.status !== 'succeeded') throw new Error(`saving the card: ${JSON.stringify(confirmed)}`);
  return confirmed.payment_method;
}
