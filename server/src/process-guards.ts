import type { FastifyBaseLogger } from 'fastify';

/**
 * A promise nobody awaits or a throw from a timer escapes every request's error handler; Node's
 * default would end the process and every request in flight with it (DESIGN.md §9: no request
 * can stop the process). They are logged, with the request logger's redaction, and serving goes
 * on; a request whose own handler fails is answered 500 by the error handler as usual.
 */
export function guardProcess(log: FastifyBaseLogger): void {
  process.on('unhandledRejection', (reason) => {
    log.error({ err: reason }, 'unhandled rejection; the API keeps serving');
  });
  process.on('uncaughtException', (error) => {
    log.error({ err: error }, 'uncaught exception; the API keeps serving');
  });
}
