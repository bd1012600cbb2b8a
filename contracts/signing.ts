import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';

/** How long a request signature stays acceptable (DESIGN.md §4). */
export const SIGNATURE_MAX_AGE_SECONDS = 300;

/** The query parameter that carries `<unix seconds>.<signature>`. */
export const SIGNATURE_PARAM = 'verify';

const encoder = new TextEncoder();

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * base64(HMAC-SHA256(key, pathname + unixSeconds)). Synchronous and free of Node or DOM crypto,
 * so the browser client, SSR and the API compute it with the same code.
 */
export function signPath(key: string, pathname: string, unixSeconds: number): string {
  const mac = hmac(sha256, encoder.encode(key), encoder.encode(`${pathname}${unixSeconds}`));
  return toBase64(mac);
}

/** The value of the `verify` parameter for a request to `pathname` sent at `unixSeconds`. */
export function signatureParam(key: string, pathname: string, unixSeconds: number): string {
  return `${unixSeconds}.${signPath(key, pathname, unixSeconds)}`;
}

export type SignatureCheck = { ok: true } | { ok: false; reason: 'missing' | 'malformed' | 'stale' | 'mismatch' };

function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i += 1) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/**
 * Checks a `verify` value for `pathname` against the key and the current time. `sign` computes
 * the same value as `signPath`; the API passes Node's native HMAC, many times faster per request.
 */
export function checkSignature(
  key: string,
  pathname: string,
  value: string | undefined,
  nowSeconds: number,
  sign: typeof signPath = signPath,
): SignatureCheck {
  if (!value) return { ok: false, reason: 'missing' };
  const match = /^(\d{1,12})\.([A-Za-z0-9+/]{43}=)$/.exec(value);
  if (!match) return { ok: false, reason: 'malformed' };
  const seconds = Number(match[1]);
  if (Math.abs(nowSeconds - seconds) > SIGNATURE_MAX_AGE_SECONDS) return { ok: false, reason: 'stale' };
  const expected = sign(key, pathname, seconds);
  return constantTimeEqual(expected, match[2] ?? '') ? { ok: true } : { ok: false, reason: 'mismatch' };
}
