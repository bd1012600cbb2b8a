import type { ConnectCall } from '@/services/auth/sign-in-flow';
import { providerConfig } from '@/services/auth/provider-config';
import { redirectTarget } from './redirect-target';

/** Where TikTok sends the browser back; the API accepts only pages of its own web origins. */
export const TIKTOK_RETURN_PATH = '/auth/tiktok';
const STORAGE_KEY = 'tiktok_oauth';
/** A trip to TikTok and back that takes longer than this is not trusted on return. */
export const TIKTOK_STATE_LIFE_MS = 10 * 60_000;

interface PendingTrip {
  state: string;
  returnTo: string;
  startedAt: number;
}

export const tiktokRedirectUri = (origin: string) => `${origin}${TIKTOK_RETURN_PATH}`;

function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The authorize URL, with a fresh random `state` kept in this tab's session storage. */
export function beginTikTokSignIn(returnTo: string, options: { origin?: string; storage?: Storage; now?: () => number } = {}): string {
  const origin = options.origin ?? window.location.origin;
  const storage = options.storage ?? window.sessionStorage;
  const state = randomState();
  const trip: PendingTrip = { state, returnTo: redirectTarget(returnTo), startedAt: (options.now ?? Date.now)() };
  storage.setItem(STORAGE_KEY, JSON.stringify(trip));
  const url = new URL(providerConfig.tiktokAuthorizeUrl);
  url.searchParams.set('client_key', providerConfig.tiktokClientKey);
  url.searchParams.set('scope', providerConfig.tiktokScope);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('redirect_uri', tiktokRedirectUri(origin));
  url.searchParams.set('state', state);
  return url.toString();
}

export type TikTokReturn =
  | { ok: true; code: string; state: string; returnTo: string }
  | { ok: false; reason: 'denied'; returnTo: string; description: string }
  | { ok: false; reason: 'state-mismatch' | 'missing-code'; returnTo: string };

function readTrip(storage: Storage): PendingTrip | null {
  try {
    const trip = JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null') as Partial<PendingTrip> | null;
    const valid =
      typeof trip?.state === 'string' && trip.state.length >= 16 && typeof trip.returnTo === 'string' && typeof trip.startedAt === 'number';
    return valid ? (trip as PendingTrip) : null;
  } catch {
    return null;
  }
}

/**
 * Reads TikTok's answer on the return page. The stored `state` is spent whatever the answer: a
 * return whose `state` is not the one this tab sent (forged, replayed, stale) is refused.
 */
export function takeTikTokReturn(search: string, options: { storage?: Storage; now?: () => number } = {}): TikTokReturn {
  const storage = options.storage ?? window.sessionStorage;
  const trip = readTrip(storage);
  storage.removeItem(STORAGE_KEY);
  const params = new URLSearchParams(search);
  const returnTo = redirectTarget(trip?.returnTo);
  const state = params.get('state') ?? '';
  const fresh = trip !== null && (options.now ?? Date.now)() - trip.startedAt <= TIKTOK_STATE_LIFE_MS;
  if (!fresh || state === '' || state !== trip.state) return { ok: false, reason: 'state-mismatch', returnTo };
  const error = params.get('error');
  if (error) return { ok: false, reason: 'denied', returnTo, description: params.get('error_description') ?? error };
  const code = params.get('code');
  if (!code) return { ok: false, reason: 'missing-code', returnTo };
  return { ok: true, code, state, returnTo };
}

export function tiktokConnect(answer: { code: string; state: string }, origin: string = window.location.origin): ConnectCall {
  return async ({ client, device, headers }) => {
    const { connectTikTok } = await import('@/services/api/auth/connect');
    return connectTikTok({ ...device, code: answer.code, state: answer.state, redirect_uri: tiktokRedirectUri(origin) }, headers, client);
  };
}
