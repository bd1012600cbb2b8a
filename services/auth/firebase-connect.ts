import type { FirebaseProvider } from '@/contracts/auth';
import type { FirebaseIdTokenFailure, FirebaseIdTokenResult, FirebaseIdTokenSuccess } from '@/services/auth/firebase-provider';
import { SignInCancelled } from './sign-in-cancelled';
import type { ConnectCall } from './sign-in-flow';

/** The person-readable text of a Firebase failure, by its code. */
export type FirebaseFailureText = (failure: FirebaseIdTokenFailure) => string;

type Obtain = () => Promise<FirebaseIdTokenResult>;

/**
 * A Firebase ID token (popup, sandbox chooser or One Tap), then the connect call with the
 * provider's own tokens, this device and the ID token. The proof is kept, so the retry after a
 * bot challenge does not ask the person a second time.
 */
function connectWith(provider: FirebaseProvider, obtain: Obtain, describe: FirebaseFailureText): ConnectCall {
  let proof: FirebaseIdTokenSuccess | undefined;
  return async ({ client, device, headers }) => {
    if (!proof) {
      const result = await obtain();
      if (!result.ok) {
        if (result.cancelled) throw new SignInCancelled();
        throw new Error(describe(result));
      }
      proof = result;
    }
    const api = await import('@/services/api/auth/connect');
    const { access_token, id_token, token_secret } = proof.providerData;
    const base = { ...device, firebase_id_token: proof.idToken, ...(access_token && { access_token }) };
    switch (provider) {
      case 'google':
        return api.connectGoogle({ ...base, ...(id_token && { id_token }) }, headers, client);
      case 'facebook':
        return api.connectFacebook({ ...base, ...(id_token && { id_token }) }, headers, client);
      case 'apple':
        return api.connectApple({ ...base, ...(id_token && { id_token }) }, headers, client);
      case 'twitter':
        return api.connectTwitter({ ...base, ...(token_secret && { token_secret }) }, headers, client);
    }
  };
}

/** Google, Facebook, Apple, Twitter: the provider's popup, or the sandbox account chooser. */
export function firebaseConnect(provider: FirebaseProvider, describe: FirebaseFailureText): ConnectCall {
  return connectWith(provider, async () => (await import('@/services/auth/firebase-provider')).obtainFirebaseIdToken(provider), describe);
}

/** Google One Tap: its credential becomes a Firebase ID token and rides along as `access_token`. */
export function googleOneTapConnect(credential: string, describe: FirebaseFailureText): ConnectCall {
  return connectWith(
    'google',
    async () => (await import('@/services/auth/firebase-provider')).firebaseIdTokenFromGoogleCredential(credential),
    describe,
  );
}
