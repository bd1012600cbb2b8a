import { endpoints } from '@/contracts/endpoints';
import { useTestApp } from './helpers/test-app';

describe('GET /openapi.json', () => {
  const testApp = useTestApp();

  it('lists every sign-in, session, device-link and profile endpoint of issue 4', () => {
    const paths = endpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        ...['google', 'facebook', 'apple', 'twitter', 'telegram', 'tiktok', 'petra/request', 'petra', 'qrcode'].map(
          (name) => `POST /core/v1/connect/${name}/`,
        ),
        'POST /core/v1/token/refresh/',
        'POST /core/v1/logout/',
        'GET /core/v1/turnstile/',
        'POST /core/v1/device-links/',
        'GET /core/v1/device-links/:link_id/status/',
        'GET /core/v1/device-links/:link_id/events/',
        'POST /core/v1/device-links/:link_id/scan/',
        'POST /core/v1/device-links/:link_id/approve/',
        'POST /core/v1/device-links/:link_id/deny/',
        'GET /core/v1/me/',
        'POST /core/v1/me/',
        'POST /core/v1/me/validate-display-name/',
        'GET /core/v1/me/identities/',
        'POST /core/v1/me/id-token/',
        'DELETE /core/v1/me/id-token/',
      ]),
    );
  });

  it('lists every wallet, payment and checkout endpoint of issue 10', () => {
    const paths = endpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'GET /billy/v5/billing/balance/',
        'GET /paymee/stars/v3/conversion-packages/',
        'GET /paymee/payment/v3/countries/',
        'GET /paymee/payment/v3/payment-methods/',
        'GET /paymee/payment/v3/stripe/config/',
        'POST /paymee/checkout/v3/checkout/',
        'GET /paymee/checkout/v3/checkout/',
        'GET /paymee/checkout/v3/checkout/:id/',
        'POST /paymee/payment/v3/stripe/callback/',
        'POST /paymee/payment/v3/stripe/webhook/',
        'POST /paymee/payment/v3/redirect-callback/',
        'POST /paymee/payment/v3/gateway/:gateway/notify/',
        'GET /paymee/payment/v3/my-payment-methods/',
        'POST /paymee/payment/v3/my-payment-methods/',
        'DELETE /paymee/payment/v3/my-payment-methods/:id/',
        'POST /paymee/payment/v3/my-payment-methods/:id/set-as-default/',
      ]),
    );
  });

  it('lists the public pricing endpoint of issue 14', () => {
    expect(endpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toContain('GET /core/v1/pricing/');
  });

  it('describes every declared endpoint, with the signature where it is required', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/openapi.json' });

    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    const operations = Object.values(document.paths as Record<string, Record<string, { operationId: string }>>).flatMap((item) =>
      Object.values(item).map((operation) => operation.operationId),
    );
    expect(operations.sort()).toEqual(endpoints.map((endpoint) => endpoint.id).sort());

    const meta = document.paths['/core/v1/meta/'].get;
    expect(meta.operationId).toBe('getMeta');
    expect(meta.security).toEqual([{ requestSignature: [] }]);
    expect(meta.responses['200'].content['application/json'].schema.properties.data.properties.currencies).toEqual({
      type: 'array',
      items: { type: 'string', enum: ['STAR', 'TVS'] },
    });
    expect(meta.responses.default.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/ErrorBody',
    });
    expect(document.paths['/health'].get.security).toEqual([]);
    expect(document.paths['/core/v1/me/'].get.security).toEqual([{ requestSignature: [], bearerAuth: [] }]);
    expect(document.components.securitySchemes.bearerAuth).toEqual({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
    const events = document.paths['/core/v1/device-links/{link_id}/events/'].get;
    expect(Object.keys(events.responses['200'].content)).toEqual(['text/event-stream']);
    expect(document.components.securitySchemes.requestSignature).toMatchObject({
      type: 'apiKey',
      in: 'query',
      name: 'verify',
    });
  });
});
