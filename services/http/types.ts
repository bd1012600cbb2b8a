import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type HeaderValue = string | null | undefined;

export interface HttpSuccess<T> {
  ok: true;
  status: number;
  data: T;
}

export interface HttpFailure {
  ok: false;
  /** The HTTP status; 0 when no answer arrived (network failure, timeout, cancel). */
  status: number;
  code: string;
  message: string;
  details?: unknown;
}

/** Every call resolves to one of these; nothing in the HTTP layer throws at its caller. */
export type HttpResult<T> = HttpSuccess<T> | HttpFailure;

/** Codes the client produces itself; server codes (contracts/envelope.ts `ErrorCode`) pass through. */
export const HttpErrorCode = {
  NETWORK_ERROR: 'NETWORK_ERROR',
  TIMEOUT: 'TIMEOUT',
  CANCELED: 'CANCELED',
  /** A body that is not JSON or does not match the schema of the call. */
  INVALID_RESPONSE: 'INVALID_RESPONSE',
  /** An error status whose body is not an error envelope (a proxy's HTML page, say). */
  HTTP_ERROR: 'HTTP_ERROR',
  NO_REFRESH_TOKEN: 'NO_REFRESH_TOKEN',
  /** The refresh was refused: the session is over. */
  SESSION_EXPIRED: 'SESSION_EXPIRED',
} as const;

export interface RequestOptions {
  params?: Record<string, QueryValue>;
  headers?: Record<string, HeaderValue>;
  signal?: AbortSignal;
}

export interface HttpRequest<S extends z.ZodType> extends RequestOptions {
  method: HttpMethod;
  /** Relative to the client's base (`v1/me/`), or absolute (a signed upload URL). */
  url: string;
  body?: unknown;
  /** Parses the answer of a successful call. */
  schema: S;
}

export interface HttpClient {
  request<S extends z.ZodType>(request: HttpRequest<S>): Promise<HttpResult<z.output<S>>>;
  get<S extends z.ZodType>(url: string, schema: S, options?: RequestOptions): Promise<HttpResult<z.output<S>>>;
  delete<S extends z.ZodType>(url: string, schema: S, options?: RequestOptions): Promise<HttpResult<z.output<S>>>;
  post<S extends z.ZodType>(url: string, body: unknown, schema: S, options?: RequestOptions): Promise<HttpResult<z.output<S>>>;
  put<S extends z.ZodType>(url: string, body: unknown, schema: S, options?: RequestOptions): Promise<HttpResult<z.output<S>>>;
  patch<S extends z.ZodType>(url: string, body: unknown, schema: S, options?: RequestOptions): Promise<HttpResult<z.output<S>>>;
}
