import { identities } from '@/server/src/db/schema';
import { telegramLoginHash } from '@/server/src/providers/telegram';
import { eq } from 'drizzle-orm';
import { aDevice, get, post } from '../helpers/auth';
import { TestClock, useTestApp } from '../helpers/test-app';

describe('POST /core/v1/connect/telegram/ and /tiktok/', () => {
  const clock = new TestClock();
  const testApp = useTestApp({ clock: clock.now });

  const userIdOf = async (accessToken: string) => (await get(testApp.app, '/core/v1/me/', { bearer: accessToken })).json().data;

  describe('telegram', () => {
    const widgetData = (id: number, authDate = Math.floor(clock.now().getTime() / 1000)) => {
      const fields = { id, first_name: 'Tere', username: 'tere_tg', auth_date: authDate };
      return { ...fields, hash: telegramLoginHash(fields, testApp.config.providers.telegram.botToken ?? '') };
    };
    const connect = (body: object, deviceId = aDevice().device_id) =>
      post(testApp.app, '/core/v1/connect/telegram/', body, { headers: { 'device-id': deviceId } });

    it('signs in with genuine widget data, and finds the same user the second time', async () => {
      const first = await connect(widgetData(4242));
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe('no-store');
      expect(first.json().data.created).toBe(true);
      const user = await userIdOf(first.json().data.access_token);
      expect(user).toMatchObject({ display_name: 'Tere', email: null, email_verified: false });

      clock.advance(30);
      const second = await connect(widgetData(4242));
      expect(second.statusCode).toBe(200);
      expect(second.json().data.created).toBe(false);
      expect((await userIdOf(second.json().data.access_token)).id).toBe(user.id);
      const rows = await testApp.database.db.select().from(identities).where(eq(identities.userId, user.id));
      expect(rows).toEqual([expect.objectContaining({ provider: 'telegram', subject: '4242' })]);
    });

    it('refuses a bad hash', async () => {
      const data = { ...widgetData(4343), first_name: 'Mallory' };
      const response = await connect(data);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 'INVALID_CREDENTIALS', message: 'The Telegram sign-in data is not genuine.' });
    });

    it('refuses an auth_date older than ten minutes', async () => {
      const data = widgetData(4444);
      clock.advance(601);
      const response = await connect(data);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 'INVALID_CREDENTIALS', message: 'The Telegram sign-in is too old. Sign in again.' });
    });
  });

  describe('tiktok', () => {
    const redirectUri = 'http://localhost:3000/auth/tiktok/callback';

    /** What the sandbox authorize page hands back to the browser after "Approve". */
    async function authorizationCode(handle: string): Promise<string> {
      const form = new URLSearchParams({
        client_key: testApp.config.providers.tiktok.clientKey ?? '',
        scope: 'user.info.basic',
        redirect_uri: redirectUri,
        state: 'state-1',
        decision: 'approve',
        account: 'custom',
        handle,
        display_name: `Tok ${handle}`,
      });
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/sandbox/tiktok/v2/auth/authorize/',
        payload: form.toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      const code = new URL(String(response.headers.location)).searchParams.get('code');
      if (!code) throw new Error(`no code: ${response.statusCode} ${response.body}`);
      return code;
    }
    const connect = (code: string, device = aDevice(), redirect = redirectUri) =>
      post(
        testApp.app,
        '/core/v1/connect/tiktok/',
        { ...device, code, redirect_uri: redirect, state: 'state-1' },
        {
          headers: { 'device-id': device.device_id },
        },
      );

    it('exchanges the code for the user, and finds the same user the second time', async () => {
      const first = await connect(await authorizationCode('tok_one'));
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe('no-store');
      expect(first.json().data.created).toBe(true);
      const user = await userIdOf(first.json().data.access_token);
      expect(user).toMatchObject({ display_name: 'Tok tok_one', email: null });

      const second = await connect(await authorizationCode('tok_one'));
      expect(second.statusCode).toBe(200);
      expect(second.json().data.created).toBe(false);
      expect((await userIdOf(second.json().data.access_token)).id).toBe(user.id);
    });

    it('refuses a code that was already exchanged', async () => {
      const code = await authorizationCode('tok_two');
      expect((await connect(code)).statusCode).toBe(200);

      const reused = await connect(code);
      expect(reused.statusCode).toBe(401);
      expect(reused.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    });

    it('refuses a redirect_uri outside the site', async () => {
      const response = await connect('any-code', aDevice(), 'https://evil.example/callback');
      expect(response.statusCode).toBe(400);
      expect(response.json().details).toEqual([{ path: 'body.redirect_uri', message: 'redirect_uri must be a page of this site' }]);
    });
  });
});
