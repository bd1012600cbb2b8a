import { orders } from '@/server/src/db/schema';
import { createPaymentDeps } from '@/server/src/modules/payments/deps';
import { sweepExpiredOrders } from '@/server/src/modules/payments/sweep';
import { requestHash } from '@/server/src/providers/gateway-eghl';
import { loopbackFetch } from '@/server/src/providers/loopback';
import { createStripeClient } from '@/server/src/providers/stripe';
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
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
  type SignedInUser,
} from './helpers';

const REDIRECT_CALLBACK = '/paymee/payment/v3/redirect-callback/';
const orderPath = (id: string) => `/paymee/checkout/v3/checkout/${id}/`;

describe(`settlement credits only what was paid, on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  let testApp: TestApp;
  let stripe: Stripe;
  const logLines: string[] = [];

  beforeAll(async () => {
    testApp = await createWalletApp({ config: { logLevel: 'warn' }, logStream: { write: (line) => logLines.push(line) } });
    const { payments } = testApp.config;
    stripe = createStripeClient(payments.stripe, loopbackFetch(testApp.app, payments.publicApiUrl))!;
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  async function orderSeenBy(user: SignedInUser, id: string) {
    const answer = await get(testApp.app, orderPath(id), { bearer: user.bearer });
    expect(answer.statusCode).toBe(200);
    return answer.json().data;
  }

  /** Opens the gateway page with `fields` re-signed by whoever knows the merchant password, and approves. */
  async function payGateway(redirectUrl: string, change: Record<string, string>) {
    const { app, config } = testApp;
    const url = new URL(redirectUrl);
    const fields = { ...Object.fromEntries(url.searchParams), ...change };
    fields.HashValue = requestHash(config.payments.gateway.password!, fields);
    const page = await app.inject({ method: 'GET', url: `${url.pathname}?${new URLSearchParams(fields).toString()}` });
    expect(page.statusCode).toBe(200);
    const answer = await app.inject({
      method: 'POST',
      url: '/sandbox/gateway/pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ PaymentID: fields.PaymentID!, action: 'approve' }).toString(),
    });
    expect(answer.statusCode).toBe(303);
    return Object.fromEntries(new URL(String(answer.headers.location)).searchParams);
  }

  it('holds for review a gateway return re-signed at Amount=1.00 for the 1,499,000 IDR package, crediting nothing', async () => {
    const { app } = testApp;
    const user = await newUser(app, 'gateway-underpaid');
    const started = (await checkout(app, user, { package_id: 'stars_10000', method: 'eghl:ovo', country: 'ID' })).json().data;
    expect(new URL(started.redirect_url).searchParams.get('Amount')).toBe('1499000.00');
    const returned = await payGateway(started.redirect_url, { Amount: '1.00' });
    expect(returned).toMatchObject({ Amount: '1.00', CurrencyCode: 'IDR', TxnStatus: '0' });

    const answer = await post(app, REDIRECT_CALLBACK, returned, { bearer: user.bearer });
    expect(answer.statusCode).toBe(402);
    expect(answer.json()).toEqual({
      code: 'PAYMENT_FAILED',
      message: 'The payment does not match the order (amount 1 instead of 1499000); it is held for review.',
    });
    // Neither the signed notification nor asking again (the gateway's query says 1.00 too) credits it.
    expect(await deliverWebhooks(app)).toBe(1);
    expect((await post(app, REDIRECT_CALLBACK, { gateway: 'eghl', TxnId: returned.TxnId }, { bearer: user.bearer })).statusCode).toBe(402);
    expect(await balances(app, user)).toEqual({ STAR: 0, TVS: 0 });
    const order = await orderSeenBy(user, started.order.id);
    expect(order).toMatchObject({ status: 'review', stars_credited: 0, completed_at: null });
    const warnings = logLines.map((line) => JSON.parse(line)).filter((entry) => entry.orderId === started.order.id);
    expect(warnings).toEqual([
      expect.objectContaining({
        level: 40,
        source: 'callback',
        msg: 'payment does not match its order: held for review',
        mismatch: 'The payment does not match the order (amount 1 instead of 1499000); it is held for review.',
      }),
    ]);
    await expectLedgerClean(testApp);
  });

  it('holds for review from the notification alone, when the gateway took another currency', async () => {
    const { app } = testApp;
    const user = await newUser(app, 'gateway-currency');
    const started = (await checkout(app, user, { package_id: 'stars_100', method: 'eghl:gcash', country: 'PH' })).json().data;
    await payGateway(started.redirect_url, { CurrencyCode: 'IDR' });
    expect(await deliverWebhooks(app)).toBe(1);
    expect(await balances(app, user)).toEqual({ STAR: 0, TVS: 0 });
    const order = await orderSeenBy(user, started.order.id);
    expect(order.status).toBe('review');
    expect(order.failure_message).toContain('currency IDR instead of PHP');
  });

  it('asks Stripe for IDR and TWD in hundredths, as its API counts them, and credits the paid package', async () => {
    const { app } = testApp;
    for (const [country, currency, price, stripeAmount] of [
      ['ID', 'idr', 1_499_000, 149_900_000],
      ['TW', 'twd', 2_990, 299_000],
    ] as const) {
      const user = await newUser(app, `stripe-${currency}`);
      const started = (await checkout(app, user, { package_id: 'stars_10000', method: 'card', country })).json().data;
      expect(started.order.price).toEqual({ amount: price, currency: currency.toUpperCase(), exponent: 0 });
      const intent = await stripe.paymentIntents.retrieve(started.client_secret.split('_secret_')[0]);
      expect([intent.amount, intent.currency]).toEqual([stripeAmount, currency]);

      expect((await payInBrowser(app, started.client_secret, '4242424242424242')).status).toBe('succeeded');
      const paid = await post(app, STRIPE_CALLBACK, { clientSecret: started.client_secret }, { bearer: user.bearer });
      expect(paid.json().data).toMatchObject({ status: 'succeeded', stars_credited: 11_500 });
      expect(await balances(app, user)).toEqual({ STAR: 11_500, TVS: 0 });
      // Stripe's own word on it (the webhook) settles nothing twice.
      expect(await deliverWebhooks(app)).toBeGreaterThan(0);
      expect(await balances(app, user)).toEqual({ STAR: 11_500, TVS: 0 });
    }
    await expectLedgerClean(testApp);
  });

  it('holds for review an IDR payment of the price read as hundredths (14,990.00 IDR for the 1,499,000 IDR package)', async () => {
    const { app, database } = testApp;
    const user = await newUser(app, 'stripe-idr-hundredths');
    const started = (await checkout(app, user, { package_id: 'stars_10000', method: 'card', country: 'ID' })).json().data;
    await database.db.update(orders).set({ providerRef: null, clientSecret: null }).where(eq(orders.id, started.order.id));
    const cheap = await stripe.paymentIntents.create({ amount: 1_499_000, currency: 'idr', metadata: { order_id: started.order.id } });
    expect((await payInBrowser(app, cheap.client_secret!, '4242424242424242')).status).toBe('succeeded');
    expect(await deliverWebhooks(app)).toBe(1);

    expect(await balances(app, user)).toEqual({ STAR: 0, TVS: 0 });
    const order = await orderSeenBy(user, started.order.id);
    expect(order).toMatchObject({ status: 'review', stars_credited: 0 });
    expect(order.failure_message).toBe('The payment does not match the order (amount 14990 instead of 1499000); it is held for review.');
    await expectLedgerClean(testApp);
  });

  it('credits nothing when a PaymentIntent for the order was paid with another amount (webhook adopting it)', async () => {
    const { app, database } = testApp;
    const user = await newUser(app, 'stripe-underpaid');
    const started = (await checkout(app, user, { package_id: 'stars_10000', method: 'card', country: 'US' })).json().data;
    // The state a checkout leaves when it dies before saving Stripe's answer: no PaymentIntent on the order.
    await database.db.update(orders).set({ providerRef: null, clientSecret: null }).where(eq(orders.id, started.order.id));
    const cheap = await stripe.paymentIntents.create({ amount: 50, currency: 'usd', metadata: { order_id: started.order.id } });
    expect((await payInBrowser(app, cheap.client_secret!, '4242424242424242')).status).toBe('succeeded');
    expect(await deliverWebhooks(app)).toBe(1);

    expect(await balances(app, user)).toEqual({ STAR: 0, TVS: 0 });
    const order = await orderSeenBy(user, started.order.id);
    expect(order).toMatchObject({ status: 'review', stars_credited: 0 });
    expect(order.failure_message).toBe('The payment does not match the order (amount 50 instead of 9999); it is held for review.');
    await expectLedgerClean(testApp);
  });

  it('credits nothing on the callback when the PaymentIntent charged another currency', async () => {
    const { app, database } = testApp;
    const user = await newUser(app, 'stripe-currency');
    const started = (await checkout(app, user, { package_id: 'stars_100', method: 'card', country: 'US' })).json().data;
    const euros = await stripe.paymentIntents.create({ amount: 99, currency: 'eur', metadata: { order_id: started.order.id } });
    await database.db
      .update(orders)
      .set({ providerRef: euros.id, clientSecret: euros.client_secret })
      .where(eq(orders.id, started.order.id));
    await payInBrowser(app, euros.client_secret!, '4242424242424242');

    const answer = await post(app, STRIPE_CALLBACK, { clientSecret: euros.client_secret }, { bearer: user.bearer });
    expect(answer.statusCode).toBe(402);
    expect(answer.json().message).toBe('The payment does not match the order (currency EUR instead of USD); it is held for review.');
    expect(await balances(app, user)).toEqual({ STAR: 0, TVS: 0 });
  });

  it('has the sweep hold an expired order whose PaymentIntent names another order, crediting nothing', async () => {
    const { app, database } = testApp;
    const user = await newUser(app, 'stripe-metadata');
    const started = (await checkout(app, user, { package_id: 'stars_100', method: 'card', country: 'US' })).json().data;
    const other = (await checkout(app, user, { package_id: 'stars_100', method: 'card', country: 'US' })).json().data;
    const stray = await stripe.paymentIntents.create({ amount: 99, currency: 'usd', metadata: { order_id: other.order.id } });
    await database.db.update(orders).set({ providerRef: stray.id, clientSecret: null }).where(eq(orders.id, started.order.id));
    await payInBrowser(app, stray.client_secret!, '4242424242424242');

    // The sweep runs with a clock past the order's expiry (the app's own stays, so sign-ins hold).
    const later = () => new Date(Date.now() + 31 * 60_000);
    await sweepExpiredOrders(createPaymentDeps(app, testApp.config, database.db, later));
    const order = await orderSeenBy(user, started.order.id);
    expect(order.status).toBe('review');
    expect(order.failure_message).toBe(
      `The payment does not match the order (reference ${other.order.id} instead of ${started.order.id}); it is held for review.`,
    );
    expect(await balances(app, user)).toEqual({ STAR: 0, TVS: 0 });
    await expectLedgerClean(testApp);
  });
});
