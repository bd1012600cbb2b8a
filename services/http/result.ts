import type { z } from 'zod';
import { errorBody } from '@/contracts/envelope';
import { HttpErrorCode, type HttpFailure, type HttpResult } from './types';

/** What came back from one send, before the caller's schema is applied. */
export type SendOutcome = { kind: 'answer'; status: number; body: unknown } | { kind: 'failure'; failure: HttpFailure };

export function failure(status: number, code: string, message: string, details?: unknown): HttpFailure {
  return details === undefined ? { ok: false, status, code, message } : { ok: false, status, code, message, details };
}

/** Error answers carry `{ code, message, details? }`; anything else still becomes a typed failure. */
function answerFailure(status: number, body: unknown): HttpFailure {
  const parsed = errorBody.safeParse(body);
  if (parsed.success) return failure(status, parsed.data.code, parsed.data.message, parsed.data.details);
  return failure(status, HttpErrorCode.HTTP_ERROR, `Request failed with status ${status}`);
}

export function errorCodeOf(outcome: SendOutcome): string | undefined {
  if (outcome.kind === 'failure') return outcome.failure.code;
  const parsed = errorBody.safeParse(outcome.body);
  return parsed.success ? parsed.data.code : undefined;
}

export function toResult<S extends z.ZodType>(outcome: SendOutcome, schema: S): HttpResult<z.output<S>> {
  if (outcome.kind === 'failure') return outcome.failure;
  const { status, body } = outcome;
  if (status < 200 || status >= 300) return answerFailure(status, body);
  const parsed = schema.safeParse(body);
  if (parsed.success) return { ok: true, status, data: parsed.data };
  return failure(status, HttpErrorCode.INVALID_RESPONSE, 'The server answered with an unexpected body', parsed.error.issues);
}
