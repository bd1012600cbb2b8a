import { z } from 'zod';

/** `{ data: … }`: every successful answer (DESIGN.md §4). */
export const dataEnvelope = <T extends z.ZodType>(data: T) => z.object({ data });

export const pageMeta = z.object({
  page: z.number().int().min(1),
  page_size: z.number().int().min(1),
  total: z.number().int().min(0),
});
export type PageMeta = z.infer<typeof pageMeta>;

/** `{ data: [ … ], meta: { page, page_size, total } }`: every paged answer. */
export const pagedEnvelope = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), meta: pageMeta });

/** `{ code, message, details? }`: every error answer. */
export const errorBody = z.object({
  code: z.string().min(1),
  message: z.string(),
  details: z.unknown().optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** Machine codes shared by the API and the web client. Areas add their own beside these. */
export const ErrorCode = {
  VALIDATION_ERROR: 'VALIDATION_ERROR',
  NOT_FOUND: 'NOT_FOUND',
  SIGNATURE_INVALID: 'SIGNATURE_INVALID',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  RATE_LIMITED: 'RATE_LIMITED',
  CONFLICT: 'CONFLICT',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  METHOD_NOT_ALLOWED: 'METHOD_NOT_ALLOWED',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  /** 503 with `Retry-After`: more requests than the database can serve right now. */
  OVERLOADED: 'OVERLOADED',
  INTERNAL_ERROR: 'INTERNAL_ERROR',
} as const;
export type ErrorCodeName = (typeof ErrorCode)[keyof typeof ErrorCode];
