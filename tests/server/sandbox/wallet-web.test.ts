import { createTestApp, type TestApp } from '../helpers/test-app';

describe('web wallet stand-ins', () => {
  let testApp: TestApp;

  afterEach(() => testApp.app.close());

  it('serves the Stripe.js stand-in and the geo lookup with SANDBOX=1', async () => {
    testApp = await createTestApp({ config: { sandbox: true } });

    const script = await testApp.app.inject({ method: 'GET', url: '/sandbox/stripe/v3.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(script.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(script.body).toContain('window.Stripe = Stripe');

    const country = await testApp.app.inject({ method: 'GET', url: '/sandbox/geo/country' });
    expect(country.statusCode).toBe(200);
    expect(country.body).toBe('US');
  });

  it('serves neither without the sandbox', async () => {
    testApp = await createTestApp({ config: { sandbox: false } });

    expect((await testApp.app.inject({ method: 'GET', url: '/sandbox/stripe/v3.js' })).statusCode).toBe(404);
    expect((await testApp.app.inject({ method: 'GET', url: '/sandbox/geo/country' })).statusCode).toBe(404);
  });
});
