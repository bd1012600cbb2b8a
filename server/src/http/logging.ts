import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Config } from '../config';
import { serializeError } from './log-redaction';

/** Where pino writes; tests pass a stream of their own to read the log lines. */
export interface LogStream {
  write(line: string): void;
}

/**
 * Request logs carry method and path only: query strings hold the request signature (and later
 * one-time codes), headers hold bearer tokens and cookies, bodies hold credentials (DESIGN §9).
 */
export function loggerOptions(config: Config, stream?: LogStream): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    ...(stream && { stream }),
    // Every line says which process of the fleet wrote it (pino's default base has pid and host).
    base: { instance: config.instanceId },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        path: request.url.split('?')[0],
      }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
      err: serializeError,
    },
  };
}

/**
 * One line per request, written when it is answered (method, path, status, time). Fastify's
 * default adds an "incoming request" line too, which doubles the logging cost of every request
 * and tells nothing the completion line does not.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

export const REQUEST_ID_HEADER = 'x-request-id';

/** What a balancer's id may look like; anything else (log injection, megabytes) gets our own. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The balancer's `X-Request-Id`, so one id follows a request from HAProxy's log to ours, or a UUID
 * of our own: per-process counters (`req-1`) repeat on every instance of the fleet.
 */
export function requestId(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/** Returns the id, so a client reporting a problem can name the request in the logs. */
export async function echoRequestId(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header(REQUEST_ID_HEADER, request.id);
}
