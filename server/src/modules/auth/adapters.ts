import type { Config } from '../../config';
import { createFirebaseVerifier, type FirebaseVerifier } from '../../providers/firebase';
import { createTikTokClient, type TikTokClient } from '../../providers/tiktok';
import type { Db } from '../../db/open';
import { createTurnstileVerifier, SandboxTurnstileTokens, type TurnstileVerifier } from '../../providers/turnstile';

/** The outside services sign-in talks to; tests replace the network under them, not these. */
export interface SignInAdapters {
  firebase: FirebaseVerifier;
  tiktok: TikTokClient;
  turnstile: TurnstileVerifier;
}

/**
 * `fetchImpl` carries the outbound HTTP of TikTok and Turnstile (tests route it to the sandbox);
 * with the sandbox on, Turnstile tokens are looked up in `db`, where the sandbox mints them.
 */
export function createSignInAdapters(config: Config, db: Db, fetchImpl: typeof fetch = fetch): SignInAdapters {
  const { providers } = config;
  return {
    firebase: createFirebaseVerifier(providers.firebase),
    tiktok: createTikTokClient(providers.tiktok, fetchImpl),
    turnstile: createTurnstileVerifier(
      providers.turnstile,
      config.sandbox ? { sandbox: true, tokens: new SandboxTurnstileTokens(db) } : { sandbox: false, fetchImpl },
    ),
  };
}
