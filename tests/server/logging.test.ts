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
