import { checkSignature, signPath } from '@/contracts/signing';
import { nativeSignPath } from '@/server/src/http/signature';
import { signedUrl, useTestApp } from './helpers/test-app';

const KEY = 'starlit-dev-signing-key';

describe('shared signing vectors (same as the web client)', () => {
  it.each([
    ['/core/v1/me/', 1700000000, 'wZ0LpZ347ZXp9ALiNETjJPLa1xRcku0qg1iagVoFA6I='],
    ['/paymee/payment/v3/stripe/callback/', 1700000123, 'if8vqBAdj5IitjuqNW4deDEfqezzyMpSbQTl+m8IjEk='],
  ])('signs %s at %i', (path, seconds, signature) => {
    expect(signPath(KEY, path, seconds)).toBe(signature);
    expect(nativeSignPath(KEY, path, seconds)).toBe(signature);
    expect(checkSignature(KEY, path, `${seconds}.${signature}`, seconds + 299)).toEqual({ ok: true });
  });

  it('signs non-ASCII paths alike in the shared and the native HMAC', () => {
    expect(nativeSignPath(KEY, '/core/v1/ชื่อ/频道/', 1700000000)).toBe(signPath(KEY, '/core/v1/ชื่อ/频道/', 1700000000));
  });
});

describe('request signature on /core and /paymee', () => {
  const testApp = useTestApp();
  const meta = '/core/v1/meta/';

  const get = (url: string) => testApp.app.inject({ method: 'GET', url });

  async function expectRefused(url: string, message: string) {
    const response = await get(url);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'SIGNATURE_INVALID', message });
  }

  it('accepts a fresh signature and answers the endpoint', async () => {
    const response = await get(signedUrl(meta));

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: { name: 'Starlit', version: expect.any(String), currencies: ['STAR', 'TVS'] },
    });
  });

  it('accepts a signature among other query parameters', async () => {
    expect((await get(signedUrl(meta, { lang: 'th' }))).statusCode).toBe(200);
  });

  it('refuses a missing signature', async () => {
    await expectRefused(meta, 'The request signature is missing.');
  });

  it.each(['abc', '1700000000', '1700000000.short', `x.${signPath(KEY, meta, 1)}`])('refuses the malformed signature %s', async (value) => {
    await expectRefused(`${meta}?verify=${encodeURIComponent(value)}`, 'The request signature is malformed.');
  });

  it('refuses two signatures at once', async () => {
    const single = signedUrl(meta).split('?')[1];
    await expectRefused(`${meta}?${single}&${single}`, 'The request signature is malformed.');
  });

  it('refuses a signature for another path', async () => {
    const other = signedUrl('/core/v1/other/').split('?')[1];
    await expectRefused(`${meta}?${other}`, 'The request signature does not match.');
  });

  it('refuses a signature made with another key', async () => {
    await expectRefused(signedUrl(meta, {}, { key: 'not-the-key' }), 'The request signature does not match.');
  });

  it('refuses a signature older than 300 s and accepts one just inside', async () => {
    const now = Math.floor(Date.now() / 1000);
    await expectRefused(signedUrl(meta, {}, { at: now - 302 }), 'The request signature has expired.');
    expect((await get(signedUrl(meta, {}, { at: now - 290 }))).statusCode).toBe(200);
  });

  it('guards /paymee, and unknown paths under the signed prefixes', async () => {
    await expectRefused('/paymee/payment/v3/stripe/callback/', 'The request signature is missing.');
    await expectRefused('/core/v1/unknown/', 'The request signature is missing.');
    const signedUnknown = await get(signedUrl('/core/v1/unknown/'));
    expect(signedUnknown.statusCode).toBe(404);
    expect(signedUnknown.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('cannot be bypassed by percent-encoding the prefix', async () => {
    await expectRefused('/%63ore/v1/meta/', 'The request signature is missing.');
  });

  it('does not require a signature under /billy or for /health and /openapi.json', async () => {
    const billy = await get('/billy/v1/balance/');
    expect(billy.statusCode).toBe(404);
    expect(billy.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await get('/health')).statusCode).toBe(200);
    expect((await get('/openapi.json')).statusCode).toBe(200);
  });

  it('does not block CORS preflights', async () => {
    const response = await testApp.app.inject({
      method: 'OPTIONS',
      url: meta,
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'GET' },
    });

    expect(response.statusCode).toBe(204);
  });
});
