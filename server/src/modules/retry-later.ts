import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../http/errors';

/** An answer the caller may retry after `retryAfterSeconds`: a limit, or a request still in progress. */
export class RetryLaterError extends ApiError {
  override name = 'RetryLaterError';

  constructor(
    statusCode: number,
    code: string,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(statusCode, code, message, { retry_after_seconds: retryAfterSeconds });
  }
}

/** An `onError` hook: the wait of a `RetryLaterError` also goes out as `Retry-After` (DESIGN.md §4). */
export function retryAfterHeader(_request: FastifyRequest, reply: FastifyReply, error: Error, done: () => void): void {
  if (error instanceof RetryLaterError) reply.header('Retry-After', String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
  done();
}
