import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { signatureParam } from '../../../contracts/signing';

/**
 * Programmatic sign-in for end-to-end tests that are not about signing in: the test process does
 * what the Google button does (emulator ID token, connect call, bot challenge) and hands the page
 * the tokens in the very storage layout the web app writes, so the app restores the session.
 */

const API = 'http://127.0.0.1:4000';
const EMULATOR = 'http://127.0.0.1:9099';
// The stack's defaults (.env.example); the e2e run sets neither.
const SIGNING_KEY = process.env.NEXT_PUBLIC_API_SIGNING_KEY || 'starlit-dev-signing-key';

export interface ApiTokens {
  access_token: string;
  refresh_token: string;
  expires_in: number;
}

export interface ApiUser {
  id: string;
  email: string | null;
  display_name: string;
  email_verified: boolean;
  avatar_url?: string | null;
}

export interface ApiAnswer<T = unknown> {
  status: number;
  body: T;
}

export interface TestPerson {
  email: string;
  name: string;
}

async function send<T>(
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<ApiAnswer<T>> {
  const url = new URL(path, API);
  url.searchParams.set('verify', signatureParam(SIGNING_KEY, url.pathname, Math.floor(Date.now() / 1000)));
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const answer = await fetch(url, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await answer.text();
  return { status: answer.status, body: (text ? JSON.parse(text) : null) as T };
}

/** Signed, bearer API calls from the test process, as one account. Paths are from the host root. */
export function apiAs(tokens: Pick<ApiTokens, 'access_token'>) {
  const auth = { Authorization: `Bearer ${tokens.access_token}` };
  return {
    get: <T = unknown>(path: string) => send<T>('GET', path, { headers: auth }),
    post: <T = unknown>(path: string, body?: unknown, headers: Record<string, string> = {}) =>
      send<T>('POST', path, { body, headers: { ...auth, ...headers } }),
    patch: <T = unknown>(path: string, body?: unknown) => send<T>('PATCH', path, { body, headers: auth }),
    delete: <T = unknown>(path: string) => send<T>('DELETE', path, { headers: auth }),
  };
}

/** An ID token of the Firebase Auth emulator for a Google account; one stable uid per email. */
export async function emulatorGoogleIdToken(person: TestPerson): Promise<string> {
  const sub = `e2e-${createHash('sha256').update(person.email).digest('hex').slice(0, 20)}`;
  const claims = JSON.stringify({ sub, email: person.email, email_verified: true, name: person.name });
  const answer = await fetch(`${EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=fake`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      postBody: `id_token=${encodeURIComponent(claims)}&providerId=google.com`,
      requestUri: 'http://localhost',
      returnSecureToken: true,
    }),
  });
  const body = (await answer.json()) as { idToken?: string };
  if (!answer.ok || !body.idToken) throw new Error(`The Auth emulator refused ${person.email}: ${answer.status} ${JSON.stringify(body)}`);
  return body.idToken;
}

