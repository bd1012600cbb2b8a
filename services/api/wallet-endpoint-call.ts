import type { z } from 'zod';
import type { EndpointSpec } from '@/contracts/endpoint';
import { browserApi, type ApiClients, type HttpClient, type HttpResult } from '@/services/http';
import type { HeaderValue } from '@/services/http/types';

type SuccessSchema<E extends EndpointSpec> = E['responses'] extends { 200: infer S extends z.ZodType }
  ? S
  : E['responses'] extends { 201: infer S extends z.ZodType }
    ? S
    : never;

/** The payment and billing bases of DESIGN.md §4, by the prefix contract paths are written with. */
const BASES = [
  { prefix: '/paymee/', client: (clients: ApiClients) => clients.payments },
  { prefix: '/billy/', client: (clients: ApiClients) => clients.billing },
] as const;

export interface WalletCallOptions {
  body?: unknown;
  params?: Record<string, string>;
  query?: Record<string, string | number | undefined>;
  headers?: Record<string, HeaderValue>;
  /** The clients to send with; the page's session-bound ones unless a caller (a test) brings its own. */
  clients?: ApiClients;
}

/**
 * Sends a payments or billing endpoint through the client of its base and parses the success
 * answer with the contract's own schema (the core twin is `services/api/endpoint-call`).
 */
export function callWalletEndpoint<E extends EndpointSpec>(
  endpoint: E,
  { body, params = {}, query, headers, clients = browserApi() }: WalletCallOptions = {},
): Promise<HttpResult<z.output<SuccessSchema<E>>>> {
  const base = BASES.find(({ prefix }) => endpoint.path.startsWith(prefix));
  if (!base) throw new Error(`${endpoint.id} is neither a payments nor a billing endpoint`);
  const client: HttpClient = base.client(clients);
  const url = endpoint.path.slice(base.prefix.length).replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  const schema = (endpoint.responses[200] ?? endpoint.responses[201]) as SuccessSchema<E>;
  return client.request({ method: endpoint.method, url, params: query, body, headers, schema });
}
