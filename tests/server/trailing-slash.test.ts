import { signedUrl, type TestApp } from './helpers/test-app';
import { BALANCE, createWalletApp, MY_METHODS, seededUser } from './wallet/helpers';

describe('routes answer with and without their trailing slash', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createWalletApp();
  });
  afterAll(async () => {
    await testApp.app.close();
  });

  it('answers a signed path without the slash like the one with it', async () => {
    const withSlash = await testApp.app.inject({ method: 'GET', url: signedUrl('/core/v1/meta/') });
    const without = await testApp.app.inject({ method: 'GET', url: signedUrl('/core/v1/meta') });
    expect(without.statusCode).toBe(200);
    expect(without.json()).toEqual(withSlash.json());
  });

  it('still checks the signature against the path as sent', async () => {
    const signedForSlash = signedUrl('/core/v1/meta/').split('?')[1];
    const response = await testApp.app.inject({ method: 'GET', url: `/core/v1/meta?${signedForSlash}` });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'SIGNATURE_INVALID', message: 'The request signature does not match.' });
  });

  it('reaches DELETE my-payment-methods/{id} without the slash', async () => {
    const user = await seededUser(testApp);
    const headers = { authorization: `Bearer ${user.bearer}` };
    for (const path of [`${MY_METHODS}pm_missing`, `${MY_METHODS}pm_missing/`]) {
      const response = await testApp.app.inject({ method: 'DELETE', url: signedUrl(path), headers });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('PAYMENT_METHOD_NOT_FOUND');
    }
  });

  it('answers the unsigned billing base without the slash', async () => {
    const user = await seededUser(testApp);
    const response = await testApp.app.inject({
      method: 'GET',
      url: BALANCE.slice(0, -1),
      headers: { authorization: `Bearer ${user.bearer}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.balances).toEqual(expect.any(Array));
  });
});
