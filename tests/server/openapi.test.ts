import { endpoints } from '@/contracts/endpoints';
import { createTestApp, type TestApp } from './helpers/test-app';

describe('GET /openapi.json', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  it('describes every declared endpoint, with the signature where it is required', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/openapi.json' });

    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths).sort()).toEqual(['/core/v1/meta/', '/health', '/openapi.json']);
    expect(endpoints.map((endpoint) => endpoint.id).sort()).toEqual(['getHealth', 'getMeta', 'getOpenApiDocument']);

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
    expect(document.components.securitySchemes.requestSignature).toMatchObject({
      type: 'apiKey',
      in: 'query',
      name: 'verify',
    });
  });
});
