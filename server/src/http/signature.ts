import { requiresSignature } from '@/contracts/endpoint';
import { ErrorCode } from '@/contracts/envelope';
import { checkSignature, SIGNATURE_PARAM } from '@/contracts/signing';
import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import { createHmac } from 'node:crypto';
import { ApiError } from './errors';

const MESSAGES = {
  missing: 'The request signature is missing.',
  malformed: 'The request signature is malformed.',
  stale: 'The request signature has expired.',
  mismatch: 'The request signature does not match.',
} as const;

/** `signPath` with Node's native HMAC (tests/server/signature.test.ts checks they agree). */
export const nativeSignPath = (key: string, pathname: string, unixSeconds: number): string =>
  createHmac('sha256', key).update(`${pathname}${unixSeconds}`).digest('base64');

/** The raw target, so the signed path is checked exactly as the client sent it. */
function splitTarget(request: FastifyRequest): { pathname: string; search: string } {
  const target = request.raw.url ?? '/';
  const mark = target.indexOf('?');
  return mark === -1 ? { pathname: target, search: '' } : { pathname: target.slice(0, mark), search: target.slice(mark + 1) };
}

/**
 * DESIGN.md §4: requests under /core and /paymee carry `verify=<seconds>.<hmac>`, unknown paths
 * there included. CORS preflights pass: browsers send them without our query parameters.
 */
export function signatureCheck(key: string): onRequestHookHandler {
  return async (request) => {
    if (request.method === 'OPTIONS') return;
    const { pathname, search } = splitTarget(request);
    // The router decodes percent-escapes, so `/%63ore/...` reaches a /core route: the matched
    // route decides as well as the raw path.
    const route = request.routeOptions.url;
    if (!requiresSignature(pathname) && !(route && requiresSignature(route))) return;
    const values = new URLSearchParams(search).getAll(SIGNATURE_PARAM);
    const value = values.length === 1 ? values[0] : undefined;
    const result =
      values.length > 1
        ? ({ ok: false, reason: 'malformed' } as const)
        : checkSignature(key, pathname, value, Math.floor(Date.now() / 1000), nativeSignPath);
    if (!result.ok) throw new ApiError(401, ErrorCode.SIGNATURE_INVALID, MESSAGES[result.reason]);
  };
}
