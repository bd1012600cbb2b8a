import { signedUrl, useTestApp } from './helpers/test-app';

describe('request logs', () => {
  const lines: string[] = [];
  const testApp = useTestApp({
    config: { logLevel: 'trace' },
    logStream: { write: (line) => lines.push(line) },
  });

  it('record method, path and status but never the signature, query, headers or body', async () => {
    const url = signedUrl('/core/v1/meta/', { code: 'one-time-code-123' });
    const verify = new URL(url, 'http://x').searchParams.get('verify') ?? '';
    const token = 'eyJhbGciOiJIUzI1NiJ9.secret-access-token';

    await testApp.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${token}`, cookie: 't_uat=cookie-token' },
    });
    await testApp.app.inject({
      method: 'POST',
      url: '/billy/v1/login?code=one-time-code-123',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ refresh_token: 'body-refresh-token' }),
    });

    const log = lines.join('');
    expect(log).toContain('"path":"/core/v1/meta/"');
    expect(log).toContain('"method":"GET"');
    expect(log).toContain('"statusCode":200');
    expect(log).toContain('"path":"/billy/v1/login"');
    for (const secret of [verify.split('.')[1], 'one-time-code-123', 'secret-access-token', 'cookie-token', 'body-refresh-token']) {
      expect(secret).toBeTruthy();
      expect(log).not.toContain(secret);
    }
  });
});

describe('request ids', () => {
  const lines: string[] = [];
  const testApp = useTestApp({
    config: { logLevel: 'info', instanceId: 'api-7' },
    logStream: { write: (line) => lines.push(line) },
  });
  const logged = () => lines.map((line) => JSON.parse(line) as { reqId?: string; instance?: string; msg: string });

  it("take the balancer's X-Request-Id, return it, and log it with the instance", async () => {
    const res = await testApp.app.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': 'haproxy-0a1b:42' } });

    expect(res.headers['x-request-id']).toBe('haproxy-0a1b:42');
    const line = logged().find((entry) => entry.reqId === 'haproxy-0a1b:42');
    expect(line).toMatchObject({ instance: 'api-7', msg: 'request completed' });
  });

  it('are UUIDs, distinct per request, when none is given or the given one is malformed', async () => {
    const first = await testApp.app.inject({ method: 'GET', url: '/health' });
    const second = await testApp.app.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': 'bad id\n{"forged":1}' } });
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

    expect(first.headers['x-request-id']).toMatch(uuid);
    expect(second.headers['x-request-id']).toMatch(uuid);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    expect(logged().every((entry) => entry.instance === 'api-7')).toBe(true);
  });
});
