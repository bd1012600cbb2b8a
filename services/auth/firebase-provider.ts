import type { FirebaseApp } from 'firebase/app';
import type { Auth, AuthCredential, AuthProvider, OAuthCredential, UserCredential } from 'firebase/auth';
import type { FirebaseProvider } from '@/contracts/auth';
import { publicConfig } from '@/services/config/public-config';
import { type PolicyViolationWatch, watchPolicyViolations } from '@/services/security/policy-violations';
import { rememberSandboxAccount, sandboxClaims } from './sandbox-accounts';
import { chooseSandboxAccount } from './sandbox-chooser-registry';

export type { FirebaseProvider } from '@/contracts/auth';

/** What the provider itself handed over, in the connect payload's field names (spec §7). */
export interface FirebaseProviderData {
  access_token?: string;
  id_token?: string;
  /** Twitter only: OAuth 1 has a token secret. */
  token_secret?: string;
}

export interface FirebaseIdTokenSuccess {
  ok: true;
  provider: FirebaseProvider;
  /** The Firebase ID token: the one proof the API verifies (`firebase_id_token`). */
  idToken: string;
  providerData: FirebaseProviderData;
  profile: { email: string | null; displayName: string | null };
}

export interface FirebaseIdTokenFailure {
  ok: false;
  /** True when the person closed the popup or the chooser: nothing to report to them. */
  cancelled: boolean;
  /** Firebase's `auth/...` code, or `sandbox/...` for the chooser. */
  code: string;
  message: string;
}

export type FirebaseIdTokenResult = FirebaseIdTokenSuccess | FirebaseIdTokenFailure;

type AuthSdk = typeof import('firebase/auth');

interface Loaded {
  sdk: AuthSdk;
  auth: Auth;
}

let loaded: Promise<Loaded> | undefined;

/**
 * The Firebase SDK arrives on the first use, never with a page. Its session stays in memory:
 * ours is the API's, and a Firebase user kept in IndexedDB would outlive our sign-out.
 */
function loadFirebase(): Promise<Loaded> {
  loaded ??= (async () => {
    const [{ initializeApp, getApps }, sdk] = await Promise.all([import('firebase/app'), import('firebase/auth')]);
    const { firebase } = publicConfig;
    const options = {
      apiKey: firebase.apiKey,
      authDomain: firebase.authDomain,
      projectId: firebase.projectId,
      ...(firebase.messagingSenderId && { messagingSenderId: firebase.messagingSenderId }),
      ...(firebase.storageBucket && { storageBucket: firebase.storageBucket }),
      ...(firebase.appId && { appId: firebase.appId }),
    };
    const app: FirebaseApp = getApps().find((known) => known.name === 'starlit') ?? initializeApp(options, 'starlit');
    const emulator = firebase.authEmulatorHost;
    const auth = sdk.initializeAuth(app, {
      persistence: sdk.inMemoryPersistence,
      // The popup machinery loads Google's scripts; the emulator path never opens a popup.
      ...(!emulator && { popupRedirectResolver: sdk.browserPopupRedirectResolver }),
    });
    if (emulator) sdk.connectAuthEmulator(auth, `http://${emulator}`, { disableWarnings: true });
    return { sdk, auth };
  })().catch((error: unknown) => {
    loaded = undefined;
    throw error;
  });
  return loaded;
}

const SIGN_IN_PROVIDER_IDS: Record<FirebaseProvider, string> = {
  google: 'google.com',
  facebook: 'facebook.com',
  apple: 'apple.com',
  twitter: 'twitter.com',
};

function popupProvider(sdk: AuthSdk, provider: FirebaseProvider): AuthProvider {
  switch (provider) {
    case 'google': {
      const google = new sdk.GoogleAuthProvider();
      google.setCustomParameters({ prompt: 'select_account' });
      return google;
    }
    case 'facebook':
      return new sdk.FacebookAuthProvider();
    case 'apple': {
      const apple = new sdk.OAuthProvider('apple.com');
      apple.addScope('email');
      apple.addScope('name');
      return apple;
    }
    case 'twitter':
      return new sdk.TwitterAuthProvider();
  }
}

/**
 * The emulator's popup needs Google's scripts, which are out of reach offline; it also accepts an
 * unsigned credential made of JSON claims (DESIGN.md §3). OAuth 1 (Twitter) and Facebook carry
 * them as the access token, the OpenID providers as the ID token.
 */
function sandboxCredential(sdk: AuthSdk, provider: FirebaseProvider, claims: string): AuthCredential {
  switch (provider) {
    case 'google':
      return sdk.GoogleAuthProvider.credential(claims);
    case 'facebook':
      return sdk.FacebookAuthProvider.credential(claims);
    case 'apple':
      return new sdk.OAuthProvider('apple.com').credential({ idToken: claims });
    case 'twitter':
      return sdk.TwitterAuthProvider.credential(claims, 'sandbox-token-secret');
  }
}

