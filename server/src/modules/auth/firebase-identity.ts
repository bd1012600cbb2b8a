import { AuthErrorCode, FIREBASE_PROVIDERS, type FirebaseProvider } from '@/contracts/auth';
import { ErrorCode } from '@/contracts/envelope';
import { ApiError } from '../../http/errors';
import type { ModuleContext } from '../module';
import type { ProvedIdentity } from './sign-in';

const BY_SIGN_IN_PROVIDER = new Map<string, FirebaseProvider>(
  Object.entries(FIREBASE_PROVIDERS).map(([ours, theirs]) => [theirs, ours as FirebaseProvider]),
);

/** The identity a Firebase ID token proves; 401 for a token Firebase refuses or a provider we do not offer. */
export async function firebaseIdentity(context: ModuleContext, idToken: string): Promise<ProvedIdentity> {
  const verified = await context.adapters.firebase.verifyIdToken(idToken);
  if (!verified.ok) {
    if (verified.reason === 'UNAVAILABLE') {
      throw new ApiError(503, ErrorCode.SERVICE_UNAVAILABLE, 'Sign-in is not available right now. Try again later.');
    }
    throw new ApiError(401, AuthErrorCode.INVALID_CREDENTIALS, 'The ID token is invalid or has expired.');
  }
  const provider = BY_SIGN_IN_PROVIDER.get(verified.signInProvider);
  if (!provider) {
    throw new ApiError(401, AuthErrorCode.PROVIDER_MISMATCH, `Sign-in with ${verified.signInProvider} is not offered.`);
  }
  return {
    provider,
    subject: verified.uid,
    email: verified.email,
    emailVerified: verified.emailVerified,
    displayName: verified.name ?? verified.email?.split('@')[0] ?? 'Starlit fan',
    avatarUrl: verified.picture,
    sameSubjectProviders: Object.keys(FIREBASE_PROVIDERS) as FirebaseProvider[],
  };
}
