import type { SandboxAccount } from '@/services/auth/sandbox-chooser-registry';

/** The Firebase browser SDK at the edge: records what the app asks of it. */
const sdk = vi.hoisted(() => {
  const calls: { name: string; args: unknown[] }[] = [];
  const record =
    (name: string) =>
    (...args: unknown[]) => {
      calls.push({ name, args });
    };
  class Credential {
    constructor(
      readonly providerId: string,
      readonly idToken?: string,
      readonly accessToken?: string,
      readonly secret?: string,
    ) {}
  }
  const state = {
    popup: undefined as undefined | (() => unknown),
    user: { email: 'ada@example.com', displayName: 'Ada', getIdToken: async () => 'firebase-id-token' },
  };
  const firebaseAuth = {
    calls,
    state,
    initializeAuth: (...args: unknown[]) => {
      record('initializeAuth')(...args);
      return { auth: true };
    },
    inMemoryPersistence: 'memory',
    browserPopupRedirectResolver: 'popup-resolver',
    connectAuthEmulator: record('connectAuthEmulator'),
    signOut: async (...args: unknown[]) => record('signOut')(...args),
    signInWithCredential: async (_auth: unknown, credential: Credential) => {
      record('signInWithCredential')(credential);
      return { providerId: credential.providerId, user: state.user };
    },
    signInWithPopup: async (_auth: unknown, provider: { providerId: string }) => {
      record('signInWithPopup')(provider);
      if (state.popup) return state.popup();
      return {
        providerId: provider.providerId,
        user: state.user,
        credential: new Credential(provider.providerId, 'google-id', 'google-access'),
      };
    },
    GoogleAuthProvider: class {
      providerId = 'google.com';
      setCustomParameters = record('google.setCustomParameters');
      static credential = (idToken: string) => new Credential('google.com', idToken);
      static credentialFromResult = (result: { credential?: Credential }) => result.credential ?? null;
    },
    FacebookAuthProvider: class {
      providerId = 'facebook.com';
      static credential = (accessToken: string) => new Credential('facebook.com', undefined, accessToken);
      static credentialFromResult = (result: { credential?: Credential }) => result.credential ?? null;
    },
    TwitterAuthProvider: class {
      providerId = 'twitter.com';
      static credential = (token: string, secret: string) => new Credential('twitter.com', undefined, token, secret);
      static credentialFromResult = (result: { credential?: Credential }) => result.credential ?? null;
    },
    OAuthProvider: class {
      constructor(readonly providerId: string) {}
      addScope = record('oauth.addScope');
      credential = ({ idToken }: { idToken: string }) => new Credential(this.providerId, idToken);
      static credentialFromResult = (result: { credential?: Credential }) => result.credential ?? null;
    },
  };
  return firebaseAuth;
});

vi.mock('firebase/app', () => ({ initializeApp: (options: unknown, name: string) => ({ options, name }), getApps: () => [] }));
vi.mock('firebase/auth', () => sdk);

const ACCOUNT: SandboxAccount = { email: 'ada@example.com', name: 'Ada Lovelace' };

async function loadProvider({ sandbox }: { sandbox: boolean }) {
  vi.resetModules();
  vi.stubEnv('NEXT_PUBLIC_SANDBOX_ORIGIN', sandbox ? 'http://localhost:4000/sandbox' : '');
  vi.stubEnv('NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST', sandbox ? '127.0.0.1:9099' : '');
  const provider = await import('@/services/auth/firebase-provider');
  const accounts = await import('@/services/auth/sandbox-accounts');
  const registry = await import('@/services/auth/sandbox-chooser-registry');
  return { ...provider, ...accounts, ...registry };
}

const called = (name: string) => sdk.calls.filter((call) => call.name === name).map((call) => call.args);

beforeEach(() => {
  sdk.calls.length = 0;
  sdk.state.popup = undefined;
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllEnvs();
});

