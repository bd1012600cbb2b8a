import { toErrorReply } from '@/server/src/http/errors';
import { channels, devices } from '@/server/src/db/schema';
import { sql } from 'drizzle-orm';
import { MY_CHANNEL, newUser, patch } from './channel/helpers';
import { aDevice, get, post, signInWithGoogle } from './helpers/auth';
import { createTestApp, signedUrl, type TestApp } from './helpers/test-app';

const NUL = 'a\u0000b';
const LONE_HIGH = 'x\uD800y';
const LONE_LOW = '\uDC00z';

describe('text a database cannot store is refused with a 400, never a 500', () => {
  let testApp: TestApp;
  const lines: string[] = [];

  beforeAll(async () => {
    testApp = await createTestApp({ config: { logLevel: 'error' }, logStream: { write: (line) => lines.push(line) } });
    // A route that fails in the database with a secret among its parameters, as a bug would.
    testApp.app.get('/test/failing-query', async () => {
      await testApp.database.db.execute(sql`select ${'refresh-secret-in-a-param'}::int`);
    });
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  const expectRefused = (response: { statusCode: number; json: () => unknown }, path: string) => {
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [{ path, message: 'Text must not contain NUL characters or unpaired surrogates.' }],
    });
  };

  it.each([NUL, LONE_HIGH, LONE_LOW])('refresh with device_id %j', async (bad) => {
    const response = await post(testApp.app, '/core/v1/token/refresh/', { ...aDevice(bad), refresh_token: 'r' });
    expectRefused(response, 'body.device_id');
  });

  it('a device link whose device_name holds a NUL, writing nothing', async () => {
    const device = { ...aDevice(), device_name: `iPhone${NUL}` };
    const response = await post(testApp.app, '/core/v1/device-links/', device, { headers: { 'device-id': device.device_id } });
    expectRefused(response, 'body.device_name');
    expect(await testApp.database.db.select().from(devices)).not.toContainEqual(expect.objectContaining({ deviceId: device.device_id }));
  });

  it('a Petra sign-in whose nonce holds a NUL', async () => {
    const device = aDevice();
    const response = await post(
      testApp.app,
      '/core/v1/connect/petra/',
      { ...device, address: '0x1', public_key: '0x2', full_message: 'm', signature: '0x3', nonce: NUL },
      { headers: { 'device-id': device.device_id } },
    );
    expectRefused(response, 'body.nonce');
  });

  it('a channel bio with a NUL or a lone surrogate', async () => {
    const { bearer } = await newUser(testApp.app, 'nul-bio');
    const created = await post(testApp.app, MY_CHANNEL, { slug: `nul-bio-${Date.now()}`, display_name: 'Nul Bio' }, { bearer });
    expect(created.statusCode).toBe(201);
    for (const bio of [NUL, LONE_HIGH]) expectRefused(await patch(testApp.app, MY_CHANNEL, { bio }, bearer), 'body.bio');
    expect((await testApp.database.db.select({ bio: channels.bio }).from(channels))[0]?.bio).toBe('');
  });

  it('a header and a query parameter with a NUL', async () => {
    const tokens = await signInWithGoogle(testApp.app, `nul-${Date.now()}`);
    const me = await get(testApp.app, '/core/v1/me/', { bearer: tokens.access_token });
    expect(me.statusCode).toBe(200);
    const check = await testApp.app.inject({
      method: 'GET',
      url: signedUrl('/core/v3/channel/suggest-slug/', { q: NUL }),
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expectRefused(check, 'query.q');
  });

  it('the database refusing a NUL is still a 400 (last line of defence)', async () => {
    const failure = await testApp.database.db.execute(sql`select ${NUL}::text`).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(Error);
    expect(toErrorReply(failure as Parameters<typeof toErrorReply>[0])).toEqual({
      status: 400,
      body: {
        code: 'VALIDATION_ERROR',
        message: 'The request is invalid.',
        details: [{ path: 'request', message: 'Text must not contain NUL characters or unpaired surrogates.' }],
      },
    });
  });

  it('error logs carry the failed SQL but never its parameters', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/test/failing-query' });
    expect(response.statusCode).toBe(500);
    const log = lines.join('');
    expect(log).toContain('request failed');
    expect(log).toContain('select $1::int');
    expect(log).not.toContain('refresh-secret-in-a-param');
  });
});

describe('a body in another charset than UTF-8', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  const refresh = (contentType: string) =>
    testApp.app.inject({
      method: 'POST',
      url: signedUrl('/core/v1/token/refresh/'),
      headers: { 'content-type': contentType },
      payload: JSON.stringify({ ...aDevice(), refresh_token: 'unknown' }),
    });

  it.each([
    'application/json; charset=utf-16',
    'application/json;charset="UTF-16LE"',
    'application/json; charset=latin1',
    'application/json; charset=',
  ])('%s answers 415', async (contentType) => {
    const response = await refresh(contentType);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it.each(['application/json', 'application/json; charset=utf-8', 'application/json; charset="UTF-8"'])(
    '%s is read',
    async (contentType) => {
      const response = await refresh(contentType);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'REFRESH_TOKEN_INVALID' });
    },
  );
});
