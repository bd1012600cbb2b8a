import { verifyTelegramLogin } from '@/server/src/providers/telegram';
import { createTurnstileVerifier, SandboxTurnstileTokens, TURNSTILE_TEST_KEYS as KEYS } from '@/server/src/providers/turnstile';
import { useTestApp } from '../helpers/test-app';

const SCRIPTS = ['/sandbox/turnstile/api.js', '/sandbox/telegram/widget.js', '/sandbox/petra/wallet.js'];

describe('sandbox stand-ins with SANDBOX=1', () => {
  const testApp = useTestApp({ config: { sandbox: true } });

  it.each(SCRIPTS)('serves %s as JavaScript that is always revalidated', async (url) => {
    const response = await testApp.app.inject({ method: 'GET', url });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toMatch(/^\/\*/);
  });

  it('mints single-use Turnstile tokens that the sandbox verifier accepts once', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/sandbox/turnstile/token',
      payload: { sitekey: KEYS.passSiteKey },
    });
    const { token } = response.json<{ token: string }>();
    const verifier = createTurnstileVerifier(testApp.config.providers.turnstile, {
      sandbox: true,
      tokens: new SandboxTurnstileTokens(testApp.database.db),
    });

    expect(await verifier.verify(token)).toEqual({ success: true, errorCodes: [] });
    expect(await verifier.verify(token)).toEqual({ success: false, errorCodes: ['timeout-or-duplicate'] });
  });

  it('answers a token request without a site key in the error envelope', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/sandbox/turnstile/token', payload: {} });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('signs Telegram widget data with the test bot token, without revealing it', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/sandbox/telegram/auth',
      payload: { id: 100000001, first_name: 'Tara', username: 'tara_sandbox' },
    });
    const data = response.json<Record<string, unknown>>();
    const botToken = testApp.config.providers.telegram.botToken!;

    expect(response.statusCode).toBe(200);
    expect(Object.keys(data).sort()).toEqual(['auth_date', 'first_name', 'hash', 'id', 'photo_url', 'username']);
    expect(response.body).not.toContain(botToken);
    expect(verifyTelegramLogin(data, botToken, Math.floor(Date.now() / 1000))).toEqual({
      ok: true,
      identity: { subject: '100000001', displayName: 'Tara', avatarUrl: expect.stringMatching(/\/sandbox\/avatars\/tg100000001\.svg$/) },
    });
  });

  it('serves the generated avatars as SVG', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/sandbox/avatars/tg100000001.svg' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.body).toContain('<svg');
  });

  it('shows the TikTok authorize page only for our client key and a web-origin redirect', async () => {
    const { clientKey } = testApp.config.providers.tiktok;
    const query = (overrides: Record<string, string>) =>
      new URLSearchParams({
        client_key: clientKey!,
        scope: 'user.info.basic',
        response_type: 'code',
        redirect_uri: 'http://localhost:3000/auth/tiktok',
        state: '<s>',
        ...overrides,
      }).toString();

    const page = await testApp.app.inject({ method: 'GET', url: `/sandbox/tiktok/v2/auth/authorize/?${query({})}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('value="&#60;s&#62;"');
    expect(page.body).not.toContain('<s>');

    const refusals: Record<string, string>[] = [
      { client_key: 'someone-else' },
      { redirect_uri: 'https://evil.example/cb' },
      { response_type: 'token' },
    ];
    for (const overrides of refusals) {
      const refused = await testApp.app.inject({ method: 'GET', url: `/sandbox/tiktok/v2/auth/authorize/?${query(overrides)}` });
      expect(refused.statusCode).toBe(400);
    }
  });

  it('sends a denied TikTok authorization back with access_denied and the state', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/sandbox/tiktok/v2/auth/authorize/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        client_key: testApp.config.providers.tiktok.clientKey!,
        scope: 'user.info.basic',
        redirect_uri: 'http://localhost:3000/auth/tiktok',
        state: 'st-1',
        decision: 'deny',
      }).toString(),
    });

    expect(response.statusCode).toBe(302);
    const target = new URL(response.headers.location!);
    expect(target.origin + target.pathname).toBe('http://localhost:3000/auth/tiktok');
    expect(target.searchParams.get('error')).toBe('access_denied');
    expect(target.searchParams.get('state')).toBe('st-1');
    expect(target.searchParams.has('code')).toBe(false);
  });
});

describe('sandbox stand-ins with SANDBOX=0', () => {
  const testApp = useTestApp({ config: { sandbox: false } });

  it.each([...SCRIPTS, '/sandbox/tiktok/v2/auth/authorize/', '/sandbox/avatars/a.svg'])('answers 404 for %s', async (url) => {
    const response = await testApp.app.inject({ method: 'GET', url });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
