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
});