function credentialOf(sdk: AuthSdk, provider: FirebaseProvider, result: UserCredential): OAuthCredential | null {
  switch (provider) {
    case 'google':
      return sdk.GoogleAuthProvider.credentialFromResult(result);
    case 'facebook':
      return sdk.FacebookAuthProvider.credentialFromResult(result);
    case 'apple':
      return sdk.OAuthProvider.credentialFromResult(result);
    case 'twitter':
      return sdk.TwitterAuthProvider.credentialFromResult(result);
  }
}

function providerDataOf(provider: FirebaseProvider, credential: OAuthCredential | null): FirebaseProviderData {
  if (!credential) return {};
  const data: FirebaseProviderData = {};
  if (credential.accessToken) data.access_token = credential.accessToken;
  if (provider === 'twitter') {
    if (credential.secret) data.token_secret = credential.secret;
  } else if (credential.idToken) {
    data.id_token = credential.idToken;
  }
  return data;
}

/** The stand-ins are on and an emulator is there to take the chooser's credential. */
export const usesSandboxChooser = () => Boolean(publicConfig.sandboxOrigin && publicConfig.firebase.authEmulatorHost);

const CANCELLED = new Set(['auth/popup-closed-by-user', 'auth/cancelled-popup-request', 'auth/user-cancelled']);

function failureOf(error: unknown): FirebaseIdTokenFailure {
  const code = typeof (error as { code?: unknown } | null)?.code === 'string' ? (error as { code: string }).code : 'auth/unknown';
  const message = error instanceof Error ? error.message : '';
  return { ok: false, cancelled: CANCELLED.has(code), code, message };
}

/** A "network" failure that the page's own policy caused is a sign-in failure, and the console says which origin to allow. */
export async function explainFailure(failure: FirebaseIdTokenFailure, watch: PolicyViolationWatch): Promise<FirebaseIdTokenFailure> {
  if (failure.code !== 'auth/network-request-failed') return failure;
  const [violation] = await watch.seen();
  if (!violation) return failure;
  console.error(
    `Sign-in was refused by this page's Content-Security-Policy: ${violation.directive} does not allow ${violation.blocked} (next.config.js).`,
  );
  return { ...failure, code: 'auth/blocked-by-page-policy' };
}

/**
 * Signs in with Firebase Auth and returns its ID token plus what the provider handed over.
 * Production: the provider's popup. Sandbox: the in-app account chooser, then the Auth emulator.
 * Used by sign-in and by linking another sign-in method to the signed-in user; never throws.
 */
export async function obtainFirebaseIdToken(provider: FirebaseProvider): Promise<FirebaseIdTokenResult> {
  const watch = watchPolicyViolations();
  try {
    // Before loading the SDK in the sandbox: a cancelled choice costs no download.
    const account = usesSandboxChooser() ? await chooseSandboxAccount(provider) : undefined;
    if (account === null) return { ok: false, cancelled: true, code: 'sandbox/cancelled', message: '' };
    const { sdk, auth } = await loadFirebase();
    let result: UserCredential;
    let providerData: FirebaseProviderData;
    if (account) {
      const claims = sandboxClaims(account);
      const credential = sandboxCredential(sdk, provider, JSON.stringify(claims));
      result = await sdk.signInWithCredential(auth, credential);
      rememberSandboxAccount({ email: claims.email, name: claims.name });
      providerData = providerDataOf(provider, credential as OAuthCredential);
    } else {
      result = await sdk.signInWithPopup(auth, popupProvider(sdk, provider));
      providerData = providerDataOf(provider, credentialOf(sdk, provider, result));
    }
    const signedInWith = result.providerId ?? SIGN_IN_PROVIDER_IDS[provider];
    if (signedInWith !== SIGN_IN_PROVIDER_IDS[provider]) {
      return { ok: false, cancelled: false, code: 'auth/provider-mismatch', message: `Signed in with ${signedInWith}, not ${provider}.` };
    }
    const idToken = await result.user.getIdToken();
    return {
      ok: true,
      provider,
      idToken,
      providerData,
      profile: { email: result.user.email, displayName: result.user.displayName },
    };
  } catch (error) {
    return await explainFailure(failureOf(error), watch);
  } finally {
    watch.stop();
  }
}

/**
 * Google One Tap hands over a Google ID token; Firebase turns it into the Firebase ID token the
 * API verifies. The Google credential itself travels as `access_token` (spec §7).
 */
export async function firebaseIdTokenFromGoogleCredential(credential: string): Promise<FirebaseIdTokenResult> {
  try {
    const { sdk, auth } = await loadFirebase();
    const result = await sdk.signInWithCredential(auth, sdk.GoogleAuthProvider.credential(credential));
    return {
      ok: true,
      provider: 'google',
      idToken: await result.user.getIdToken(),
      providerData: { access_token: credential },
      profile: { email: result.user.email, displayName: result.user.displayName },
    };
  } catch (error) {
    return failureOf(error);
  }
}

/** Signs out of Firebase too, when this page ever loaded it (spec §4, sign-out). */
export async function signOutOfFirebase(): Promise<void> {
  if (!loaded) return;
  try {
    const { sdk, auth } = await loaded;
    await sdk.signOut(auth);
  } catch {
    // A Firebase that failed to load has no session to end.
  }
}
