import type { z } from 'zod';
import type { EndpointSpec } from '@/contracts/endpoint';
import { browserApi, type HttpClient, type HttpResult } from '@/services/http';
import type { HeaderValue } from '@/services/http/types';

/** The core base the client already prefixes; contract paths are written from the host root. */
const CORE_PREFIX = '/core/';

type SuccessSchema<E extends EndpointSpec> = E['responses'] extends { 200: infer S extends z.ZodType }
  ? S
  : E['responses'] extends { 201: infer S extends z.ZodType }
    ? S
    : never;

export interface CallOptions {
  body?: unknown;
  params?: Record<string, string>;
  query?: Record<string, string>;
  headers?: Record<string, HeaderValue>;
  /** The core client; the page's shared, session-bound one unless a caller brings its own. */
  client?: HttpClient;
}

function relativePath(endpoint: EndpointSpec, params: Record<string, string> = {}): string {
  if (!endpoint.path.startsWith(CORE_PREFIX)) throw new Error(`${endpoint.id} is not a core endpoint`);
  return endpoint.path.slice(CORE_PREFIX.length).replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/**
 * Sends one contract endpoint and parses its success answer with the contract's own schema, so
 * the web and the API can never disagree on a shape without a type or parse error.
 */
export function callEndpoint<E extends EndpointSpec>(
  endpoint: E,
  { body, params, query, headers, client = browserApi().core }: CallOptions = {},
): Promise<HttpResult<z.output<SuccessSchema<E>>>> {
  const schema = (endpoint.responses[200] ?? endpoint.responses[201]) as SuccessSchema<E>;
  return client.request({ method: endpoint.method, url: relativePath(endpoint, params), params: query, body, headers, schema });
}
