import { identities } from '@/server/src/db/schema';
import { telegramLoginHash } from '@/server/src/providers/telegram';
import { eq } from 'drizzle-orm';
import { inject } from 'vitest';
import { aDevice, get, post, signInWithGoogle } from '../helpers/auth';
import { emulatorIdToken } from '../helpers/firebase';
import { signedUrl, useTestApp } from '../helpers/test-app';

describe('/core/v1/me/', () => {
  const testApp = useTestApp();
  let bearer: string;

  beforeAll(async () => {
    bearer = (await signInWithGoogle(testApp.app, `me-${Date.now()}`)).access_token;
  });

  it('GET answers the signed-in user, and 401 without a token', async () => {
    const response = await get(testApp.app, '/core/v1/me/', { bearer });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      id: expect.any(String),
      email: expect.stringMatching(/@example\.com$/),
      display_name: 'Ana Lima',
      email_verified: true,
      avatar_url: null,
    });
    expect((await get(testApp.app, '/core/v1/me/')).json()).toEqual({ code: 'UNAUTHORIZED', message: 'Sign in to continue.' });
  });

  it('POST changes display name (trimmed) and avatar', async () => {
    const response = await post(
      testApp.app,
      '/core/v1/me/',
      { display_name: '  สมชาย ใจดี ', avatar_url: 'https://cdn.example/a.png' },
      { bearer },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ display_name: 'สมชาย ใจดี', avatar_url: 'https://cdn.example/a.png' });
    const removed = await post(testApp.app, '/core/v1/me/', { avatar_url: null }, { bearer });
    expect(removed.json().data).toMatchObject({ display_name: 'สมชาย ใจดี', avatar_url: null });
  });

  it('POST refuses a name that breaks a rule, naming the rule', async () => {
    const response = await post(testApp.app, '/core/v1/me/', { display_name: 'Admin' }, { bearer });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'DISPLAY_NAME_INVALID',
      message: 'This name is reserved.',
      details: [{ path: 'body.display_name', code: 'RESERVED', message: 'This name is reserved.' }],
    });
    expect((await post(testApp.app, '/core/v1/me/', {}, { bearer })).statusCode).toBe(400);
  });

  it.each([
    ['Ana', { valid: true, display_name: 'Ana' }],
    ['  Jo  ', { valid: true, display_name: 'Jo' }],
    ['李小龍', { valid: true, display_name: '李小龍' }],
    ['maria.silva_99-x', { valid: true, display_name: 'maria.silva_99-x' }],
    [' a ', { valid: false, code: 'TOO_SHORT', message: 'A display name needs at least 2 characters.' }],
    ['x'.repeat(33), { valid: false, code: 'TOO_LONG', message: 'A display name has at most 32 characters.' }],
    [
      'ana<script>',
      { valid: false, code: 'INVALID_CHARACTERS', message: 'Use letters, digits, spaces, dots, underscores and hyphens only.' },
    ],
    ['ana 🎉', { valid: false, code: 'INVALID_CHARACTERS', message: 'Use letters, digits, spaces, dots, underscores and hyphens only.' }],
    ['Star-Lit', { valid: false, code: 'RESERVED', message: 'This name is reserved.' }],
  ])('validate-display-name %j', async (name, expected) => {
    const response = await post(testApp.app, '/core/v1/me/validate-display-name/', { display_name: name }, { bearer });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: expected });
  });
});

