import type { EndpointSpec, SuccessStatus } from '@/contracts/endpoint';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Principal } from './bearer';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a handler receives: the request parts already parsed by the endpoint's schemas. */
export interface EndpointInput<E extends EndpointSpec> {
  body: Parsed<E['body']>;
  query: Parsed<E['query']>;
  params: Parsed<E['params']>;
  headers: Parsed<E['headers']>;
  /** The caller, on endpoints declared `auth: 'bearer'`. */
  principal: E['auth'] extends 'bearer' ? Principal : undefined;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** One of the declared success answers; errors are thrown as `ApiError`. */
export type EndpointResult<E extends EndpointSpec> = {
  [S in keyof E['responses'] & number]: {
    status: S;
    body: E['responses'][S] extends z.ZodType ? z.input<E['responses'][S]> : never;
  };
}[keyof E['responses'] & number];

export type EndpointHandler<E extends EndpointSpec> = (input: EndpointInput<E>) => Promise<EndpointResult<E>>;

const principals = new WeakMap<FastifyRequest, Principal>();

/**
 * Authentication runs before validation: a caller without a live sign-in learns nothing about
 * the shape of the input, and nothing about it is parsed.
 */
function bearerGuard(app: FastifyInstance) {
  return async (request: FastifyRequest) => {
    principals.set(request, await app.authenticate(request));
  };
}

/** Registers the route a contract declares; its schemas validate input and check output. */
export function registerEndpoint<E extends EndpointSpec>(
  app: FastifyInstance,
  endpoint: E,
  // Typed from the endpoint alone, so a handler's `status: 200` stays the literal 200.
  handler: NoInfer<EndpointHandler<E>>,
): void {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    // Fastify warns about parts given as undefined, so only declared ones are passed.
    schema: {
      ...(endpoint.body && { body: endpoint.body }),
      ...(endpoint.query && { querystring: endpoint.query }),
      ...(endpoint.params && { params: endpoint.params }),
      ...(endpoint.headers && { headers: endpoint.headers }),
      response: endpoint.responses,
    },
    ...(endpoint.auth === 'bearer' && { preValidation: bearerGuard(app) }),
    handler: async (request, reply) => {
      const result = await handler({
        body: request.body,
        query: request.query,
        params: request.params,
        headers: request.headers,
        principal: principals.get(request),
        request,
        reply,
      } as EndpointInput<E>);
      // Answers are per caller and many are credentials (tokens, link secrets, signed URLs): no
      // browser or proxy keeps one unless its endpoint says it may.
      if (!reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
      return reply.code(result.status as SuccessStatus).send(result.body);
    },
  });
}
