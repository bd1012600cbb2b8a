import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { DatabaseHandle } from './db/open';
import { createAuthenticator } from './http/bearer';
import { Drain } from './http/drain';
import { charsetCheck, utf8Check } from './http/charset';
import { errorHandler, formatSchemaErrors, notFoundHandler } from './http/errors';
import { echoRequestId, loggerOptions, OneLinePerRequest, requestId, type LogStream } from './http/logging';
import { signatureCheck } from './http/signature';
import { unsafeTextCheck, queryEncodingCheck } from './http/text-safety';
import { zodSerializerCompiler, zodValidatorCompiler } from './http/zod-compilers';
import { createSignInAdapters, type SignInAdapters } from './modules/auth/adapters';
import { connectModule } from './modules/auth/connect-routes';
import { petraModule } from './modules/auth/petra-routes';
import { sessionModule } from './modules/auth/session-routes';
import { channelModule } from './modules/channel/routes';
import { contactModule } from './modules/contact/routes';
import { checkoutModule } from './modules/checkout/routes';
import { cleanupModule } from './modules/cleanup/job';
import { deviceLinksModule } from './modules/device-links/routes';
import { giftsModule } from './modules/gifts/routes';
import { healthModule } from './modules/health/routes';
import { mediaModule } from './modules/media/routes';
import { meModule } from './modules/me/routes';
import { membershipsModule } from './modules/memberships/routes';
import { metaModule } from './modules/meta/routes';
import { paymentsModule } from './modules/payments/routes';
import { payoutsModule } from './modules/payouts/routes';
import { pricingModule } from './modules/pricing/routes';
import type { Clock, Module, ModuleContext } from './modules/module';
import { retryAfterHeader } from './modules/retry-later';
import { sandboxModule } from './modules/sandbox/routes';
import { walletModule } from './modules/wallet/routes';

export interface AppDeps {
  /** Opened (and migrated) by the caller; the app closes it when it closes. */
  db: DatabaseHandle;
  logStream?: LogStream;
  /** The outside services of sign-in; built from `config.providers` when absent. */
  adapters?: SignInAdapters;
  /** Now, for every expiry decision; the system clock when absent. */
  clock?: Clock;
}

const MODULES: readonly Module[] = [
  healthModule,
  metaModule,
  connectModule,
  petraModule,
  sessionModule,
  deviceLinksModule,
  meModule,
  channelModule,
  mediaModule,
  walletModule,
  paymentsModule,
  checkoutModule,
  giftsModule,
  membershipsModule,
  payoutsModule,
  pricingModule,
  contactModule,
  sandboxModule,
  cleanupModule,
];

/** Headers the web client sends (DESIGN.md §4): bearer token, JSON, device, bot challenge, QR link secret. */
const CORS_ALLOWED_HEADERS = [
  'Authorization',
  'Content-Type',
  'device-id',
  'Turnstile',
  'X-Turnstile-Challenge',
  'X-Device-Link-Secret',
  'Idempotency-Key',
  // Datadog RUM's trace context on the API calls it traces (Datadog and W3C propagators).
  'x-datadog-origin',
  'x-datadog-parent-id',
  'x-datadog-sampling-priority',
  'x-datadog-trace-id',
  'traceparent',
  'tracestate',
];

/** Builds the API without listening, so tests drive it with `inject` and main.ts adds the port. */
export function buildApp(config: Config, deps: AppDeps): FastifyInstance {
  const app = Fastify({
    logger: loggerOptions(config, deps.logStream),
    logController: new OneLinePerRequest(),
    // Read by requestId itself, which checks the header's shape before trusting it.
    requestIdHeader: false,
    genReqId: requestId,
    // A malformed URL never reaches a route; answer it in the same envelope as everything else.
    frameworkErrors: errorHandler,
    // Only reached by a validator result that is not an Error; ours always are (see errors.ts).
    schemaErrorFormatter: formatSchemaErrors,
    // Behind N proxies the client's address is N hops back in X-Forwarded-For; per-address
    // rate limits would otherwise count the balancer.
    trustProxy: (_address: string, hop: number) => hop < config.trustProxy,
    // Every route answers with and without its trailing slash (`…/my-payment-methods/{id}` too);
    // the signature still covers the path exactly as sent (http/signature.ts reads the raw URL).
    routerOptions: { ignoreTrailingSlash: true },
  });

  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(zodSerializerCompiler);
  app.setErrorHandler(errorHandler);
  app.addHook('onError', retryAfterHeader);
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
  app.addHook('onRequest', echoRequestId);
  app.addHook('onRequest', signatureCheck(config.apiSigningKey));
  app.addHook('onRequest', charsetCheck);
  app.addHook('onRequest', queryEncodingCheck);
  app.addHook('preParsing', utf8Check);
  app.addHook('preHandler', unsafeTextCheck);
  app.addHook('onClose', () => deps.db.close());

  app.decorate('drain', new Drain(config.streamHeartbeatMs));
  const clock = deps.clock ?? (() => new Date());
  app.decorate('authenticate', createAuthenticator({ db: deps.db.db, tokenSecret: config.tokenSecret, clock }));

  const adapters = deps.adapters ?? createSignInAdapters(config, deps.db.db);
  const context: ModuleContext = { config, database: deps.db, adapters, clock };
  for (const area of MODULES) app.register(area, context);
  return app;
}
