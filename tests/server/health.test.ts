import { createTestApp, type TestApp } from './helpers/test-app';

describe('GET /health', () => {
  let testApp: TestApp;

  beforeEach(async () => {
    testApp = await createTestApp();
  });

  afterEach(async () => {
    await testApp.app.close();
  });

  it('answers 200 when the database answers, without a signature', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/health' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { status: 'ok', database: 'ok' } });
  });

  it('answers 503 SERVICE_UNAVAILABLE once the database is gone', async () => {
    await testApp.database.close();

    const response = await testApp.app.inject({ method: 'GET', url: '/health' });

    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message: 'The database is unreachable.',
    });
  });

  it('closes the database when the app closes', async () => {
    await testApp.app.close();

    await expect(testApp.database.ping()).rejects.toThrow();
  });
});

describe('GET /ready, the balancer health check', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  it('answers 200 while serving, 503 once the process drains, while /health still answers 200', async () => {
    const ready = await testApp.app.inject({ method: 'GET', url: '/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ data: { status: 'ready' } });

    testApp.app.drain.begin();

    const draining = await testApp.app.inject({ method: 'GET', url: '/ready' });
    expect(draining.statusCode).toBe(503);
    expect(draining.json()).toEqual({ code: 'SERVICE_UNAVAILABLE', message: 'This instance is shutting down.' });
    expect((await testApp.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  });

  it('answers 503 when the database is gone', async () => {
    await testApp.database.close();

    expect((await testApp.app.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(503);
  });
});