/** A bot-challenge answer the way the sandbox widget produces one. */
async function solveChallenge(deviceId: string): Promise<Record<string, string>> {
  const challenge = await send<{ data: { site_key: string; challenge_id: string } }>('GET', '/core/v1/turnstile/', {
    headers: { 'device-id': deviceId },
  });
  if (challenge.status !== 200) throw new Error(`No bot challenge: ${challenge.status} ${JSON.stringify(challenge.body)}`);
  const minted = await fetch(`${API}/sandbox/turnstile/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ sitekey: challenge.body.data.site_key }),
  });
  const { token } = (await minted.json()) as { token: string };
  return { Turnstile: token, 'X-Turnstile-Challenge': challenge.body.data.challenge_id };
}

/** Signs a person in with Google on `deviceId` through the API, passing the bot challenge when asked. */
export async function apiSignIn(person: TestPerson, deviceId: string): Promise<{ tokens: ApiTokens; user: ApiUser }> {
  const body = {
    firebase_id_token: await emulatorGoogleIdToken(person),
    device_id: deviceId,
    device_type: 'desktop',
    os: 'Linux',
    device_name: 'Playwright e2e',
  };
  let answer = await send<{ data: ApiTokens }>('POST', '/core/v1/connect/google/', { body, headers: { 'device-id': deviceId } });
  if (answer.status === 406) {
    const solved = await solveChallenge(deviceId);
    answer = await send('POST', '/core/v1/connect/google/', { body, headers: { 'device-id': deviceId, ...solved } });
  }
  if (answer.status !== 200) throw new Error(`Sign-in of ${person.email} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  const tokens = answer.body.data;
  const me = await apiAs(tokens).get<{ data: ApiUser }>('/core/v1/me/');
  if (me.status !== 200) throw new Error(`GET /v1/me/ failed: ${me.status} ${JSON.stringify(me.body)}`);
  return { tokens, user: me.body.data };
}

/** The page's device id (local storage `device_id`), created the way the app creates it when missing. */
export async function pageDeviceId(page: Page): Promise<string> {
  if (!page.url().startsWith('http://localhost:3000')) await page.goto('/');
  return page.evaluate(() => {
    const raw = window.localStorage.getItem('device_id');
    if (raw) {
      const parsed = JSON.parse(raw) as { value?: unknown } | string;
      const value = typeof parsed === 'object' && parsed ? parsed.value : parsed;
      if (typeof value === 'string' && value) return value;
    }
    const id = crypto.randomUUID();
    window.localStorage.setItem('device_id', JSON.stringify({ value: id, expiresAt: null }));
    return id;
  });
}

/** Reads what the app keeps for one account in `user_logged_list` (tokens with `expires_at`). */
export async function storedAccount(page: Page, userId: string) {
  return page.evaluate((id) => {
    const raw = window.localStorage.getItem('user_logged_list');
    const list = raw ? ((JSON.parse(raw) as { value: Record<string, unknown> }).value ?? {}) : {};
    return (list[id] ?? null) as { access_token?: string; refresh_token?: string | null; expires_at?: number } | null;
  }, userId);
}

/**
 * Gives `person` a channel named after them (an address from their email), unless they have one.
 * Spec §2: a signed-in user without a channel sees the channel-creation screen in place of every
 * page with per-user content; people in tests about something else hold one, as fans do after
 * the one-tap screen.
 */
export async function ensureChannel(tokens: Pick<ApiTokens, 'access_token'>, person: TestPerson & { slug?: string }, name = person.name) {
  const local = person.email.split('@')[0] ?? person.name;
  const slug =
    person.slug ??
    local
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 30);
  const answer = await apiAs(tokens).post<{ code?: string }>('/core/v3/channel/my-channel/', { slug, display_name: name });
  if (answer.status !== 201 && answer.body?.code !== 'CHANNEL_EXISTS') {
    throw new Error(`Channel of ${person.email} not created: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
}

/**
 * Signs `person` in and makes that account the page's current one, next to any account already
 * stored (exactly like one more sign-in on this device), then loads `path` (default `/`) so the
 * app restores the session. Refresh tokens are bound to the device, hence the page's device id.
 * `channel`: the person gets a channel (ensureChannel; a string names it) before any page of theirs
 * loads, so no page has yet learnt that they have none.
 */
export async function signInAs(
  page: Page,
  person: TestPerson & { slug?: string },
  options: { path?: string; channel?: boolean | string } = {},
) {
  const deviceId = await pageDeviceId(page);
  const { tokens, user } = await apiSignIn(person, deviceId);
  if (options.channel) await ensureChannel(tokens, person, typeof options.channel === 'string' ? options.channel : person.name);
  // As a person would, on a page that has settled: a page still starting up (its scripts run after
  // its first paint) would finish restoring its own account and write it back over this one.
  await page.waitForLoadState('networkidle');
  const stored = {
    access_token: tokens.access_token,
    refresh_token: tokens.refresh_token,
    expires_at: Date.now() + tokens.expires_in * 1000,
  };
  await page.evaluate(
    ({ user, stored }) => {
      const stamp = (value: unknown) => JSON.stringify({ value, expiresAt: null });
      const raw = window.localStorage.getItem('user_logged_list');
      const list = raw ? ((JSON.parse(raw) as { value: Record<string, unknown> }).value ?? {}) : {};
      window.localStorage.setItem('user_logged_list', stamp({ ...list, [user.id]: { user, ...stored } }));
      window.localStorage.setItem('user_id', stamp(user.id));
      window.localStorage.setItem('user_info', stamp(user));
      const cookies: Record<string, unknown> = {
        t_uid: user.id,
        t_uat: stored.access_token,
        t_urt: stored.refresh_token,
        t_uei: stored.expires_at,
      };
      for (const [name, value] of Object.entries(cookies)) {
        document.cookie = `${name}=${encodeURIComponent(JSON.stringify(value))}; path=/; max-age=86400; secure; samesite=none`;
      }
    },
    { user, stored },
  );
  await page.goto(options.path ?? '/');
  return { userId: user.id, user, tokens, deviceId };
}