describe('linking sign-in methods: /core/v1/me/id-token/', () => {
  const testApp = useTestApp();

  const link = (bearer: string, token: string) => post(testApp.app, '/core/v1/me/id-token/', { firebase_id_token: token }, { bearer });
  const unlink = (bearer: string, provider: string) =>
    testApp.app.inject({
      method: 'DELETE',
      url: signedUrl('/core/v1/me/id-token/', { provider }),
      headers: { authorization: `Bearer ${bearer}` },
    });
  const providersOf = (response: { json(): { data: { identities: { provider: string }[] } } }) =>
    response.json().data.identities.map((identity) => identity.provider);

  it('links another provider, signs in with it as the same user, and unlinks all but the last', async () => {
    const tokens = await signInWithGoogle(testApp.app, `link-${Date.now()}`);
    const appleToken = await emulatorIdToken('apple.com', { sub: `apple-${Date.now()}`, email: `apple-${Date.now()}@example.com` });

    const linked = await link(tokens.access_token, appleToken);
    expect(linked.statusCode).toBe(200);
    expect(providersOf(linked).sort()).toEqual(['apple', 'google']);
    expect(linked.json().data.identities[0].linked_at).toMatch(/^\d{4}-\d\d-\d\dT/);

    const device = aDevice();
    const viaApple = await post(
      testApp.app,
      '/core/v1/connect/apple/',
      { ...device, firebase_id_token: appleToken },
      {
        headers: { 'device-id': device.device_id },
      },
    );
    const me = (token: string) => get(testApp.app, '/core/v1/me/', { bearer: token });
    expect((await me(viaApple.json().data.access_token)).json().data.id).toBe((await me(tokens.access_token)).json().data.id);

    const removed = await unlink(tokens.access_token, 'google');
    expect(removed.statusCode).toBe(200);
    expect(providersOf(removed)).toEqual(['apple']);

    const last = await unlink(tokens.access_token, 'apple');
    expect(last.statusCode).toBe(409);
    expect(last.json()).toMatchObject({ code: 'LAST_IDENTITY' });
    expect((await unlink(tokens.access_token, 'telegram')).json()).toMatchObject({ code: 'IDENTITY_NOT_LINKED' });
    expect(providersOf(await get(testApp.app, '/core/v1/me/identities/', { bearer: tokens.access_token }))).toEqual(['apple']);
  });

  it("refuses another account's identity, and needs a bearer token", async () => {
    const owner = `owner-${Date.now()}`;
    await signInWithGoogle(testApp.app, owner);
    const other = await signInWithGoogle(testApp.app, `other-${Date.now()}`);
    const ownersToken = await emulatorIdToken('google.com', { sub: owner, email: `${owner}@example.com` });

    const response = await link(other.access_token, ownersToken);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'IDENTITY_IN_USE' });
    expect((await post(testApp.app, '/core/v1/me/id-token/', { firebase_id_token: ownersToken })).statusCode).toBe(401);
  });

  it('keeps a Telegram identity when a Firebase one is added', async () => {
    const fields = { id: 777, first_name: 'Tg', auth_date: Math.floor(Date.now() / 1000) };
    const body = { ...fields, hash: telegramLoginHash(fields, testApp.config.providers.telegram.botToken ?? '') };
    const signIn = await post(testApp.app, '/core/v1/connect/telegram/', body, { headers: { 'device-id': 'tg-device' } });
    const bearer = signIn.json().data.access_token;
    await link(bearer, await emulatorIdToken('twitter.com', { sub: `tw-${Date.now()}` }));

    const userId = (await get(testApp.app, '/core/v1/me/', { bearer })).json().data.id;
    const rows = await testApp.database.db.select().from(identities).where(eq(identities.userId, userId));
    expect(rows.map((row) => row.provider).sort()).toEqual(['telegram', 'twitter']);
  });
});

describe('unlinking a Firebase provider lasts', () => {
  const testApp = useTestApp();

  /** A second provider on the same Firebase account (one uid), as linkWithCredential makes it. */
  async function linkInEmulator(idToken: string, provider: 'facebook.com', sub: string): Promise<string> {
    const response = await fetch(
      `http://${inject('firebaseEmulatorHost')}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=any`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          idToken,
          postBody: `id_token=${encodeURIComponent(JSON.stringify({ sub, name: 'Ana Lima' }))}&providerId=${provider}`,
          requestUri: 'http://localhost',
          returnSecureToken: true,
        }),
      },
    );
    const answer = (await response.json()) as { idToken?: string };
    if (!answer.idToken) throw new Error(`no linked token: ${JSON.stringify(answer)}`);
    return answer.idToken;
  }

  const connect = (endpoint: string, token: string) => {
    const device = aDevice();
    return post(
      testApp.app,
      `/core/v1/connect/${endpoint}/`,
      { ...device, firebase_id_token: token },
      { headers: { 'device-id': device.device_id } },
    );
  };
  const providers = async (bearer: string) =>
    (await get(testApp.app, '/core/v1/me/identities/', { bearer }))
      .json()
      .data.identities.map((row: { provider: string }) => row.provider)
      .sort();

  it('the next sign-in with a removed provider is refused rather than linked again; linking it on purpose works', async () => {
    const sub = `unlink-${Date.now()}`;
    const googleToken = await emulatorIdToken('google.com', { sub, email: `${sub}@example.com`, name: 'Ana Lima' });
    const facebookToken = await linkInEmulator(googleToken, 'facebook.com', `fb-${sub}`);
    const bearer = (await connect('google', googleToken)).json().data.access_token;
    expect((await connect('facebook', facebookToken)).statusCode).toBe(200);
    expect(await providers(bearer)).toEqual(['facebook', 'google']);

    const removed = await testApp.app.inject({
      method: 'DELETE',
      url: signedUrl('/core/v1/me/id-token/', { provider: 'facebook' }),
      headers: { authorization: `Bearer ${bearer}` },
    });
    expect(removed.statusCode).toBe(200);

    const again = await connect('facebook', facebookToken);
    expect(again.statusCode).toBe(403);
    expect(again.json()).toMatchObject({ code: 'IDENTITY_UNLINKED' });
    expect(await providers(bearer)).toEqual(['google']);

    expect((await post(testApp.app, '/core/v1/me/id-token/', { firebase_id_token: facebookToken }, { bearer })).statusCode).toBe(200);
    expect((await connect('facebook', facebookToken)).statusCode).toBe(200);
    expect(await providers(bearer)).toEqual(['facebook', 'google']);
  });
});
