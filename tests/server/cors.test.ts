import { signedUrl, useTestApp } from './helpers/test-app';

describe('CORS', () => {
  const web = 'https://starlit.example';
  const testApp = useTestApp({ config: { webOrigins: [web, 'http://localhost:3000'] } });

  it('allows the web origin with credentials and the headers the client sends', async () => {
    const response = await testApp.app.inject({
      method: 'OPTIONS',
      url: '/core/v1/meta/',
      headers: {
        origin: web,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type,device-id,turnstile,x-turnstile-challenge',
      },
    });

    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(web);
    expect(response.headers['access-control-allow-credentials']).toBe('true');
    const allowed = String(response.headers['access-control-allow-headers']).toLowerCase().split(/,\s*/);
    expect(allowed).toEqual(expect.arrayContaining(['authorization', 'content-type', 'device-id', 'turnstile', 'x-turnstile-challenge']));
    expect(String(response.headers['access-control-allow-methods'])).toContain('POST');
  });

  it('accepts every origin of a comma-separated WEB_ORIGIN list', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: signedUrl('/core/v1/meta/'),
      headers: { origin: 'http://localhost:3000' },
    });

    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:3000');
  });

  it('keeps CORS headers on errors so the browser can read the envelope', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/core/v1/meta/', headers: { origin: web } });

    expect(response.statusCode).toBe(401);
    expect(response.headers['access-control-allow-origin']).toBe(web);
  });

  it('gives no CORS grant to other origins', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/health',
      headers: { origin: 'https://evil.example' },
    });

    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});
