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
