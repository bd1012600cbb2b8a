import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Statuses an endpoint may answer with a body of its own; errors all share `errorBody`. */
export type SuccessStatus = 200 | 201 | 202;

/**
 * One endpoint, declared once: the API registers its route from it, the OpenAPI document
 * describes it, and the web client parses its answers with the same schemas.
 * `path` uses Fastify's `:param` syntax; query, params and headers are objects of strings
 * (header names lower-case, as Node delivers them).
 */
export interface EndpointSpec {
  /** Stable operationId; the web client's `services/api` function takes the same name. */
  id: string;
  method: HttpMethod;
  path: string;
  summary: string;
  tags: readonly string[];
  body?: z.ZodType;
  query?: z.ZodObject;
  params?: z.ZodObject;
  headers?: z.ZodObject;
  /** `bearer`: the route answers 401 `UNAUTHORIZED` without a live access token. */
  auth?: 'bearer';
  /**
   * `text/event-stream`: the 200 answer is a server-sent event stream whose every event's data
   * is the 200 schema as JSON. Otherwise answers are JSON.
   */
  produces?: 'text/event-stream';
  responses: Partial<Record<SuccessStatus, z.ZodType>>;
}

/** Keeps the literal types of a declaration so handlers and clients are typed from it. */
export function defineEndpoint<const E extends EndpointSpec>(endpoint: E): E {
  return endpoint;
}

/** Prefixes whose requests must carry the `verify` signature (DESIGN.md §4). */
export const SIGNED_PATH_PREFIXES = ['/core', '/paymee'] as const;

/** Providers' callbacks under /paymee that carry their own signature instead (Stripe, the gateway). */
export const SELF_SIGNED_PATHS = [
  /^\/paymee\/payment\/v3\/stripe\/webhook\/$/,
  /^\/paymee\/payment\/v3\/gateway\/[^/]+\/notify\/$/,
  /^\/paymee\/payout\/v1\/stripe\/connect-webhook\/$/,
] as const;

/** Whether a request path (without query string) must be signed. */
export function requiresSignature(pathname: string): boolean {
  if (SELF_SIGNED_PATHS.some((pattern) => pattern.test(pathname))) return false;
  return SIGNED_PATH_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
