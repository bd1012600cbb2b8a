import { ErrorCode, type ErrorBody, type ErrorCodeName } from '@/contracts/envelope';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseEncodingError, isDatabaseOverload } from './database-errors';
import { UNSAFE_TEXT_MESSAGE } from '@/contracts/safe-string';

/** Thrown by services and hooks for an answer the caller should see as `{ code, message }`. */
export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    readonly statusCode: number,
    readonly code: ErrorCodeName | (string & {}),
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

/** 400 `VALIDATION_ERROR` for a rule the schema cannot express, in the shape schema failures have. */
export function validationError(path: string, message: string): ApiError {
  return new ApiError(400, ErrorCode.VALIDATION_ERROR, 'The request is invalid.', [{ path, message }]);
}

export interface ValidationIssue {
  path: readonly PropertyKey[];
  message: string;
}

/**
 * A request part that broke its rules. It must be a real `Error`: Fastify passes any other value
 * returned by a validator to its schema-error formatter, which reads Ajv's fields and throws
 * outside every handler (a zod 4 `ZodError` is not an `Error`; that crash stopped the process).
 * Fastify tags it with the part it checked (`validationContext`).
 */
export class RequestValidationError extends Error {
  override name = 'RequestValidationError';
  readonly statusCode = 400;
  validationContext?: string;

  constructor(
    readonly issues: readonly ValidationIssue[],
    part?: string,
  ) {
    super(issues.map((issue) => issue.message).join('; ') || 'The request is invalid.');
    if (part) this.validationContext = part;
  }
}

/**
 * Fastify's `schemaErrorFormatter`: whatever a validator returned that is not an `Error` (Ajv's
 * error list, a foreign object) still becomes a 400 in the envelope, never a throw.
 */
export function formatSchemaErrors(errors: unknown, part: string): RequestValidationError {
  const list = Array.isArray(errors) ? errors : [errors];
  const issues = list.map((entry: { instancePath?: unknown; message?: unknown } | null | undefined) => ({
    path: typeof entry?.instancePath === 'string' ? entry.instancePath.split('/').filter(Boolean) : [],
    message: typeof entry?.message === 'string' ? entry.message : 'Invalid value.',
  }));
  return new RequestValidationError(issues, part);
}

interface ErrorReply {
  status: number;
  body: ErrorBody;
  /** Seconds for `Retry-After`. */
  retryAfter?: number;
}

/** Short: a burst drains in well under a second once the pool has room again. */
const OVERLOAD_RETRY_AFTER_SECONDS = 1;

type FrameworkError = FastifyError & { validationContext?: string };

const CLIENT_ERROR_CODES: Record<number, ErrorCodeName> = {
  401: ErrorCode.UNAUTHORIZED,
  403: ErrorCode.FORBIDDEN,
  404: ErrorCode.NOT_FOUND,
  405: ErrorCode.METHOD_NOT_ALLOWED,
  409: ErrorCode.CONFLICT,
  413: ErrorCode.PAYLOAD_TOO_LARGE,
  415: ErrorCode.UNSUPPORTED_MEDIA_TYPE,
  429: ErrorCode.RATE_LIMITED,
};

function validationReply(error: RequestValidationError, part: string): ErrorReply {
  const details = error.issues.map((issue) => ({
    path: [part, ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));
  return {
    status: 400,
    body: { code: ErrorCode.VALIDATION_ERROR, message: 'The request is invalid.', details },
  };
}

/**
 * Maps anything thrown while handling a request to the envelope. Client mistakes caught by
 * Fastify (bad JSON, size, media type, URL) keep their 4xx; everything else is our bug.
 */
export function toErrorReply(error: FrameworkError | ApiError): ErrorReply {
  if (error instanceof ApiError) {
    const { statusCode: status, code, message, details } = error;
    return { status, body: { code, message, ...(details !== undefined && { details }) } };
  }
  const part = error.validationContext === 'querystring' ? 'query' : error.validationContext;
  if (error instanceof RequestValidationError) {
    return validationReply(error, part ?? 'request');
  }
  if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
    const code = CLIENT_ERROR_CODES[error.statusCode];
    if (code) return { status: error.statusCode, body: { code, message: error.message } };
    // Content-type parser errors (bad JSON, empty body) concern the body; the rest, the URL.
    const path = part ?? (error.code?.startsWith('FST_ERR_CTP_') ? 'body' : 'request');
    return {
      status: 400,
      body: {
        code: ErrorCode.VALIDATION_ERROR,
        message: 'The request is invalid.',
        details: [{ path, message: error.message }],
      },
    };
  }
  if (isDatabaseEncodingError(error)) {
    return {
      status: 400,
      body: {
        code: ErrorCode.VALIDATION_ERROR,
        message: 'The request is invalid.',
        details: [{ path: 'request', message: UNSAFE_TEXT_MESSAGE }],
      },
    };
  }
  if (isDatabaseOverload(error)) {
    return {
      status: 503,
      body: { code: ErrorCode.OVERLOADED, message: 'We are busy right now. Try again in a moment.' },
      retryAfter: OVERLOAD_RETRY_AFTER_SECONDS,
    };
  }
  return {
    status: 500,
    body: { code: ErrorCode.INTERNAL_ERROR, message: 'Something went wrong on our side.' },
  };
}

export function errorHandler(error: FrameworkError, request: FastifyRequest, reply: FastifyReply) {
  const { status, body, retryAfter } = toErrorReply(error);
  if (body.code === ErrorCode.OVERLOADED) request.log.warn({ err: error }, 'request refused: overloaded');
  else if (status >= 500) request.log.error({ err: error }, 'request failed');
  if (retryAfter !== undefined) reply.header('Retry-After', String(retryAfter));
  return reply.code(status).send(body);
}

export function notFoundHandler(request: FastifyRequest, reply: FastifyReply) {
  const body: ErrorBody = {
    code: ErrorCode.NOT_FOUND,
    message: `No route for ${request.method} ${request.url.split('?')[0]}.`,
  };
  return reply.code(404).send(body);
}
