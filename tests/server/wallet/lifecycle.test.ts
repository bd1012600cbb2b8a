import { ledgerAccounts, orders } from '@/server/src/db/schema';
import { createPaymentDeps } from '@/server/src/modules/payments/deps';
import { sweepExpiredOrders } from '@/server/src/modules/payments/sweep';
import { loopbackFetch } from '@/server/src/providers/loopback';
import { createStripeClient } from '@/server/src/providers/stripe';
import { PROCESSING_CARD } from '@/server/src/sandbox/stripe/cards';
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { TestClock, type TestApp } from '../helpers/test-app';
import {
  balances,
  checkout,
  createWalletApp,
  deliverWebhooks,
  expectLedgerClean,
  get,
  MY_METHODS,
  newUser,
  payInBrowser,
  post,
  STRIPE_CALLBACK,
  WEBHOOK,
} from './helpers';

describe(`order lifecycle: processing, webhooks, expiry, refunds on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  let testApp: TestApp;
  const clock = new TestClock();
  let stripe: Stripe;

  beforeAll(async () => {
    testApp = await createWalletApp({ clock: clock.now });
    const { payments } = testApp.config;
    stripe = createStripeClient(payments.stripe, loopbackFetch(testApp.app, payments.publicApiUrl))!;
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  const card = { package_id: 'stars_100', method: 'card', country: 'US' };
  const intentOf = (clientSecret: string) => clientSecret.split('_secret_')[0]!;

  it('keeps a processing payment at PM0003 until Stripe settles it, then the webhook credits it', async () => {
    const { app } = testApp;
    const user = await newUser(app, 'processing');
    const { client_secret: clientSecret } = (await checkout(app, user, card)).json().data;
    expect((await payInBrowser(app, clientSecret, PROCESSING_CARD)).status).toBe('processing');
    expect((await post(app, STRIPE_CALLBACK, { clientSecret }, { bearer: user.bearer })).json().code).toBe('PM0003');
    expect(await balances(app, user)).toEqual({ STAR: 0, TVS: 0 });

    clock.advance(5);
    expect(await deliverWebhooks(app)).toBeGreaterThanOrEqual(1);
    expect(await balances(app, user)).toEqual({ STAR: 100, TVS: 0 });
    expect((await post(app, STRIPE_CALLBACK, { clientSecret }, { bearer: user.bearer })).statusCode).toBe(200);
    expect(await balances(app, user)).toEqual({ STAR: 100, TVS: 0 });
  });

  it('hands back the client secret of a saved card still processing, so the page asks for its outcome as after a redirect', async () => {
    const { app } = testApp;
    const user = await newUser(app, 'saved-processing');
    const setup = (await post(app, MY_METHODS, undefined, { bearer: user.bearer })).json().data;
    expect((await payInBrowser(app, setup.client_secret, PROCESSING_CARD)).status).toBe('succeeded');
    const [saved] = (await get(app, MY_METHODS, { bearer: user.bearer })).json().data as { id: string }[];

    const started = (await checkout(app, user, { ...card, payment_method_id: saved!.id })).json().data;
    expect(started).toMatchObject({ order: { status: 'pending' }, next_action: null });
    const clientSecret = started.client_secret as string;
    expect(clientSecret.startsWith(`${intentOf(clientSecret)}_secret_`)).toBe(true);
    expect((await post(app, STRIPE_CALLBACK, { clientSecret }, { bearer: user.bearer })).json().code).toBe('PM0003');
    const stranger = await newUser(app, 'saved-processing-stranger');
    expect((await post(app, STRIPE_CALLBACK, { clientSecret }, { bearer: stranger.bearer })).statusCode).toBe(404);

    clock.advance(5);
    expect((await post(app, STRIPE_CALLBACK, { clientSecret }, { bearer: user.bearer })).statusCode).toBe(200);
    expect(await balances(app, user)).toEqual({ STAR: 100, TVS: 0 });
  });

  it('treats a redelivered or stale event as a no-op: the status always comes from Stripe', async () => {
    const { app } = testApp;
    const user = await newUser(app, 'redelivery');
    const { client_secret: clientSecret } = (await checkout(app, user, card)).json().data;
    await payInBrowser(app, clientSecret, '4242424242424242');
    const intent = await stripe.paymentIntents.retrieve(intentOf(clientSecret));
    const send = (event: object) => {
      const payload = JSON.stringify(event);
      const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: testApp.config.payments.stripe.webhookSecret! });
      return app.inject({
        method: 'POST',
        url: WEBHOOK,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload,
      });
    };
    // A payment_failed event delivered late (out of order) changes nothing: Stripe says succeeded.
    const stale = await send({
      id: 'evt_stale_failed',
      object: 'event',
      type: 'payment_intent.payment_failed',
      data: { object: { ...intent, status: 'requires_payment_method' } },
    });
    expect(stale.statusCode).toBe(200);
    expect(await balances(app, user)).toEqual({ STAR: 100, TVS: 0 });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await send({ id: 'evt_same', object: 'event', type: 'payment_intent.succeeded', data: { object: intent } })).statusCode).toBe(
        200,
      );
    }
    await deliverWebhooks(app);
    expect(await balances(app, user)).toEqual({ STAR: 100, TVS: 0 });
    await expectLedgerClean(testApp);
  });

  it('cancels expired unpaid orders at the provider; a payment that still went through is credited once', async () => {
    const { app } = testApp;
    const deps = createPaymentDeps(app, testApp.config, testApp.database.db, clock.now);
    const user = await newUser(app, 'expiry');
    const unpaid = (await checkout(app, user, card)).json().data;
    const processing = (await checkout(app, user, card)).json().data;
    await payInBrowser(app, processing.client_secret, PROCESSING_CARD);
    const gateway = (await checkout(app, user, { package_id: 'stars_500', method: 'eghl:ovo', country: 'ID' })).json().data;
    const gatewayPage = new URL(gateway.redirect_url);
    await app.inject({ method: 'GET', url: `${gatewayPage.pathname}${gatewayPage.search}` });
    const before = await balances(app, user);
    expect(before).toEqual({ STAR: 0, TVS: 0 });

    clock.advance(31 * 60);
    expect(await sweepExpiredOrders(deps)).toBe(3);
    const rowOf = async (id: string) => (await testApp.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
    expect((await rowOf(unpaid.order.id)).status).toBe('cancelled');
    expect((await stripe.paymentIntents.retrieve(intentOf(unpaid.client_secret))).status).toBe('canceled');
    expect((await rowOf(processing.order.id)).status).toBe('succeeded');
    expect((await rowOf(gateway.order.id)).status).toBe('cancelled');

    // The customer approves at the gateway after the sweep: the notification still credits, once.
    await app.inject({
      method: 'POST',
      url: '/sandbox/gateway/pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ PaymentID: gatewayPage.searchParams.get('PaymentID')!, action: 'approve' }).toString(),
    });
    await deliverWebhooks(app);
    await deliverWebhooks(app);
    expect((await rowOf(gateway.order.id)).status).toBe('succeeded');
    const [wallet] = await testApp.database.db
      .select()
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.owner, user.userId), eq(ledgerAccounts.currency, 'STAR')));
    expect(wallet?.balance).toBe(100 + 525);
    expect(await sweepExpiredOrders(deps)).toBe(0);
    await expectLedgerClean(testApp);
  });

  it('takes the stars back on a refund, and records what was already spent as a debt instead of going negative', async () => {
    const { app } = testApp;
    const user = await newUser(app, 'refund');
    const first = (await checkout(app, user, card)).json().data;
    const second = (await checkout(app, user, card)).json().data;
    for (const { client_secret: secret } of [first, second]) {
      await payInBrowser(app, secret, '4242424242424242');
      await post(app, STRIPE_CALLBACK, { clientSecret: secret }, { bearer: user.bearer });
    }
    expect(await balances(app, user)).toEqual({ STAR: 200, TVS: 0 });
    await stripe.refunds.create({ payment_intent: intentOf(first.client_secret) });
    await deliverWebhooks(app);
    expect(await balances(app, user)).toEqual({ STAR: 100, TVS: 0 });

    await app.inject({
      method: 'POST',
      url: '/sandbox/wallet/adjust',
      payload: { user_id: user.userId, currency: 'STAR', amount: -70, reason: 'spent on a gift' },
    });
    await stripe.refunds.create({ payment_intent: intentOf(second.client_secret) });
    await deliverWebhooks(app);
    expect(await balances(app, user)).toEqual({ STAR: 0, TVS: 0 });
    const accounts = await testApp.database.db
      .select({ code: ledgerAccounts.code, balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.owner, user.userId), eq(ledgerAccounts.currency, 'STAR')))
      .orderBy(ledgerAccounts.code);
    expect(accounts).toEqual([
      { code: 'debt', balance: -70 },
      { code: 'wallet', balance: 0 },
    ]);
    await expectLedgerClean(testApp);
  });
});
