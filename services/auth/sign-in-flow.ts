import type { DeviceInfo } from '@/contracts/auth';
import type { SignInAnswer } from '@/contracts/connect';
import type { TurnstileChallenge } from '@/contracts/session';
import type { HttpClient, HttpResult } from '@/services/http';
import { signOutOfFirebase } from '@/services/auth/firebase-provider';
import type { SignInHeaders } from '@/services/api/auth/connect';
import { SignInCancelled } from './sign-in-cancelled';
import { adoptUser, moveToNextAccount, type AuthRuntime } from './runtime';
import { getTurnstileChallenge, logout } from '@/services/api/auth/session';

export { SignInCancelled };

/** What a provider's connect step gets: the client, this device and the headers to send. */
export interface ConnectContext {
  client: HttpClient;
  device: DeviceInfo;
  headers: SignInHeaders;
}
/**
 * Calls one connect endpoint; may throw an Error whose message the user should read, or a
 * `SignInCancelled` when the person backed out (closed the popup, the chooser, the widget).
 */
export type ConnectCall = (context: ConnectContext) => Promise<HttpResult<SignInAnswer>>;

export type SignInOutcome =
  /** `created`: this sign-in created the account (the API says so). */
  | { kind: 'signed-in'; created: boolean }
  | { kind: 'challenge'; challenge: TurnstileChallenge }
  | { kind: 'cancelled' }
  | { kind: 'failed'; code: string; message: string };

/**
 * One sign-in call and what follows from its answer (spec §4): 200 stores the tokens and fetches
 * the user, 406 fetches the bot challenge, anything else is a failure to show.
 */
export async function runSignIn(
  runtime: AuthRuntime,
  deviceId: string,
  connect: ConnectCall,
  walletOnlyVerified: boolean,
  solved?: { token: string; challengeId: string },
): Promise<SignInOutcome> {
  try {
    const device = await runtime.deviceInfo();
    const headers: SignInHeaders = solved
      ? { 'device-id': deviceId, Turnstile: solved.token, 'X-Turnstile-Challenge': solved.challengeId }
      : { 'device-id': deviceId };
    const answer = await connect({ client: runtime.client, device, headers });
    if (answer.status === 406) {
      const challenge = await getTurnstileChallenge(deviceId, runtime.client);
      return challenge.ok ? { kind: 'challenge', challenge: challenge.data.data } : { kind: 'failed', ...challenge };
    }
    if (!answer.ok) return { kind: 'failed', ...answer };
    const previous = runtime.session.getSnapshot().userId;
    runtime.session.signIn(answer.data.data);
    const failure = await adoptUser(runtime, walletOnlyVerified);
    if (failure) {
      // Without its user the new sign-in is of no use; the account shown before comes back.
      runtime.session.clear();
      if (previous && runtime.session.switchAccount(previous)) await adoptUser(runtime);
      return { kind: 'failed', ...failure };
    }
    return { kind: 'signed-in', created: answer.data.data.created };
  } catch (error) {
    if (error instanceof SignInCancelled) return { kind: 'cancelled' };
    return { kind: 'failed', code: 'SIGN_IN_ABORTED', message: error instanceof Error ? error.message : '' };
  }
}

/**
 * Signs the current account out (spec §4): out of the identity provider, logout only with an
 * access token, tokens cleared; then the next stored account, if any, becomes current.
 */
export async function runSignOut(runtime: AuthRuntime): Promise<void> {
  await signOutOfFirebase();
  const accessToken = runtime.session.getSnapshot().tokens?.access_token;
  // Logout is posted (with its own bearer), then the tokens are cleared at once, not when it
  // answers: meanwhile the page would still show the account and send its requests (a channel
  // address check, say) with a token the API is revoking, each answered 401.
  const revoking = accessToken ? logout(accessToken, runtime.client) : undefined;
  runtime.session.clear();
  await revoking;
  await moveToNextAccount(runtime);
}

/** Adopts another stored account's tokens and refetches its user; false when it has none. */
export async function runSwitch(runtime: AuthRuntime, userId: string): Promise<boolean> {
  if (!runtime.session.switchAccount(userId)) return false;
  await adoptUser(runtime);
  return true;
}
