import { sessions } from '@/server/src/db/schema';
import { createHash } from 'node:crypto';
import { aDevice, get, post, signInWithGoogle } from '../helpers/auth';
import { TestClock, useTestApp } from '../helpers/test-app';

describe('sessions: refresh rotation, reuse detection, logout', () => {
  const clock = new TestClock();
  const testApp = useTestApp({ clock: clock.now });

  const refresh = (refreshToken: string, device = aDevice('device-a')) =>
    post(testApp.app, '/core/v1/token/refresh/', { ...device, refresh_token: refreshToken });
  const me = (accessToken: string) => get(testApp.app, '/core/v1/me/', { bearer: accessToken });

  it('rotates: the new tokens work, the old refresh token is spent, only its hash is stored', async () => {
    const first = await signInWithGoogle(testApp.app, `rot-${Date.now()}`, aDevice('device-a'));
    const rotated = await refresh(first.refresh_token);

    expect(rotated.statusCode).toBe(200);
    expect(rotated.headers['cache-control']).toBe('no-store');
    const next = rotated.json().data;
    expect(next.refresh_token).not.toBe(first.refresh_token);
    expect((await me(next.access_token)).statusCode).toBe(200);

    const rows = await testApp.database.db.select().from(sessions);
    const hashes = rows.map((row) => row.refreshTokenHash);
    expect(hashes).toContain(createHash('sha256').update(next.refresh_token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(next.refresh_token);
  });

  it('revokes the whole sign-in when a spent refresh token comes back', async () => {
    const first = await signInWithGoogle(testApp.app, `reuse-${Date.now()}`, aDevice('device-a'));
    const second = (await refresh(first.refresh_token)).json().data;
    const third = (await refresh(second.refresh_token)).json().data;

    const replay = await refresh(first.refresh_token);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({
      code: 'REFRESH_TOKEN_INVALID',
      message: 'This refresh token was already used; the sign-in has been ended.',
    });

    // Every token of that sign-in is dead at once, access tokens included.
    expect((await refresh(third.refresh_token)).statusCode).toBe(401);
    const locked = await me(third.access_token);
    expect(locked.statusCode).toBe(401);
    expect(locked.json()).toEqual({ code: 'UNAUTHORIZED', message: 'This sign-in has ended.' });
  });

  it('leaves other sign-ins of the same user alone', async () => {
    const sub = `two-${Date.now()}`;
    const laptop = await signInWithGoogle(testApp.app, sub, aDevice('device-a'));
    const phone = await signInWithGoogle(testApp.app, sub, aDevice('device-b'));
    await refresh(laptop.refresh_token);
    await refresh(laptop.refresh_token);

    expect((await me(phone.access_token)).statusCode).toBe(200);
    expect((await refresh(phone.refresh_token, aDevice('device-b'))).statusCode).toBe(200);
  });

  it('refuses a refresh token from another device, unknown or expired', async () => {
    const tokens = await signInWithGoogle(testApp.app, `dev-${Date.now()}`, aDevice('device-a'));
    expect((await refresh(tokens.refresh_token, aDevice('device-z'))).json().message).toBe('This refresh token belongs to another device.');
    expect((await refresh('not-a-token')).statusCode).toBe(401);

    clock.advance(testApp.config.refreshTokenTtlSeconds + 1);
    const late = await refresh(tokens.refresh_token);
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toBe('This refresh token has expired.');
  });

  it('ends a sign-in at its absolute lifetime, however often it was refreshed', async () => {
    const { refreshTokenTtlSeconds: ttl, sessionMaxLifetimeSeconds: max } = testApp.config;
    expect(max).toBe(90 * 24 * 3600);
    let tokens = await signInWithGoogle(testApp.app, `abs-${Date.now()}`, aDevice('device-a'));
    let lived = 0;
    // Refreshing a day before each refresh token expires would otherwise last forever.
    while (lived + ttl - 86_400 < max) {
      clock.advance(ttl - 86_400);
      lived += ttl - 86_400;
      const rotated = await refresh(tokens.refresh_token);
      expect(rotated.statusCode, `refresh after ${lived / 86_400} days`).toBe(200);
      tokens = rotated.json().data;
    }
    clock.advance(max - lived + 1);
    const late = await refresh(tokens.refresh_token);
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toBe('This refresh token has expired.');
  });

  it('expires access tokens after their lifetime', async () => {
    const tokens = await signInWithGoogle(testApp.app, `ttl-${Date.now()}`, aDevice('device-a'));
    clock.advance(testApp.config.accessTokenTtlSeconds + 1);
    const response = await me(tokens.access_token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'UNAUTHORIZED', message: 'The access token is invalid or has expired.' });
  });

  it('logout ends the sign-in: access and refresh tokens stop working at once', async () => {
    const tokens = await signInWithGoogle(testApp.app, `out-${Date.now()}`, aDevice('device-a'));
    const response = await post(testApp.app, '/core/v1/logout/', undefined, { bearer: tokens.access_token });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { signed_out: true } });
    expect((await me(tokens.access_token)).statusCode).toBe(401);
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(401);
    expect((await post(testApp.app, '/core/v1/logout/', undefined, { bearer: tokens.access_token })).statusCode).toBe(401);
  });

  it('lets one of two racing refreshes win, and treats the loser as reuse', async () => {
    const tokens = await signInWithGoogle(testApp.app, `race-${Date.now()}`, aDevice('device-a'));
    const answers = await Promise.all([refresh(tokens.refresh_token), refresh(tokens.refresh_token)]);

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
    const winner = answers.find((answer) => answer.statusCode === 200)?.json().data;
    expect((await me(winner.access_token)).statusCode).toBe(401);
  });

  it('gives two racing first sign-ins of one person the same user', async () => {
    const sub = `first-${Date.now()}`;
    const both = await Promise.all([signInWithGoogle(testApp.app, sub), signInWithGoogle(testApp.app, sub)]);
    const ids = await Promise.all(both.map(async (tokens) => (await me(tokens.access_token)).json().data.id));
    expect(ids[0]).toBe(ids[1]);
  });

  it('refuses a bearer token signed with another secret', async () => {
    const { SignJWT } = await import('jose');
    const forged = await new SignJWT({ sid: crypto.randomUUID() })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(crypto.randomUUID())
      .setIssuer('starlit')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('x'.repeat(48)));
    expect((await me(forged)).statusCode).toBe(401);
  });

  describe('a bearer token signed with the right secret still needs every claim', () => {
    const forge = async (build: (jwt: import('jose').SignJWT) => import('jose').SignJWT, claims: Record<string, unknown>) => {
      const { SignJWT } = await import('jose');
      return build(new SignJWT(claims).setProtectedHeader({ alg: 'HS256' })).sign(new TextEncoder().encode(testApp.config.tokenSecret));
    };
    let user: { sub: string; sid: string };
    // The suite's clock has moved on by the time these run; the tokens are dated by it.
    const at = () => Math.floor(clock.now().getTime() / 1000);

    beforeAll(async () => {
      const tokens = await signInWithGoogle(testApp.app, `claims-${Date.now()}`, aDevice('device-a'));
      const payload = JSON.parse(Buffer.from(tokens.access_token.split('.')[1] ?? '', 'base64url').toString());
      expect(payload).toMatchObject({ aud: 'starlit-api', iss: 'starlit', exp: expect.any(Number), sid: expect.any(String) });
      user = { sub: payload.sub, sid: payload.sid };
    });

    const complete = (jwt: import('jose').SignJWT) =>
      jwt
        .setSubject(user.sub)
        .setIssuer('starlit')
        .setAudience('starlit-api')
        .setIssuedAt(at())
        .setExpirationTime(at() + 300);

    it('accepts the complete token (the cases below differ from it by one claim)', async () => {
      expect((await me(await forge(complete, { sid: user.sid }))).statusCode).toBe(200);
    });

    it.each([
      [
        'no exp',
        (jwt: import('jose').SignJWT) => jwt.setSubject(user.sub).setIssuer('starlit').setAudience('starlit-api').setIssuedAt(at()),
        true,
      ],
      [
        'no sub',
        (jwt: import('jose').SignJWT) =>
          jwt
            .setIssuer('starlit')
            .setAudience('starlit-api')
            .setIssuedAt(at())
            .setExpirationTime(at() + 300),
        true,
      ],
      ['no sid', complete, false],
      [
        'no aud',
        (jwt: import('jose').SignJWT) =>
          jwt
            .setSubject(user.sub)
            .setIssuer('starlit')
            .setIssuedAt(at())
            .setExpirationTime(at() + 300),
        true,
      ],
      ['another aud', (jwt: import('jose').SignJWT) => complete(jwt).setAudience('starlit-admin'), true],
    ] as const)('refuses a token with %s', async (_case, build, withSid) => {
      const response = await me(await forge(build, withSid ? { sid: user.sid } : {}));
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 'UNAUTHORIZED', message: 'The access token is invalid or has expired.' });
    });
  });
});
