import { useCallback, useEffect, useRef } from 'react';
import type { ConnectCall } from '@/services/auth/sign-in-flow';
import { providerConfig } from '@/services/auth/provider-config';
import { useTranslation } from 'react-i18next';

type SignIn = (method: 'google', connect: ConnectCall) => Promise<boolean>;

/**
 * Google One Tap (spec §4), signing in through the same path as the Google button. Returns the
 * function that offers it, which the auth context calls whenever nobody is signed in (after
 * start-up and after sign-out); the script and the Firebase code load only then.
 */
export function useGoogleOneTap(signIn: SignIn): () => void {
  const { t } = useTranslation();
  // The prompt may answer long after it was offered; the credential goes to the latest signIn.
  const latest = useRef(signIn);
  useEffect(() => {
    latest.current = signIn;
  }, [signIn]);

  return useCallback(() => {
    if (!providerConfig.googleClientId) return;
    void Promise.all([import('@/services/auth/google-one-tap'), import('@/services/auth/firebase-connect')]).then(
      ([{ initGoogleOneTap }, { googleOneTapConnect }]) =>
        initGoogleOneTap((credential) => {
          const describe = () => t('firebase.failed', { ns: 'auth', provider: 'Google' });
          void latest.current('google', googleOneTapConnect(credential, describe));
        }),
    );
  }, [t]);
}
