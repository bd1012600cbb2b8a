import type { Config } from '../../config';
import { createFirebaseVerifier, type FirebaseVerifier } from '../../providers/firebase';
import { createTikTokClient, type TikTokClient } from '../../providers/tiktok';
import { createTurnstileVerifier, type TurnstileVerifier } from '../../providers/turnstile';

/** The outside services sign-in talks to; tests replace the network under them, not these. */
export interface SignInAdapters {
  firebase: FirebaseVerifier;
  tiktok: TikTokClient;
  turnstile: TurnstileVerifier;
}

/** `fetchImpl` carries the outbound HTTP of TikTok and Turnstile (tests route it to the sandbox). */
export function createSignInAdapters(config: Config, fetchImpl: typeof fetch = fetch): SignInAdapters {
  const { providers } = config;
  return {
    firebase: createFirebaseVerifier(providers.firebase),
    tiktok: createTikTokClient(providers.tiktok, fetchImpl),
    turnstile: createTurnstileVerifier(providers.turnstile, { sandbox: config.sandbox, fetchImpl }),
  };
}
