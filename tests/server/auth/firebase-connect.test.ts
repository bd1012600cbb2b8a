import { identities, sessions, users } from '@/server/src/db/schema';
import { eq } from 'drizzle-orm';
import { aDevice, get, post } from '../helpers/auth';
import { emulatorIdToken, type FirebaseSignInProvider } from '../helpers/firebase';
import { useTestApp } from '../helpers/test-app';

const PROVIDERS: [string, FirebaseSignInProvider][] = [
  ['google', 'google.com'],
  ['facebook', 'facebook.com'],
  ['apple', 'apple.com'],
  ['twitter', 'twitter.com'],
];

describe('POST /core/v1/connect/{google,facebook,apple,twitter}/', () => {
  const testApp = useTestApp();

  const connect = (endpoint: string, body: Record<string, unknown>, deviceId: string) =>
    post(testApp.app, `/core/v1/connect/${endpoint}/`, body, { headers: { 'device-id': deviceId } });

  it.each(PROVIDERS)('%s: the first sign-in creates the user, the second finds it', async (endpoint, provider) => {
    const sub = `${endpoint}-${Date.now()}`;
    const device = aDevice();
    const first = await connect(
      endpoint,
      { ...device, firebase_id_token: await emulatorIdToken(provider, { sub, email: `${sub}@example.com`, name: 'Ana Lima' }) },
      device.device_id,
    );

    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const tokens = first.json().data;
    expect(tokens).toEqual({ access_token: expect.any(String), refresh_token: expect.any(String), expires_in: 900, created: true });

    const me = await get(testApp.app, '/core/v1/me/', { bearer: tokens.access_token });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ email: `${sub}@example.com`, email_verified: true, display_name: 'Ana Lima' });
    const userId = me.json().data.id;

    const again = await connect(
      endpoint,
      { ...device, firebase_id_token: await emulatorIdToken(provider, { sub, email: `${sub}@example.com` }) },
      device.device_id,
    );
    expect(again.statusCode).toBe(200);
    expect(again.json().data.created).toBe(false);
    const meAgain = await get(testApp.app, '/core/v1/me/', { bearer: again.json().data.access_token });
    expect(meAgain.json().data.id).toBe(userId);

    const { db } = testApp.database;
    expect(await db.select().from(identities).where(eq(identities.userId, userId))).toEqual([
      expect.objectContaining({ provider: endpoint }),
    ]);
    expect(await db.select().from(sessions).where(eq(sessions.userId, userId))).toHaveLength(2);
  });

  it('refuses an ID token of another sign-in provider than the endpoint', async () => {
    const device = aDevice();
    const token = await emulatorIdToken('facebook.com', { sub: `fb-${Date.now()}`, email: `mismatch-${Date.now()}@example.com` });
    const before = await testApp.database.db.select().from(users);

    const response = await connect('google', { ...device, firebase_id_token: token }, device.device_id);

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'PROVIDER_MISMATCH', message: 'This ID token is from facebook sign-in, not google.' });
    expect(await testApp.database.db.select().from(users)).toHaveLength(before.length);
  });

  it.each([
    ['a forged token', 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.'],
    ['garbage', 'not-a-token'],
  ])('refuses %s with 401 INVALID_CREDENTIALS', async (_name, token) => {
    const device = aDevice();
    const response = await connect('google', { ...device, firebase_id_token: token }, device.device_id);

    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
  });

  it('answers a missing token with 400 VALIDATION_ERROR', async () => {
    const device = aDevice();
    const response = await connect('apple', { ...device }, device.device_id);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ path: 'body.firebase_id_token' }] });
  });

  it('refuses a body that describes another device than the header', async () => {
    const device = aDevice();
    const token = await emulatorIdToken('google.com', { sub: `dev-${Date.now()}` });
    const response = await connect('google', { ...device, firebase_id_token: token }, 'someone-else');

    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([{ path: 'body.device_id', message: 'device_id must match the device-id header' }]);
  });

  it.each([
    ['<img src=x>Ana\u202eevil', 'img src x Ana evil'],
    ['Ａｄｍｉｎ', 'Starlit fan'],
    ['st\u0430rlit', 'Starlit fan'],
  ])('stores the provider name %j as a typed one would be: %j', async (name, stored) => {
    const sub = `name-${Date.now()}-${stored.length}`;
    const device = aDevice();
    const token = await emulatorIdToken('google.com', { sub, email: `${sub}@example.com`, name });
    const signedIn = await connect('google', { ...device, firebase_id_token: token }, device.device_id);
    expect(signedIn.statusCode).toBe(200);
    const me = await get(testApp.app, '/core/v1/me/', { bearer: signedIn.json().data.access_token });
    expect(me.json().data.display_name).toBe(stored);
  });
});
