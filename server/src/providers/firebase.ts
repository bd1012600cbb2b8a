import { randomUUID } from 'node:crypto';
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { ProviderConfig } from './config';

export type FirebaseVerification =
  | {
      ok: true;
      uid: string;
      /** `google.com`, `facebook.com`, `apple.com`, `twitter.com`, … */
      signInProvider: string;
      email: string | null;
      emailVerified: boolean;
      name: string | null;
      picture: string | null;
    }
  | {
      ok: false;
      /**
       * `INVALID_TOKEN`, `EXPIRED`, `REVOKED`, `USER_DISABLED`, `UNKNOWN_USER`, `UNAVAILABLE`
       * (Firebase or the emulator could not be reached: a 503, not the caller's fault), or
       * `EMULATOR_ENV_CONFLICT` (see below).
       */
      reason: string;
    };

export interface FirebaseVerifier {
  verifyIdToken(token: string): Promise<FirebaseVerification>;
}

const EMULATOR_ENV = 'FIREBASE_AUTH_EMULATOR_HOST';

const REASONS: Record<string, string> = {
  'auth/id-token-expired': 'EXPIRED',
  'auth/id-token-revoked': 'REVOKED',
  'auth/user-disabled': 'USER_DISABLED',
  'auth/user-not-found': 'UNKNOWN_USER',
  'auth/internal-error': 'UNAVAILABLE',
  'app/network-error': 'UNAVAILABLE',
  'app/network-timeout': 'UNAVAILABLE',
};

function reasonOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return (typeof code === 'string' && REASONS[code]) || 'INVALID_TOKEN';
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

export function createFirebaseVerifier(cfg: ProviderConfig['firebase']): FirebaseVerifier {
  const { emulatorHost } = cfg;
  // firebase-admin has no per-app emulator option: it reads this variable from the process
  // environment on every verification (and the auth instance picks its token signer from it when
  // created), so it has to be in place before getAuth below. It is process-wide: one emulator per
  // process, which the sandbox is.
  if (emulatorHost) process.env[EMULATOR_ENV] = emulatorHost;

  // A named app of our own, so that tests (and the sandbox) can hold several verifiers side by
  // side without touching the default app. Verifying ID tokens needs the project id only.
  const app = initializeApp({ projectId: cfg.projectId }, `starlit-auth-${randomUUID()}`);
  const auth = getAuth(app);

  return {
    async verifyIdToken(token) {
      // A verifier meant for real Firebase must never accept the emulator's unsigned tokens,
      // which firebase-admin would do if something set the variable later in this process.
      if (!emulatorHost && process.env[EMULATOR_ENV]) return { ok: false, reason: 'EMULATOR_ENV_CONFLICT' };
      if (token === '') return { ok: false, reason: 'INVALID_TOKEN' };
      try {
        // checkRevoked: a disabled user, or one whose sessions were revoked, cannot sign in with a
        // token minted before that (the emulator always checks; real Firebase only when asked).
        const decoded = await auth.verifyIdToken(token, true);
        return {
          ok: true,
          uid: decoded.uid,
          signInProvider: decoded.firebase.sign_in_provider,
          email: text(decoded.email),
          emailVerified: decoded.email_verified === true,
          name: text(decoded.name),
          picture: text(decoded.picture),
        };
      } catch (error) {
        return { ok: false, reason: reasonOf(error) };
      }
    },
  };
}
