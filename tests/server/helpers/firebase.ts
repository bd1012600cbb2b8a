import { inject } from 'vitest';

export type FirebaseSignInProvider = 'google.com' | 'facebook.com' | 'apple.com' | 'twitter.com';

export interface FakeProviderUser {
  sub: string;
  email?: string;
  name?: string;
}

/**
 * The emulator may close an idle kept-alive connection just as the next request reuses it (on a
 * busy machine the timing meets often); that request never reached it, so it is sent once more.
 */
async function fetchOnFreshSocket(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if ((error as { cause?: { code?: string } }).cause?.code !== 'UND_ERR_SOCKET') throw error;
    return fetch(url, init);
  }
}

/**
 * An ID token from the run's Auth emulator for a user of `provider`, as the sandbox chooser gets
 * one: the emulator accepts an unsigned provider credential and mints a Firebase ID token.
 */
export async function emulatorIdToken(provider: FirebaseSignInProvider, user: FakeProviderUser): Promise<string> {
  const claims = JSON.stringify({ sub: user.sub, email: user.email, email_verified: user.email !== undefined, name: user.name });
  // Twitter is OAuth 1: its credential is an access token and secret rather than an ID token.
  const credential =
    provider === 'twitter.com'
      ? `access_token=${encodeURIComponent(claims)}&oauth_token_secret=secret`
      : `id_token=${encodeURIComponent(claims)}`;
  const response = await fetchOnFreshSocket(
    `http://${inject('firebaseEmulatorHost')}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=any`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ postBody: `${credential}&providerId=${provider}`, requestUri: 'http://localhost', returnSecureToken: true }),
    },
  );
  const answer = (await response.json()) as { idToken?: string; error?: unknown };
  if (!answer.idToken) throw new Error(`The emulator gave no ID token: ${JSON.stringify(answer)}`);
  return answer.idToken;
}
