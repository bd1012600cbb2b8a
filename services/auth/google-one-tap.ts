import { loadScript } from '@/services/browser/load-script';
import { providerConfig } from './provider-config';

/** The part of Google Identity Services (`google.accounts.id`) that One Tap uses. */
interface GoogleIdentity {
  initialize(options: {
    client_id: string;
    callback: (answer: { credential: string }) => void;
    auto_select?: boolean;
    cancel_on_tap_outside?: boolean;
    use_fedcm_for_prompt?: boolean;
  }): void;
  prompt(): void;
  cancel(): void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleIdentity } };
  }
}

/**
 * Offers Google One Tap to a signed-out visitor when a Google client id is configured (spec §4:
 * it is initialised at start-up and again after sign-out). `onCredential` gets Google's ID token.
 * Returns false when One Tap is off or its script is out of reach; it never throws.
 */
export async function initGoogleOneTap(onCredential: (credential: string) => void): Promise<boolean> {
  const clientId = providerConfig.googleClientId;
  if (!clientId) return false;
  try {
    if (!window.google?.accounts?.id) await loadScript(providerConfig.googleOneTapScriptUrl);
    const identity = window.google?.accounts?.id;
    if (!identity) return false;
    identity.initialize({
      client_id: clientId,
      callback: ({ credential }) => onCredential(credential),
      auto_select: false,
      cancel_on_tap_outside: true,
      use_fedcm_for_prompt: true,
    });
    identity.prompt();
    return true;
  } catch {
    return false;
  }
}

/** Closes a One Tap prompt that is showing (a sign-in by another route has begun). */
export function cancelGoogleOneTap(): void {
  window.google?.accounts?.id?.cancel();
}
