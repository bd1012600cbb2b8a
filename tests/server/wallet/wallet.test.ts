import { ledgerEntries, ledgerTransfers, orders } from '@/server/src/db/schema';
import { sql } from 'drizzle-orm';
import { createTestApp, signedUrl, testConfig, type TestApp } from '../helpers/test-app';
import { adjust, BALANCE, balances, checkout, createWalletApp, expectLedgerClean, get, getWith, newUser, seededUser } from './helpers';

describe(`wallet, catalogue and TVS conversion on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createWalletApp();
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  it('answers both balances and the currency config, unsigned under /billy, 401 without a token', async () => {
    const { app } = testApp;
    const user = await newUser(app, 'balance');
    const answer = await app.inject({ method: 'GET', url: BALANCE, headers: { authorization: `Bearer ${user.bearer}` } });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      data: {
        balances: [
          { amount: 0, amount_currency: 'STAR' },
          { amount: 0, amount_currency: 'TVS' },
        ],
        config: { exponents: { STAR: 0, TVS: 2 }, tvs_to_star_rate: { tvs: 100, stars: 10 } },
      },
    });
    expect((await app.inject({ method: 'GET', url: BALANCE })).statusCode).toBe(401);
  });

  it('prices packages per country from the catalogue, pages them, and lists countries and methods', async () => {
    const { app } = testApp;
    const user = await newUser(app, 'catalogue');
    const indonesia = await getWith(app, '/paymee/stars/v3/conversion-packages/', { page: '1', pageSize: '2', country: 'id' }, user);
    expect(indonesia.statusCode).toBe(200);
    expect(indonesia.json()).toEqual({
      data: [
        { id: 'stars_100', stars: 100, bonus_stars: 0, price: { amount: 15000, currency: 'IDR', exponent: 0 }, price_tvs: 1000 },
        { id: 'stars_500', stars: 500, bonus_stars: 25, price: { amount: 75000, currency: 'IDR', exponent: 0 }, price_tvs: 5000 },
      ],
      meta: { page: 1, page_size: 2, total: 6 },
    });
    const elsewhere = await getWith(app, '/paymee/stars/v3/conversion-packages/', { country: 'DE' }, user);
    expect(elsewhere.json().data[0].price).toEqual({ amount: 99, currency: 'USD', exponent: 2 });
    expect(elsewhere.json().meta).toEqual({ page: 1, page_size: 20, total: 6 });

    const countries = await get(app, '/paymee/payment/v3/countries/', { bearer: user.bearer });
    expect(countries.json().data).toContainEqual({ code: 'TW', name: 'Taiwan', currency: 'TWD', exponent: 0 });
    const thai = await getWith(app, '/paymee/payment/v3/payment-methods/', { country: 'TH' }, user);
    expect(thai.json().data).toEqual([
      { id: 'card', type: 'card', name: 'Card', gateway: null },
      { id: 'eghl:promptpay', type: 'gateway', name: 'PromptPay', gateway: 'eghl' },
      { id: 'tvs', type: 'tvs', name: 'TVS balance', gateway: null },
    ]);
    const us = await getWith(app, '/paymee/payment/v3/payment-methods/', { country: 'US' }, user);
    expect(us.json().data.map((method: { type: string }) => method.type)).toEqual(['card', 'tvs']);
    const config = await get(app, '/paymee/payment/v3/stripe/config/', { bearer: user.bearer });
    expect(config.json()).toEqual({ data: { publishable_key: testApp.config.payments.stripe.publishableKey, sandbox: true } });
  });

  it('converts TVS into stars in one step; 402 INSUFFICIENT_BALANCE moves and writes nothing', async () => {
    const { app } = testApp;
    const user = await newUser(app, 'tvs');
    const orderCount = async () => (await testApp.database.db.select({ n: sql<number>`count(*)::int` }).from(orders))[0]!.n;
    const before = await orderCount();
    const poor = await checkout(app, user, { package_id: 'stars_100', method: 'tvs', country: 'US' });
    expect(poor.statusCode).toBe(402);
    expect(poor.json()).toEqual({ code: 'INSUFFICIENT_BALANCE', message: 'Your balance is not enough for this purchase.' });
    expect(await orderCount()).toBe(before);

    await adjust(app, user, 'TVS', 1500);
    const paid = await checkout(app, user, { package_id: 'stars_100', method: 'tvs', country: 'ID' }, 'tvs-key-0001');
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data).toMatchObject({
      order: { status: 'succeeded', price: { amount: 1000, currency: 'TVS', exponent: 2 }, stars_credited: 100, method: { type: 'tvs' } },
      client_secret: null,
      redirect_url: null,
    });
    const replay = await checkout(app, user, { package_id: 'stars_100', method: 'tvs', country: 'ID' }, 'tvs-key-0001');
    expect(replay.json().data.order.id).toBe(paid.json().data.order.id);
    expect(await balances(app, user)).toEqual({ STAR: 100, TVS: 500 });
    await expectLedgerClean(testApp);
  });

  it('refuses bad checkouts with a 4xx envelope and writes nothing', async () => {
    const { app } = testApp;
    const user = await newUser(app, 'bad-input');
    const entries = async () => (await testApp.database.db.select().from(ledgerEntries)).length;
    const before = { entries: await entries(), orders: (await testApp.database.db.select().from(orders)).length };
    const cases: [object | string, number, string, Record<string, string>?][] = [
      [{}, 400, 'VALIDATION_ERROR'],
      [{ package_id: 'stars_999', method: 'card', country: 'US' }, 404, 'PACKAGE_NOT_FOUND'],
      [{ package_id: 'stars_100', method: 'eghl:ovo', country: 'US' }, 400, 'METHOD_UNAVAILABLE'],
      [{ package_id: 'stars_100', method: 'tvs', country: 'US', payment_method_id: 'pm_abc' }, 400, 'METHOD_UNAVAILABLE'],
      [{ package_id: 'stars_100', method: 'card', country: 'USA' }, 400, 'VALIDATION_ERROR'],
      [{ package_id: 'stars_100', method: 'card', country: 'US', return_url: 'https://evil.example/x' }, 400, 'VALIDATION_ERROR'],
      [{ package_id: 'stars_100', method: 'card', country: 'US', payment_method_id: 'pm_notmine' }, 404, 'PAYMENT_METHOD_NOT_FOUND'],
      [{ package_id: 'x'.repeat(10_000), method: 'card', country: 'US' }, 400, 'VALIDATION_ERROR'],
    ];
    for (const [body, status, code] of cases) {
      const answer = await checkout(app, user, body as object);
      expect([answer.statusCode, answer.json().code]).toEqual([status, code]);
    }
    const text = await app.inject({
      method: 'POST',
      url: signedUrl('/paymee/checkout/v3/checkout/'),
      headers: { authorization: `Bearer ${user.bearer}`, 'idempotency-key': 'text-body-key', 'content-type': 'text/plain' },
      payload: 'package_id=stars_100',
    });
    expect([text.statusCode, text.json().code]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
    const shortKey = await checkout(app, user, { package_id: 'stars_100', method: 'card', country: 'US' }, 'short');
    expect([shortKey.statusCode, shortKey.json().code]).toEqual([400, 'VALIDATION_ERROR']);
    const queries: Record<string, string>[] = [{ page: '-1' }, { pageSize: '1000000000' }, { page: '1e400' }];
    for (const query of queries) {
      expect((await getWith(app, '/paymee/stars/v3/conversion-packages/', query, user)).statusCode).toBe(400);
    }
    const noKey = await app.inject({ method: 'POST', url: '/paymee/checkout/v3/checkout/', payload: {} });
    expect(noKey.statusCode).toBe(401);
    const adjustBad = await app.inject({
      method: 'POST',
      url: '/sandbox/wallet/adjust',
      payload: { user_id: user.userId, currency: 'TVS', amount: 1.5, reason: 'x' },
    });
    expect(adjustBad.statusCode).toBe(400);
    const adjustNul = await app.inject({
      method: 'POST',
      url: '/sandbox/wallet/adjust',
      payload: { user_id: user.userId, currency: 'TVS', amount: 5, reason: 'a\u0000b' },
    });
    expect(adjustNul.statusCode).toBe(400);
    const overdraw = await app.inject({
      method: 'POST',
      url: '/sandbox/wallet/adjust',
      payload: { user_id: user.userId, currency: 'TVS', amount: -1, reason: 'x' },
    });
    expect([overdraw.statusCode, overdraw.json().code]).toEqual([402, 'INSUFFICIENT_BALANCE']);
    expect(await entries()).toBe(before.entries);
    expect((await testApp.database.db.select().from(orders)).length).toBe(before.orders);
  });

  it('keeps ledger entries and transfers append-only in the database itself', async () => {
    const { app } = testApp;
    const user = await newUser(app, 'append-only');
    await adjust(app, user, 'STAR', 10);
    const { db } = testApp.database;
    await expect(db.update(ledgerEntries).set({ amount: 1_000_000 })).rejects.toThrow();
    await expect(db.delete(ledgerEntries)).rejects.toThrow();
    await expect(db.delete(ledgerTransfers)).rejects.toThrow();
    await expect(db.execute(sql`update ledger_accounts set balance = -5 where user_id = ${user.userId}`)).rejects.toThrow();
    await expectLedgerClean(testApp);
  });
});

describe('payments without provider keys', () => {
  it('answers 503 where Stripe or the gateway is needed, and writes nothing', async () => {
    const base = testConfig().payments;
    const unconfigured = {
      ...base,
      stripe: { ...base.stripe, secretKey: undefined, publishableKey: undefined, webhookSecret: undefined },
      gateway: { ...base.gateway, password: undefined },
    };
    const testApp = await createTestApp({
      config: { payments: { ...unconfigured, sweepIntervalSeconds: 0, sandboxDeliveryIntervalMs: 0 } },
    });
    try {
      const { app } = testApp;
      const user = await seededUser(testApp);
      const answers = [
        await get(app, '/paymee/payment/v3/stripe/config/', { bearer: user.bearer }),
        await checkout(app, user, { package_id: 'stars_100', method: 'card', country: 'US' }),
        await checkout(app, user, { package_id: 'stars_100', method: 'eghl:ovo', country: 'ID' }),
        await get(app, '/paymee/payment/v3/my-payment-methods/', { bearer: user.bearer }),
      ];
      expect(answers.map((answer) => [answer.statusCode, answer.json().code])).toEqual(Array(4).fill([503, 'SERVICE_UNAVAILABLE']));
      expect(await testApp.database.db.select().from(orders)).toEqual([]);
    } finally {
      await testApp.app.close();
    }
  });
});
