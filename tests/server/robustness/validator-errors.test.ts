import { errorBody } from '@/contracts/envelope';
import { randomUUID } from 'node:crypto';
import { checkout, createWalletApp, newUser, post, type SignedInUser } from '../wallet/helpers';
import { signedUrl, type TestApp } from '../helpers/test-app';

const NUL = 'a\u0000b';
const LONE = 'x\uD800y';

// Each of these passed its schema and then tripped the shared unsafe-text rule, whose error was a
// zod 4 `ZodError` (not an `Error`): Fastify's formatter threw and the process exited.
describe('a request whose text breaks the shared rule is a 400, not a crash', () => {
  let testApp: TestApp;
  let user: SignedInUser;

  beforeAll(async () => {
    testApp = await createWalletApp();
    user = await newUser(testApp.app, 'validator');
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  const expectRefused = (response: { statusCode: number; json: () => unknown }, path: string) => {
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(errorBody.parse(body)).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ path }] });
  };

  it.each([NUL, LONE])('a TVS checkout whose package_id is %j', async (bad) => {
    expectRefused(await checkout(testApp.app, user, { package_id: bad, method: 'tvs', country: 'US' }), 'body.package_id');
  });

  it.each([NUL, LONE])('a Stripe callback whose clientSecret is %j', async (bad) => {
    expectRefused(
      await post(testApp.app, '/paymee/payment/v3/stripe/callback/', { clientSecret: bad }, { bearer: user.bearer }),
      'body.clientSecret',
    );
  });

  describe('the unauthenticated gateway notification', () => {
    const fields = {
      ServiceID: 'sid',
      PaymentID: 'pid',
      OrderNumber: randomUUID(),
      Amount: '1.00',
      CurrencyCode: 'IDR',
      TxnID: 'txn',
      TxnStatus: '0',
      HashValue2: 'h',
    };
    const notify = (gateway: string, payload: string | Buffer) =>
      testApp.app.inject({
        method: 'POST',
        url: `/paymee/payment/v3/gateway/${gateway}/notify/`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload,
      });
    const form = new URLSearchParams(fields).toString();

    it('with a NUL in a form field or in :gateway', async () => {
      expectRefused(await notify('eghl', new URLSearchParams({ ...fields, TxnID: NUL }).toString()), 'body.TxnID');
      expectRefused(await notify(encodeURIComponent(NUL), form), 'params.gateway');
    });

    // A form carries UTF-8: a lone surrogate can only arrive as its (invalid) UTF-8 bytes.
    it('with a lone surrogate in a form field or in :gateway', async () => {
      expectRefused(await notify('eghl', `${form}&TxnID=x%ED%A0%80y`), 'body');
      expectRefused(await notify('eghl', Buffer.concat([Buffer.from(`${form}&TxnID=x`), Buffer.from([0xed, 0xa0, 0x80])])), 'body');
      expectRefused(await notify('x%ED%A0%80y', form), 'request');
    });
  });

  it('the API still answers afterwards', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  });
});

describe('bytes that are not UTF-8', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createWalletApp();
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  const INVALID = [Buffer.from([0xff]), Buffer.from([0xc3, 0x28]), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from([0xe2, 0x82])];

  it.each(INVALID.map((bytes) => [bytes.toString('hex'), bytes]))(
    'in a JSON body labelled UTF-8 (%s) are a 400, not U+FFFD',
    async (_hex, bytes) => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: signedUrl('/core/v1/token/refresh/'),
        headers: { 'content-type': 'application/json; charset=utf-8' },
        payload: Buffer.concat([Buffer.from('{"device_id":"d'), bytes, Buffer.from('","device_type":"web","refresh_token":"r"}')]),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        details: [{ path: 'body', message: 'The body is not valid UTF-8.' }],
      });
    },
  );

  it('at the very end of a body (a cut multi-byte sequence)', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: signedUrl('/core/v1/token/refresh/'),
      headers: { 'content-type': 'application/json' },
      payload: Buffer.concat([Buffer.from('{"refresh_token":"r"}'), Buffer.from([0xe2])]),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ details: [{ path: 'body' }] });
  });

  it('percent-encoded in a query parameter', async () => {
    const user = await newUser(testApp.app, 'query-bytes');
    const response = await testApp.app.inject({
      method: 'GET',
      url: `${signedUrl('/core/v3/channel/suggest-slug/')}&q=Ana%FF`,
      headers: { authorization: `Bearer ${user.bearer}` },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ path: 'query' }] });
  });

  it('valid multi-byte text in a query still passes', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `${signedUrl('/core/v3/channel/suggest-slug/')}&q=${encodeURIComponent('Ána 星')}`,
      headers: { authorization: `Bearer ${(await newUser(testApp.app, 'query-ok')).bearer}` },
    });
    expect(response.statusCode).toBe(200);
  });
});
