import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
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
