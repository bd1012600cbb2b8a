import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { DatabaseHandle } from './db/open';
import { errorHandler, notFoundHandler } from './http/errors';
import { loggerOptions, type LogStream } from './http/logging';
import { signatureCheck } from './http/signature';
import { zodSerializerCompiler, zodValidatorCompiler } from './http/zod-compilers';
import { healthModule } from './modules/health/routes';
import { metaModule } from './modules/meta/routes';
import type { Module, ModuleContext } from './modules/module';

export interface AppDeps {
  /** Opened (and migrated) by the caller; the app closes it when it closes. */
  db: DatabaseHandle;
  logStream?: LogStream;
}

const MODULES: readonly Module[] = [healthModule, metaModule];

/** Headers the web client sends (DESIGN.md §4): bearer token, JSON, device and bot challenge. */
const CORS_ALLOWED_HEADERS = ['Authorization', 'Content-Type', 'device-id', 'Turnstile', 'X-Turnstile-Challenge'];

/** Builds the API without listening, so tests drive it with `inject` and main.ts adds the port. */
export function buildApp(config: Config, deps: AppDeps): FastifyInstance {
  const app = Fastify({
    logger: loggerOptions(config, deps.logStream),
    // A malformed URL never reaches a route; answer it in the same envelope as everything else.
    frameworkErrors: errorHandler,
  });

  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(zodSerializerCompiler);
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(notFoundHandler);
  // Bodies are JSON only; anything else is 415 rather than a string that fails validation.
  app.removeContentTypeParser('text/plain');

  app.register(cors, {
    origin: config.webOrigins,
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: CORS_ALLOWED_HEADERS,
    maxAge: 600,
  });
  app.addHook('onRequest', signatureCheck(config.apiSigningKey));
  app.addHook('onClose', () => deps.db.close());

  const context: ModuleContext = { config, database: deps.db };
  for (const area of MODULES) app.register(area, context);
  return app;
}
