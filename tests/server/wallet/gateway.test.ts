import { ledgerEntries } from '@/server/src/db/schema';
import type { TestApp } from '../helpers/test-app';
import { balances, checkout, createWalletApp, deliverWebhooks, expectLedgerClean, newUser, post } from './helpers';

const REDIRECT_CALLBACK = '/paymee/payment/v3/redirect-callback/';

describe(`redirect gateway checkout through the eGHL stand-in on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createWalletApp();
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  /** Opens the gateway page the browser is sent to and presses a button; answers the return URL's fields. */
  async function decide(redirectUrl: string, action: 'approve' | 'decline' | 'pending') {
    const { app } = testApp;
    const url = new URL(redirectUrl);
    const page = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Leave pending');
    const paymentId = url.searchParams.get('PaymentID')!;
    const answer = await app.inject({
      method: 'POST',
      url: '/sandbox/gateway/pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ PaymentID: paymentId, action }).toString(),
    });
    expect(answer.statusCode).toBe(303);
    return Object.fromEntries(new URL(String(answer.headers.location)).searchParams);
  }

  it('prices in the local currency, returns with gateway and TxnId, and credits once after approval', async () => {
    const { app } = testApp;
    const user = await newUser(app, 'gateway');
    const started = await checkout(app, user, { package_id: 'stars_100', method: 'eghl:ovo', country: 'ID' });
    expect(started.statusCode).toBe(200);
    const { order, redirect_url: redirectUrl, client_secret: clientSecret } = started.json().data;
    expect(clientSecret).toBeNull();
    expect(order).toMatchObject({ price: { amount: 15000, currency: 'IDR', exponent: 0 }, method: { type: 'gateway', gateway: 'eghl' } });
    expect(new URL(redirectUrl).searchParams.get('Amount')).toBe('15000.00');

    const returned = await decide(redirectUrl, 'approve');
    expect(returned).toMatchObject({ gateway: 'eghl', TxnStatus: '0' });
    expect(returned.TxnId).toBe(returned.PaymentID);

    const tampered = await post(app, REDIRECT_CALLBACK, { ...returned, Amount: '1.00' }, { bearer: user.bearer });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().code).toBe('PROVIDER_SIGNATURE_INVALID');
    expect(await balances(app, user)).toEqual({ STAR: 0, TVS: 0 });
    const nul = await post(app, REDIRECT_CALLBACK, { gateway: 'eghl', TxnId: 'SL\u0000x' }, { bearer: user.bearer });
    expect([nul.statusCode, nul.json().code]).toEqual([400, 'VALIDATION_ERROR']);

    const settled = await post(app, REDIRECT_CALLBACK, returned, { bearer: user.bearer });
    expect(settled.statusCode).toBe(200);
    expect(settled.json().data).toMatchObject({ status: 'succeeded', stars_credited: 100 });
    expect(await deliverWebhooks(app)).toBe(1);
    expect(await balances(app, user)).toEqual({ STAR: 100, TVS: 0 });
    await expectLedgerClean(testApp);
  });

  it('answers PM0003 while pending, then the decline with the gateway message, with only gateway and TxnId', async () => {
    const { app } = testApp;
    const user = await newUser(app, 'gateway-decline');
    const { redirect_url: redirectUrl } = (
      await checkout(app, user, { package_id: 'stars_500', method: 'eghl:gcash', country: 'PH' })
    ).json().data;
    const pending = await decide(redirectUrl, 'pending');
    const hint = { gateway: 'eghl', TxnId: pending.TxnId! };
    const waiting = await post(app, REDIRECT_CALLBACK, hint, { bearer: user.bearer });
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json().code).toBe('PM0003');

    await decide(redirectUrl, 'decline');
    const refused = await post(app, REDIRECT_CALLBACK, hint, { bearer: user.bearer });
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toEqual({ code: 'PAYMENT_FAILED', message: 'Transaction declined by the issuer.' });
    expect(await balances(app, user)).toEqual({ STAR: 0, TVS: 0 });
  });

  it('credits from the signed notification alone, and refuses a forged one', async () => {
    const { app } = testApp;
    const user = await newUser(app, 'gateway-notify');
    const { redirect_url: redirectUrl } = (
      await checkout(app, user, { package_id: 'stars_100', method: 'eghl:linepay', country: 'TW' })
    ).json().data;
    const returned = await decide(redirectUrl, 'approve');
    const before = (await testApp.database.db.select().from(ledgerEntries)).length;
    const forged = await app.inject({
      method: 'POST',
      url: '/paymee/payment/v3/gateway/eghl/notify/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...returned, HashValue2: 'f'.repeat(64) }).toString(),
    });
    expect(forged.statusCode).toBe(400);
    expect((await testApp.database.db.select().from(ledgerEntries)).length).toBe(before);

    expect(await deliverWebhooks(app)).toBeGreaterThanOrEqual(1);
    expect(await balances(app, user)).toEqual({ STAR: 100, TVS: 0 });
    const late = await post(app, REDIRECT_CALLBACK, { gateway: 'eghl', TxnId: returned.TxnId }, { bearer: user.bearer });
    expect(late.json().data.status).toBe('succeeded');
    expect(await balances(app, user)).toEqual({ STAR: 100, TVS: 0 });
  });
});
