import { randomUUID } from 'node:crypto';
import { emulatorGoogleIdToken } from '../../e2e/support/api-session';
import { newPerson } from '../../e2e/support/wallet';
import { API_INSTANCES, BALANCER, call } from './fleet';

export interface Account {
  userId: string;
  bearer: string;
}

/**
 * A new account signed in with Google (the Auth emulator's ID token) on one API instance, passing
 * the bot challenge the cluster asks for on every sign-in (TURNSTILE_MODE=always) on that same
 * instance: these tests are about other things than where the stand-in keeps its tokens.
 */
export async function newAccount(name: string, base: string = API_INSTANCES[0]): Promise<Account> {
  const deviceId = `fleet-${randomUUID()}`;
  const headers = { 'device-id': deviceId };
  const body = {
    firebase_id_token: await emulatorGoogleIdToken(newPerson(name)),
    device_id: deviceId,
    device_type: 'desktop',
    os: 'Linux',
    device_name: 'Fleet test',
  };
  let answer = await call(base, '/core/v1/connect/google/', { method: 'POST', body, headers });
  if (answer.status === 406) {
    const challenge = await call(base, '/core/v1/turnstile/', { headers });
    if (challenge.status !== 200) throw new Error(`bot challenge: ${challenge.status} ${JSON.stringify(challenge.body)}`);
    const minted = await call(base, '/sandbox/turnstile/token', { method: 'POST', body: { sitekey: challenge.body.data.site_key } });
    const solved = { turnstile: minted.body.token, 'x-turnstile-challenge': challenge.body.data.challenge_id };
    answer = await call(base, '/core/v1/connect/google/', { method: 'POST', body, headers: { ...headers, ...solved } });
  }
  if (answer.status !== 200) throw new Error(`sign-in of ${name}: ${answer.status} ${JSON.stringify(answer.body)}`);
  const bearer = answer.body.data.access_token as string;
  const me = await call(base, '/core/v1/me/', { bearer });
  return { userId: me.body.data.id, bearer };
}

/** An operator top-up of the sandbox (`POST /sandbox/wallet/adjust`) through the balancer. */
export async function topUp(account: Account, currency: 'STAR' | 'TVS', amount: number) {
  const answer = await call(BALANCER.api, '/sandbox/wallet/adjust', {
    method: 'POST',
    body: { user_id: account.userId, currency, amount, reason: 'fleet test top-up' },
  });
  if (answer.status !== 200) throw new Error(`adjust: ${answer.status} ${JSON.stringify(answer.body)}`);
}

/** The STAR and TVS balances as the balance endpoint answers them. */
export async function balances(account: Account, base = BALANCER.api): Promise<Record<string, number>> {
  const answer = await call<{ data: { balances: { amount: number; amount_currency: string }[] } }>(base, '/billy/v5/billing/balance/', {
    bearer: account.bearer,
  });
  if (answer.status !== 200) throw new Error(`balance: ${answer.status} ${JSON.stringify(answer.body)}`);
  return Object.fromEntries(answer.body.data.balances.map((entry) => [entry.amount_currency, entry.amount]));
}

/** A channel of `account` with a fresh slug. */
export async function newChannel(account: Account, displayName: string): Promise<string> {
  const slug = `fleet-${randomUUID().slice(0, 8)}`;
  const answer = await call(BALANCER.api, '/core/v3/channel/my-channel/', {
    method: 'POST',
    bearer: account.bearer,
    body: { slug, display_name: displayName },
  });
  if (answer.status !== 201) throw new Error(`channel: ${answer.status} ${JSON.stringify(answer.body)}`);
  return slug;
}
