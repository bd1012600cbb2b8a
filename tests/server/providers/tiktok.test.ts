import { registerTikTokSandbox, TIKTOK_CODE_LIFE_MS } from '@/server/src/modules/sandbox/tiktok';
import { SANDBOX_PROVIDER_DEFAULTS as SANDBOX } from '@/server/src/providers/config';
import { createTikTokClient } from '@/server/src/providers/tiktok';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { useTestApp } from '../helpers/test-app';

const REDIRECT_URI = 'http://localhost:3000/auth/tiktok';

/** Approves the sandbox authorize page as a person would, and returns the code from the redirect. */
async function authorize(apiBase: string, form: Record<string, string> = {}): Promise<URL> {
  const response = await fetch(`${apiBase}/v2/auth/authorize/`, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({
      client_key: SANDBOX.tiktokClientKey,
      scope: 'user.info.basic',
      redirect_uri: REDIRECT_URI,
      state: 'state-123',
      decision: 'approve',
      ...form,
    }),
  });
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location')!);
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/sandbox/tiktok`;
}

describe('TikTok sandbox', () => {
  // One app (and database) for both blocks: the lifetime test mounts the sandbox on it under its own clock.
  const testApp = useTestApp({ config: { sandbox: true } });

  describe('TikTok client against the sandbox over HTTP', () => {
    let apiBase: string;
    const client = (overrides: { clientSecret?: string } = {}) =>
      createTikTokClient({
        apiBase,
        clientKey: SANDBOX.tiktokClientKey,
        clientSecret: overrides.clientSecret ?? SANDBOX.tiktokClientSecret,
      });

    beforeAll(async () => {
      apiBase = await listen(testApp.app);
    });

    it('exchanges an approved code for an open_id and reads the profile', async () => {
      const redirect = await authorize(apiBase);
      expect(redirect.searchParams.get('state')).toBe('state-123');
      expect(redirect.searchParams.get('scopes')).toBe('user.info.basic');

      const exchange = await client().exchangeCode(redirect.searchParams.get('code')!, REDIRECT_URI);
      expect(exchange).toEqual({ ok: true, openId: expect.stringMatching(/^-000/), accessToken: expect.stringMatching(/^act\./) });
      if (!exchange.ok) return;

      expect(await client().getUser(exchange.accessToken)).toEqual({
        ok: true,
        openId: exchange.openId,
        displayName: 'Tika',
        avatarUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/sandbox\/avatars\/tika_sandbox\.svg$/),
      });
    });

    it('gives the same open_id to the same account on every sign-in, another to another account', async () => {
      const openId = async (form: Record<string, string>) => {
        const code = (await authorize(apiBase, form)).searchParams.get('code')!;
        const exchange = await client().exchangeCode(code, REDIRECT_URI);
        return exchange.ok ? exchange.openId : exchange.reason;
      };
      const custom = { account: 'other', handle: 'my_test_user', display_name: 'Mia' };

      expect(await openId(custom)).toBe(await openId(custom));
      expect(await openId(custom)).not.toBe(await openId({}));
    });

    it('answers invalid_grant to a reused code', async () => {
      const code = (await authorize(apiBase)).searchParams.get('code')!;

      expect((await client().exchangeCode(code, REDIRECT_URI)).ok).toBe(true);
      expect(await client().exchangeCode(code, REDIRECT_URI)).toEqual({ ok: false, reason: 'invalid_grant' });
    });

    it('answers invalid_grant to another redirect_uri, and invalid_client to a wrong secret', async () => {
      const code = (await authorize(apiBase)).searchParams.get('code')!;

      expect(await client().exchangeCode(code, 'http://localhost:3000/elsewhere')).toEqual({ ok: false, reason: 'invalid_grant' });
      expect(await client({ clientSecret: 'wrong' }).exchangeCode(code, REDIRECT_URI)).toEqual({
        ok: false,
        reason: 'invalid_client',
      });
    });

    it('answers access_token_invalid to an unknown access token', async () => {
      expect(await client().getUser('act.not-issued')).toEqual({ ok: false, reason: 'access_token_invalid' });
    });

    it('reports UNAVAILABLE when TikTok cannot be reached, NOT_CONFIGURED without keys', async () => {
      const offline = createTikTokClient({ apiBase: 'http://127.0.0.1:9', clientKey: 'k', clientSecret: 's' });
      expect(await offline.exchangeCode('code', REDIRECT_URI)).toEqual({ ok: false, reason: 'UNAVAILABLE' });
      expect(await offline.getUser('act.x')).toEqual({ ok: false, reason: 'UNAVAILABLE' });
      expect(await createTikTokClient({ apiBase }).exchangeCode('code', REDIRECT_URI)).toEqual({ ok: false, reason: 'NOT_CONFIGURED' });
    });
  });

  describe('TikTok sandbox code lifetime', () => {
    it('refuses a code older than its lifetime', async () => {
      let time = 5_000_000;
      const app = Fastify();
      await registerTikTokSandbox(app, {
        tiktok: { apiBase: '', clientKey: SANDBOX.tiktokClientKey, clientSecret: SANDBOX.tiktokClientSecret },
        webOrigins: ['http://localhost:3000'],
        db: testApp.database.db,
        now: () => time,
      });
      try {
        const apiBase = await listen(app);
        const client = createTikTokClient({ apiBase, clientKey: SANDBOX.tiktokClientKey, clientSecret: SANDBOX.tiktokClientSecret });
        const fresh = (await authorize(apiBase)).searchParams.get('code')!;
        const stale = (await authorize(apiBase)).searchParams.get('code')!;
        time += TIKTOK_CODE_LIFE_MS - 1;
        expect((await client.exchangeCode(fresh, REDIRECT_URI)).ok).toBe(true);

        time += 1;
        expect(await client.exchangeCode(stale, REDIRECT_URI)).toEqual({ ok: false, reason: 'invalid_grant' });
      } finally {
        await app.close();
      }
    });
  });
});
