import type { FastifyInstance } from 'fastify';
import { aDevice, get, post } from '../helpers/auth';
import { emulatorIdToken } from '../helpers/firebase';
import { createInstancePair, type InstancePair } from '../helpers/fleet';

/**
 * Behind the balancer, consecutive requests of one browser land on different API instances: what
 * a stand-in hands out on one must be known, and spent once, on the other.
 */
describe(`stand-ins across two API instances on one ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'} database`, () => {
  let pair: InstancePair;

  beforeAll(async () => {
    pair = await createInstancePair({
      sandbox: true,
      turnstileMode: 'always',
      rateLimit: { windowSeconds: 60, perDevice: 1000, perAddress: 4 },
    });
  }, 120_000);
  afterAll(() => pair.close());

  /** What the sandbox widget obtains when the user ticks the box, and a sign-in that presents it. */
  const solve = async (app: FastifyInstance) => {
    const response = await app.inject({
      method: 'POST',
      url: '/sandbox/turnstile/token',
      payload: { sitekey: '1x00000000000000000000AA' },
    });
    return response.json<{ token: string }>().token;
  };
  const signIn = async (app: FastifyInstance, deviceId: string, token: string, ip = '203.0.113.10') => {
    const challenge = await get(app, '/core/v1/turnstile/', { headers: { 'device-id': deviceId }, ip });
    const idToken = await emulatorIdToken('google.com', { sub: `fleet-${deviceId}`, email: `${deviceId}@example.com` });
    return post(
      app,
      '/core/v1/connect/google/',
      { ...aDevice(deviceId), firebase_id_token: idToken },
      {
        headers: { 'device-id': deviceId, turnstile: token, 'x-turnstile-challenge': challenge.json().data.challenge_id },
        ip,
      },
    );
  };

  describe('Turnstile', () => {
    it('a token minted on A signs in once on B; its replay on A is a duplicate', async () => {
      const token = await solve(pair.a);

      const first = await signIn(pair.b, 'fleet-turnstile-1', token);
      expect(first.statusCode).toBe(200);
      expect(first.json().data).toHaveProperty('access_token');

      const replay = await signIn(pair.a, 'fleet-turnstile-2', token);
      expect(replay.statusCode).toBe(406);
      expect(replay.json()).toEqual({
        code: 'TURNSTILE_REQUIRED',
        message: 'The bot challenge was not passed. Try again.',
        details: { error_codes: ['timeout-or-duplicate'] },
      });
    });
  });

  describe('TikTok', () => {
    const BASE = '/sandbox/tiktok/v2';
    const form = (app: FastifyInstance, url: string, fields: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
      });

    it('a code from A exchanges once on B, and B’s access token reads the profile on A', async () => {
      const { clientKey, clientSecret } = pair.config.providers.tiktok;
      const redirectUri = `${pair.config.webOrigins[0]}/auth/tiktok`;
      const approved = await form(pair.a, `${BASE}/auth/authorize/`, {
        client_key: clientKey!,
        scope: 'user.info.basic',
        redirect_uri: redirectUri,
        decision: 'approve',
      });
      expect(approved.statusCode).toBe(302);
      const code = new URL(String(approved.headers.location)).searchParams.get('code')!;
      const exchange = (app: FastifyInstance) =>
        form(app, `${BASE}/oauth/token/`, {
          client_key: clientKey!,
          client_secret: clientSecret!,
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri,
        });

      const first = await exchange(pair.b);
      expect(first.statusCode).toBe(200);
      const { access_token: accessToken } = first.json<{ access_token: string }>();
      const again = await exchange(pair.a);
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({ error: 'invalid_grant' });

      const profile = await pair.a.inject({
        method: 'GET',
        url: `${BASE}/user/info/?fields=display_name`,
        headers: { authorization: `Bearer ${accessToken}` },
      });
      expect(profile.statusCode).toBe(200);
      expect(profile.json().data).toEqual({ user: { display_name: 'Tika' } });
    });
  });

  describe('remote config and the monitoring receivers', () => {
    it('a document replaced on A is served by B, and B’s reset is seen on A', async () => {
      const { data: original } = (await pair.a.inject({ method: 'GET', url: '/sandbox/remote-config/WEB_CONFIG' })).json();
      const replaced = {
        data_dog: { enabled: true, default: { rum: 100, trace: 0 }, rum_options: {} },
        posthog: { is_enabled: true, config: {} },
      };
      expect((await pair.a.inject({ method: 'PUT', url: '/sandbox/remote-config/WEB_CONFIG', payload: replaced })).statusCode).toBe(200);

      const onB = (await pair.b.inject({ method: 'GET', url: '/sandbox/remote-config' })).json<{ entries: Record<string, string> }>();
      expect(JSON.parse(onB.entries.WEB_CONFIG!)).toEqual(replaced);

      expect((await pair.b.inject({ method: 'DELETE', url: '/sandbox/remote-config' })).statusCode).toBe(204);
      expect((await pair.a.inject({ method: 'GET', url: '/sandbox/remote-config/WEB_CONFIG' })).json()).toEqual({ data: original });
    });

    it('events received on either instance are read back, in order, on the other', async () => {
      const rum = (n: number) => JSON.stringify({ type: 'view', n });
      await pair.a.inject({
        method: 'POST',
        url: '/sandbox/datadog/intake?ddforward=%2Fapi%2Fv2%2Frum',
        payload: rum(1),
        headers: { 'content-type': 'text/plain' },
      });
      await pair.b.inject({
        method: 'POST',
        url: '/sandbox/datadog/intake?ddforward=%2Fapi%2Fv2%2Frum',
        payload: rum(2),
        headers: { 'content-type': 'text/plain' },
      });
      await pair.b.inject({ method: 'POST', url: '/sandbox/posthog/e/', payload: { event: '$pageview' } });

      expect((await pair.b.inject({ method: 'GET', url: '/sandbox/datadog/intake' })).json()).toEqual({
        data: [
          { track: '/api/v2/rum', event: { type: 'view', n: 1 } },
          { track: '/api/v2/rum', event: { type: 'view', n: 2 } },
        ],
      });
      expect((await pair.a.inject({ method: 'GET', url: '/sandbox/posthog/captured' })).json()).toEqual({
        data: [{ path: '/e/', event: { event: '$pageview' } }],
      });

      await pair.a.inject({ method: 'DELETE', url: '/sandbox/datadog/intake' });
      expect((await pair.b.inject({ method: 'GET', url: '/sandbox/datadog/intake' })).json()).toEqual({ data: [] });
    });
  });

  describe('auth rate limits', () => {
    it('count one address across both instances: alternating requests trip the limit at the configured count', async () => {
      const seen: number[] = [];
      for (const [n, app] of [pair.a, pair.b, pair.a, pair.b, pair.a].entries()) {
        const challenge = await get(app, '/core/v1/turnstile/', { headers: { 'device-id': `fleet-rl-${n}` }, ip: '203.0.113.50' });
        seen.push(challenge.statusCode);
      }
      expect(seen).toEqual([200, 200, 200, 200, 429]);
    });
  });
});
