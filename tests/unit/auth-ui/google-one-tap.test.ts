import type { ConnectContext } from '@/services/auth/sign-in-flow';

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
    const { googleOneTapConnect } = await import('@/services/auth/firebase-connect');
    const connect = vi.fn(async () => ({ ok: true as const, status: 200, data: { data: { access_token: 'a', refresh_token: 'r', expires_in: 60, created: false } } }));
    vi.doMock('@/services/api/auth/connect', () => ({ connectGoogle: connect }));
    const device = { device_id: 'd-1', device_type: 'desktop', os: 'Linux', device_name: 'Chrome' };
    const context = { client: {}, device, headers: { 'device-id': 'd-1' } } as unknown as ConnectContext;
    const call = googleOneTapConnect('google-jwt', () => 'failed');
    await call(context);
    // The retry after a bot challenge reuses the proof instead of asking Firebase again.
    await call(context);
    expect(firebase.fromCredential).toHaveBeenCalledTimes(1);
    expect(connect).toHaveBeenCalledWith(
      { ...device, firebase_id_token: 'firebase-token-for-google-jwt', access_token: 'google-jwt' },
      { 'device-id': 'd-1' },
      {},
    );
    vi.doUnmock('@/services/api/auth/connect');
  });
});
