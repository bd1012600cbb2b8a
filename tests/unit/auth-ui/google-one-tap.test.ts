import { createSessionStore } from '@/services/auth/session-store';
import { TEST_DEVICE, testClient, userNamed } from '../support/render-app';
import { FakeCoreApi } from './support/fake-core-api';

const firebase = vi.hoisted(() => ({
  fromCredential: vi.fn(async (credential: string) => ({
    ok: true as const,
    provider: 'google' as const,
    idToken: `firebase-token-for-${credential}`,
    providerData: { access_token: credential },
    profile: { email: null, displayName: null },
  })),
}));
vi.mock('@/services/auth/firebase-provider', () => ({ firebaseIdTokenFromGoogleCredential: firebase.fromCredential }));

/** Google Identity Services at the edge. */
function stubGoogle() {
  const calls: string[] = [];
  let callback: (answer: { credential: string }) => void = () => undefined;
  window.google = {
    accounts: {
      id: {
        initialize: (options) => {
          calls.push(`initialize ${options.client_id}`);
          callback = options.callback;
        },
        prompt: () => calls.push('prompt'),
        cancel: () => calls.push('cancel'),
      },
    },
  };
  return { calls, answer: (credential: string) => callback({ credential }) };
}

async function loadOneTap(clientId: string) {
  vi.resetModules();
  vi.stubEnv('NEXT_PUBLIC_GOOGLE_CLIENT_ID', clientId);
  return import('@/services/auth/google-one-tap');
}

afterEach(() => {
  vi.unstubAllEnvs();
  delete window.google;
});

describe('Google One Tap', () => {
  it('is off without a client id', async () => {
    const { calls } = stubGoogle();
    const { initGoogleOneTap } = await loadOneTap('');
    expect(await initGoogleOneTap(() => undefined)).toBe(false);
    expect(calls).toEqual([]);
  });

  it('initialises with the client id, prompts, and hands over the credential', async () => {
    const google = stubGoogle();
    const { initGoogleOneTap } = await loadOneTap('client-1.apps.googleusercontent.com');
    const credentials: string[] = [];
    expect(await initGoogleOneTap((credential) => credentials.push(credential))).toBe(true);
    expect(google.calls).toEqual(['initialize client-1.apps.googleusercontent.com', 'prompt']);
    google.answer('google-jwt');
    expect(credentials).toEqual(['google-jwt']);
  });

  it('signs in with a Firebase ID token and sends the credential as access_token (spec §7)', async () => {
    const api = await new FakeCoreApi().listen();
    try {
      api.script('/core/v1/connect/google/', { status: 406 }, api.tokensFor(userNamed('gina')));
      const { googleOneTapConnect } = await import('@/services/auth/firebase-connect');
      const context = {
        client: testClient(api, createSessionStore()),
        device: TEST_DEVICE,
        headers: { 'device-id': TEST_DEVICE.device_id },
      };
      const call = googleOneTapConnect('google-jwt', () => 'failed');

      expect((await call(context)).status).toBe(406);
      // The retry after a bot challenge reuses the proof instead of asking Firebase again.
      const answer = await call(context);
      expect(answer.ok && answer.data.data.access_token).toMatch(/^at-gina-/);
      expect(firebase.fromCredential).toHaveBeenCalledTimes(1);
      const sent = { ...TEST_DEVICE, firebase_id_token: 'firebase-token-for-google-jwt', access_token: 'google-jwt' };
      expect(api.to('/core/v1/connect/google/').map((request) => request.body)).toEqual([sent, sent]);
      expect(api.to('/core/v1/connect/google/').map((request) => request.headers['device-id'])).toEqual(['device-1', 'device-1']);
    } finally {
      await api.close();
    }
  });
});
