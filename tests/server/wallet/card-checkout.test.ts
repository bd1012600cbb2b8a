import { ledgerEntries, orders } from '@/server/src/db/schema';
import { eq } from 'drizzle-orm';
import type { TestApp } from '../helpers/test-app';
import {
  balances,
  checkout,
  createWalletApp,
  deliverWebhooks,
  expectLedgerClean,
  get,
  newUser,
  payInBrowser,
  post,
  STRIPE_CALLBACK,
} from './helpers';

describe(`card checkout through the Stripe stand-in on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createWalletApp();
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  const card = { package_id: 'stars_500', method: 'card', country: 'US' };

  it('credits a paid package once: checkout, Stripe.js confirm, callback, webhook, history and receipt', async () => {
    const { app } = testApp;
    const user = await newUser(app, 'card');
    expect(await balances(app, user)).toEqual({ STAR: 0, TVS: 0 });

    const started = await checkout(app, user, card, 'key-card-0001');
    expect(started.statusCode).toBe(200);
    const { order, client_secret: clientSecret } = started.json().data;
    expect(order).toMatchObject({ status: 'pending', price: { amount: 499, currency: 'USD', exponent: 2 }, stars: 525, stars_credited: 0 });
    expect(clientSecret).toMatch(/^pi_\w+_secret_\w+$/);

    const again = await checkout(app, user, card, 'key-card-0001');
    expect(again.json().data).toEqual(started.json().data);
    const other = await checkout(app, user, { ...card, package_id: 'stars_100' }, 'key-card-0001');
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('IDEMPOTENCY_CONFLICT');

    const early = await post(app, STRIPE_CALLBACK, { clientSecret }, { bearer: user.bearer });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('PM0003');

    expect((await payInBrowser(app, clientSecret, '4242424242424242')).status).toBe('succeeded');
    const paid = await post(app, STRIPE_CALLBACK, { clientSecret }, { bearer: user.bearer });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data).toMatchObject({
      status: 'succeeded',
      stars_credited: 525,
      method: { type: 'card', card: { brand: 'visa', last4: '4242' } },
    });
    expect(await balances(app, user)).toEqual({ STAR: 525, TVS: 0 });

    expect(await deliverWebhooks(app)).toBeGreaterThan(0);
    await post(app, STRIPE_CALLBACK, { clientSecret }, { bearer: user.bearer });
    expect(await balances(app, user)).toEqual({ STAR: 525, TVS: 0 });

    const history = await get(app, '/paymee/checkout/v3/checkout/', { bearer: user.bearer });
    expect(history.json().meta).toEqual({ page: 1, page_size: 10, total: 1 });
    expect(history.json().data[0]).toMatchObject({ id: order.id, status: 'succeeded', failure_message: null });
    const receipt = await get(app, `/paymee/checkout/v3/checkout/${order.id}/`, { bearer: user.bearer });
    expect(receipt.json().data).toMatchObject({ provider_reference: clientSecret.split('_secret_')[0], stars_credited: 525 });
    expect(receipt.json().data.status_history.map((change: { status: string }) => change.status)).toEqual(['pending', 'succeeded']);
    await expectLedgerClean(testApp);
  });

  it.each([
    ['4000000000000002', 'Your card was declined.'],
    ['4000000000009995', 'Your card has insufficient funds.'],
  ])("answers 402 PAYMENT_FAILED with Stripe's reason for %s, and credits nothing", async (number, message) => {
    const { app } = testApp;
    const user = await newUser(app, 'declined');
    const { client_secret: clientSecret, order } = (await checkout(app, user, card)).json().data;
    const confirmed = await payInBrowser(app, clientSecret, number);
    expect(confirmed).toMatchObject({ status: 'requires_payment_method', last_payment_error: { message } });
    const answer = await post(app, STRIPE_CALLBACK, { clientSecret }, { bearer: user.bearer });
    expect(answer.statusCode).toBe(402);
    expect(answer.json()).toEqual({ code: 'PAYMENT_FAILED', message });
    await deliverWebhooks(app);
    expect(await balances(app, user)).toEqual({ STAR: 0, TVS: 0 });
    const [row] = await testApp.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'failed', failureMessage: message });
    // The history and the receipt name the refused card like any other.
    const receipt = await get(app, `/paymee/checkout/v3/checkout/${order.id}/`, { bearer: user.bearer });
    expect(receipt.json().data).toMatchObject({ status: 'failed', method: { card: { brand: 'visa', last4: number.slice(-4) } } });
  });

  it("walks 3-D Secure: next action, the stand-in page, the return with Stripe's parameters, then credit", async () => {
    const { app } = testApp;
    const user = await newUser(app, 'threeds');
    const { client_secret: clientSecret } = (await checkout(app, user, card)).json().data;
    const confirmed = await payInBrowser(app, clientSecret, '4000000000003220');
    expect(confirmed.status).toBe('requires_action');
    const { url, return_url: returnUrl } = confirmed.next_action.redirect_to_url;
    expect(returnUrl).toBe('http://localhost:3000/get-star');
    const path = new URL(url).pathname;
    const page = await app.inject({ method: 'GET', url: path });
    expect(page.body).toContain('Complete');
    expect((await post(app, STRIPE_CALLBACK, { clientSecret }, { bearer: user.bearer })).json().code).toBe('PM0003');

    const done = await app.inject({
      method: 'POST',
      url: path,
      payload: 'action=complete',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(done.statusCode).toBe(303);
    const back = new URL(String(done.headers.location));
    expect(Object.fromEntries(back.searchParams)).toEqual({
      payment_intent: clientSecret.split('_secret_')[0],
      payment_intent_client_secret: clientSecret,
      redirect_status: 'succeeded',
    });
    expect((await post(app, STRIPE_CALLBACK, { clientSecret }, { bearer: user.bearer })).statusCode).toBe(200);
    expect(await balances(app, user)).toEqual({ STAR: 525, TVS: 0 });
  });

  it('serves Stripe.js from the web origin with the publishable key only, and never a secret-key call', async () => {
    const { app, config } = testApp;
    const pk = config.payments.stripe.publishableKey!;
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/sandbox/stripe/v1/payment_methods',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    const form = 'type=card&card[number]=4242424242424242&card[exp_month]=12&card[exp_year]=2040&card[cvc]=123';
    const created = await app.inject({
      method: 'POST',
      url: '/sandbox/stripe/v1/payment_methods',
      headers: { origin: 'http://localhost:3000', authorization: `Bearer ${pk}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: form,
    });
    expect(created.statusCode).toBe(200);
    expect(created.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(created.json()).toMatchObject({ object: 'payment_method', card: { brand: 'visa', last4: '4242' } });
    expect(created.json()).not.toHaveProperty('_behaviour');
    const serverOnly = await app.inject({
      method: 'POST',
      url: '/sandbox/stripe/v1/payment_intents',
      headers: { authorization: `Bearer ${pk}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'amount=100&currency=usd',
    });
    expect(serverOnly.statusCode).toBe(403);
    const anonymous = await app.inject({
      method: 'POST',
      url: '/sandbox/stripe/v1/payment_methods',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form,
    });
    expect(anonymous.statusCode).toBe(401);
    const bad = await app.inject({
      method: 'POST',
      url: '/sandbox/stripe/v1/payment_methods',
      headers: { authorization: `Bearer ${pk}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'type=card&card[number]=4242424242424241&card[exp_month]=12&card[exp_year]=2040&card[cvc]=123',
    });
    expect([bad.statusCode, bad.json().error.code]).toEqual([402, 'incorrect_number']);
  });

  it("refuses another user's client secret and a forged webhook, writing nothing", async () => {
    const { app } = testApp;
    const owner = await newUser(app, 'owner');
    const thief = await newUser(app, 'thief');
    const { client_secret: clientSecret } = (await checkout(app, owner, card)).json().data;
    await payInBrowser(app, clientSecret, '4242424242424242');
    const stolen = await post(app, STRIPE_CALLBACK, { clientSecret }, { bearer: thief.bearer });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().code).toBe('ORDER_NOT_FOUND');

    const before = await testApp.database.db.select().from(ledgerEntries);
    const forged = await app.inject({
      method: 'POST',
      url: '/paymee/payment/v3/stripe/webhook/',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=deadbeef' },
      payload: JSON.stringify({
        id: 'evt_forged',
        type: 'payment_intent.succeeded',
        data: { object: { id: clientSecret.split('_secret_')[0] } },
      }),
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe('PROVIDER_SIGNATURE_INVALID');
    expect(await testApp.database.db.select().from(ledgerEntries)).toEqual(before);
    expect(await balances(app, thief)).toEqual({ STAR: 0, TVS: 0 });
  });
});
