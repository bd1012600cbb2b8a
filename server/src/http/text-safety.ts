import { findUnsafeText, UNSAFE_TEXT_MESSAGE } from '@/contracts/safe-string';
import type { FastifyRequest } from 'fastify';
import { decodesAsUtf8 } from './charset';
import { RequestValidationError } from './errors';

export const INVALID_URL_ENCODING_MESSAGE = 'The URL has a percent-encoding that is not valid UTF-8.';

/**
 * `onRequest` hook. The router refuses a path whose escapes are not UTF-8, but the query parser
 * decodes them leniently: `?q=%FF` would reach a handler as U+FFFD, silently changed.
 */
export async function queryEncodingCheck(request: FastifyRequest): Promise<void> {
  const url = request.raw.url ?? '';
  const queryStart = url.indexOf('?');
  if (queryStart === -1 || !url.includes('%', queryStart)) return;
  if (
    !url
      .slice(queryStart + 1)
      .split('&')
      .every(decodesAsUtf8)
  ) {
    throw new RequestValidationError([{ path: [], message: INVALID_URL_ENCODING_MESSAGE }], 'query');
  }
}

/**
 * `preHandler` hook, for every route: a path parameter, query parameter or parsed body that still
 * holds NUL or a lone surrogate never reaches a handler, even on a route declared without a
 * schema for that part (the validator compiler covers the declared ones, with the field's path).
 */
export async function unsafeTextCheck(request: FastifyRequest): Promise<void> {
  const parts = { params: request.params, query: request.query, body: Buffer.isBuffer(request.body) ? undefined : request.body };
  for (const [part, value] of Object.entries(parts)) {
    const path = findUnsafeText(value);
    if (path) throw new RequestValidationError([{ path, message: UNSAFE_TEXT_MESSAGE }], part);
  }
}
