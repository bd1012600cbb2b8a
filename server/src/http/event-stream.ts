import type { EndpointSpec } from '@/contracts/endpoint';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { EndpointInput } from './endpoint';

type EventData<E extends EndpointSpec> = E['responses'][200] extends z.ZodType ? z.input<E['responses'][200]> : never;

/** Sent as the stream's `retry:` when the process drains: the client comes back this soon. */
export const RECONNECT_AFTER_MS = 1000;

export interface EventSink<E extends EndpointSpec> {
  /** Sends one `event:` with the data checked against the endpoint's 200 schema. */
  send(event: string, data: EventData<E>): void;
  /** Resolves when the client goes away; the stream's loop should stop then. */
  closed: Promise<void>;
  isClosed(): boolean;
}

/**
 * A server-sent event stream for an endpoint declared `produces: 'text/event-stream'`. Input is
 * validated like any endpoint, and errors found before the first event still answer in the
 * envelope: the stream only opens once `open` is called.
 */
export function registerEventStream<E extends EndpointSpec>(
  app: FastifyInstance,
  endpoint: E,
  handler: (input: Omit<EndpointInput<E>, 'principal'>, open: () => EventSink<E>) => Promise<void>,
): void {
  const schema = endpoint.responses[200];
  if (endpoint.produces !== 'text/event-stream' || !schema) throw new Error(`${endpoint.id} is not an event stream`);
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      ...(endpoint.params && { params: endpoint.params }),
      ...(endpoint.query && { querystring: endpoint.query }),
      ...(endpoint.headers && { headers: endpoint.headers }),
    },
    handler: async (request: FastifyRequest, reply) => {
      const open = (): EventSink<E> => {
        reply.hijack();
        const raw = reply.raw;
        // Headers hooks already set (CORS) would be lost once the reply is hijacked.
        for (const [name, value] of Object.entries(reply.getHeaders())) {
          if (value !== undefined) raw.setHeader(name, value);
        }
        raw.writeHead(200, {
          'Content-Type': 'text/event-stream; charset=utf-8',
          'Cache-Control': 'no-store',
          Connection: 'keep-alive',
          // Proxies such as nginx would otherwise hold events back until the buffer fills.
          'X-Accel-Buffering': 'no',
        });
        let closed = false;
        let markClosed: () => void = () => undefined;
        const closedPromise = new Promise<void>((resolve) => (markClosed = resolve));
        // A comment line now and then: proxies (HAProxy's `timeout server`) and browsers end a
        // connection that stays silent, and a dead client is found by the failing write.
        const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), app.drain.heartbeatMs);
        const untrack = app.drain.track(() => {
          // The instance is draining: the client is told to reconnect, which the balancer sends
          // to an instance that stays.
          if (!closed) raw.end(`retry: ${RECONNECT_AFTER_MS}\nevent: reconnect\ndata: {}\n\n`);
          finish();
        });
        function finish() {
          if (closed) return;
          closed = true;
          clearInterval(heartbeat);
          untrack();
          markClosed();
        }
        raw.once('close', finish);
        return {
          send(event, data) {
            if (!closed) raw.write(`event: ${event}\ndata: ${JSON.stringify(schema.parse(data))}\n\n`);
          },
          closed: closedPromise,
          isClosed: () => closed,
        };
      };
      await handler(
        { body: request.body, query: request.query, params: request.params, headers: request.headers, request, reply } as Omit<
          EndpointInput<E>,
          'principal'
        >,
        open,
      );
      if (reply.sent) {
        reply.raw.end();
        return reply;
      }
    },
  });
}