describe('obtainFirebaseIdToken in the sandbox', () => {
  it('asks the chooser, signs in to the emulator with JSON claims, and returns the ID token', async () => {
    const { obtainFirebaseIdToken, registerSandboxAccountChooser, sandboxClaims } = await loadProvider({ sandbox: true });
    const asked: string[] = [];
    registerSandboxAccountChooser(async (provider) => {
      asked.push(provider);
      return ACCOUNT;
    });

    const result = await obtainFirebaseIdToken('google');

    expect(asked).toEqual(['google']);
    expect(called('connectAuthEmulator')).toEqual([[{ auth: true }, 'http://127.0.0.1:9099', { disableWarnings: true }]]);
    expect(called('initializeAuth')[0]?.[1]).toEqual({ persistence: 'memory' });
    const [credential] = called('signInWithCredential')[0] as [{ providerId: string; idToken: string }];
    expect(credential.providerId).toBe('google.com');
    expect(JSON.parse(credential.idToken)).toEqual({
      sub: sandboxClaims(ACCOUNT).sub,
      email: 'ada@example.com',
      email_verified: true,
      name: 'Ada Lovelace',
    });
    expect(result).toMatchObject({ ok: true, provider: 'google', idToken: 'firebase-id-token', profile: { email: 'ada@example.com' } });
  });

  it('builds each provider credential the way the emulator takes it', async () => {
    const { obtainFirebaseIdToken, registerSandboxAccountChooser } = await loadProvider({ sandbox: true });
    registerSandboxAccountChooser(async () => ACCOUNT);
    for (const provider of ['facebook', 'apple', 'twitter'] as const) await obtainFirebaseIdToken(provider);
    const credentials = called('signInWithCredential').map(([credential]) => credential as Record<string, string | undefined>);
    expect(credentials.map((credential) => credential.providerId)).toEqual(['facebook.com', 'apple.com', 'twitter.com']);
    expect(JSON.parse(credentials[0]?.accessToken ?? '')).toMatchObject({ email: 'ada@example.com' });
    expect(JSON.parse(credentials[1]?.idToken ?? '')).toMatchObject({ email: 'ada@example.com' });
    expect(JSON.parse(credentials[2]?.accessToken ?? '')).toMatchObject({ email: 'ada@example.com' });
    expect(credentials[2]?.secret).toBeTruthy();
  });

  it('the same email is the same person every time, and the chooser remembers it', async () => {
    const { obtainFirebaseIdToken, registerSandboxAccountChooser, rememberedSandboxAccounts } = await loadProvider({ sandbox: true });
    registerSandboxAccountChooser(async () => ACCOUNT);
    await obtainFirebaseIdToken('google');
    await obtainFirebaseIdToken('google');
    const subs = called('signInWithCredential').map(([credential]) => JSON.parse((credential as { idToken: string }).idToken).sub);
    expect(new Set(subs).size).toBe(1);
    expect(rememberedSandboxAccounts()[0]).toEqual(ACCOUNT);
  });

  it('a cancelled choice is a cancellation, and the SDK is never loaded for it', async () => {
    const { obtainFirebaseIdToken, registerSandboxAccountChooser, signOutOfFirebase } = await loadProvider({ sandbox: true });
    registerSandboxAccountChooser(async () => null);
    expect(await obtainFirebaseIdToken('apple')).toEqual({ ok: false, cancelled: true, code: 'sandbox/cancelled', message: '' });
    expect(called('initializeAuth')).toEqual([]);
    await signOutOfFirebase();
    expect(called('signOut')).toEqual([]);
  });

  it('signs out of Firebase once it was loaded', async () => {
    const { obtainFirebaseIdToken, registerSandboxAccountChooser, signOutOfFirebase } = await loadProvider({ sandbox: true });
    registerSandboxAccountChooser(async () => ACCOUNT);
    await obtainFirebaseIdToken('google');
    await signOutOfFirebase();
    expect(called('signOut')).toHaveLength(1);
  });
});

describe('obtainFirebaseIdToken in production', () => {
  it("opens the provider's popup and passes on the provider's own tokens", async () => {
    const { obtainFirebaseIdToken } = await loadProvider({ sandbox: false });
    const result = await obtainFirebaseIdToken('google');
    expect(called('connectAuthEmulator')).toEqual([]);
    expect(called('initializeAuth')[0]?.[1]).toEqual({ persistence: 'memory', popupRedirectResolver: 'popup-resolver' });
    expect(called('signInWithPopup')).toHaveLength(1);
    expect(result).toMatchObject({
      ok: true,
      idToken: 'firebase-id-token',
      providerData: { id_token: 'google-id', access_token: 'google-access' },
    });
  });

  it('a closed popup is a cancellation; other errors keep their code', async () => {
    const { obtainFirebaseIdToken } = await loadProvider({ sandbox: false });
    sdk.state.popup = () => {
      throw Object.assign(new Error('Firebase: Error (auth/popup-closed-by-user).'), { code: 'auth/popup-closed-by-user' });
    };
    expect(await obtainFirebaseIdToken('facebook')).toMatchObject({ ok: false, cancelled: true });
    sdk.state.popup = () => {
      throw Object.assign(new Error('exists'), { code: 'auth/account-exists-with-different-credential' });
    };
    expect(await obtainFirebaseIdToken('facebook')).toMatchObject({
      ok: false,
      cancelled: false,
      code: 'auth/account-exists-with-different-credential',
    });
  });
});
