import { DEVICE_LINK_TTL_SECONDS } from '@/contracts/device-links';
import { hostname } from 'node:os';
import { z } from 'zod';
import { loadMediaConfig } from './modules/media/config';
import { loadMoneyLimits } from './modules/money/limits-config';
import { loadProviderConfig } from './providers/config';
import { loadPaymentsConfig } from './providers/payments-config';
import { loadPayoutsConfig } from './providers/payouts-config';
import { assertPayoutsWithinPrices } from './modules/payouts/money';
import { assertSafeForDeployment, DEV_API_SIGNING_KEY, DEV_TOKEN_SECRET, isDevelopmentDeployment } from './config-safety';
import { assertMoneyCannotBeMinted } from './money-safety';
import { StartupError } from './startup-error';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** `risk`: only a new device after several sign-in attempts from its address or itself. */
export const TURNSTILE_MODES = ['always', 'never', 'risk'] as const;
export type TurnstileMode = (typeof TURNSTILE_MODES)[number];

/** Empty strings count as unset, so `FOO=` in a .env file falls back to the default. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema);

const envSchema = z.object({
  PORT: optional(z.coerce.number().int().min(0).max(65535).default(4000)),
  // Loopback by default: a local run (sandbox on, dev keys) should not be reachable from the
  // network. Deployments behind a load balancer set HOST=0.0.0.0.
  HOST: optional(z.string().default('127.0.0.1')),
  DATABASE_URL: optional(z.string().min(1).optional()),
  PGLITE_DIR: optional(z.string().default('.data/pglite')),
  API_SIGNING_KEY: optional(z.string().default(DEV_API_SIGNING_KEY)),
  TOKEN_SECRET: optional(z.string().min(32).default(DEV_TOKEN_SECRET)),
  WEB_ORIGIN: optional(z.string().default('http://localhost:3000')),
  // Unset: on only in a development deployment (fail closed).
  SANDBOX: optional(z.enum(['0', '1']).optional()),
  // No default: an API that cannot tell a laptop from production must not guess (DESIGN.md §5).
  DEPLOY_ENV: optional(
    z.string({ error: 'required: production for a real deployment; local or test on a development machine (npm scripts set it)' }),
  ),
  LOG_LEVEL: optional(z.enum(LOG_LEVELS).default('info')),
  // Graceful stop (main.ts): seconds readiness answers 503 before streams end and the listener
  // closes (the balancer's check interval times its fall count), and the deadline to exit by.
  DRAIN_WAIT_SECONDS: optional(z.coerce.number().min(0).max(120).default(0)),
  SHUTDOWN_DEADLINE_SECONDS: optional(z.coerce.number().min(1).max(600).default(10)),
  // An open event stream sends a comment this often, well inside the balancer's idle timeouts.
  STREAM_HEARTBEAT_SECONDS: optional(z.coerce.number().min(0.05).max(300).default(15)),
  // Names this process in every log line; a fleet's supervisor sets it (api-1, api-2).
  INSTANCE_ID: optional(z.string().max(64).optional()),
  // Hops of reverse proxies whose X-Forwarded-For is believed; per-address limits depend on it.
  TRUST_PROXY: optional(z.coerce.number().int().min(0).max(10).default(0)),
  // Says that clients reach a non-loopback API directly, so TRUST_PROXY=0 is meant (config-safety).
  ALLOW_NO_PROXY: optional(z.enum(['0', '1']).default('0')),
  ACCESS_TOKEN_TTL_SECONDS: optional(z.coerce.number().int().min(60).max(3600).default(900)),
  REFRESH_TOKEN_TTL_SECONDS: optional(
    z.coerce
      .number()
      .int()
      .min(3600)
      .default(30 * 24 * 3600),
  ),
  // From the first sign-in: rotation renews the refresh token, never past this.
  SESSION_MAX_LIFETIME_SECONDS: optional(
    z.coerce
      .number()
      .int()
      .min(3600)
      .default(90 * 24 * 3600),
  ),
  // How long a QR sign-in code can be scanned and approved; end-to-end tests shorten it.
  DEVICE_LINK_TTL_SECONDS: optional(z.coerce.number().int().min(5).max(900).default(DEVICE_LINK_TTL_SECONDS)),
  TURNSTILE_MODE: optional(z.enum(TURNSTILE_MODES).default('risk')),
  TURNSTILE_RISK_ATTEMPTS: optional(z.coerce.number().int().min(1).default(3)),
  RATE_LIMIT_WINDOW_SECONDS: optional(z.coerce.number().int().min(1).default(60)),
  RATE_LIMIT_PER_DEVICE: optional(z.coerce.number().int().min(1).default(20)),
  RATE_LIMIT_PER_ADDRESS: optional(z.coerce.number().int().min(1).default(60)),
  // 0 turns the background cleanup off (the server tests run it by hand).
  CLEANUP_INTERVAL_SECONDS: optional(z.coerce.number().int().min(0).default(900)),
  // A gift of one STAR pays the creator this many TVS minor units before the fee: the TVS→STAR
  // conversion's own rate (1.00 TVS buys 10 STAR), so stars keep their value both ways.
  GIFT_TVS_PER_STAR: optional(z.coerce.number().int().min(1).max(1_000_000).default(10)),
  // Basis points of each gift's value kept by the platform ("fees only when you earn").
  GIFT_FEE_BPS: optional(z.coerce.number().int().min(0).max(10_000).default(2000)),
  GIFT_MIN_STARS: optional(z.coerce.number().int().min(1).default(1)),
  GIFT_MAX_STARS: optional(z.coerce.number().int().min(1).max(1_000_000_000).default(100_000)),
  // Days a gift's earnings stay pending (neither convertible nor payable) so that a refund or a
  // dispute of the payment behind it can still take them back.
  EARNINGS_HOLD_DAYS: optional(z.coerce.number().int().min(0).max(365).default(7)),
  // Local and test stacks only: a hold of seconds instead, so an end-to-end test can wait one out.
  EARNINGS_HOLD_SECONDS: optional(z.coerce.number().int().min(1).max(86_400).optional()),
  // A membership tier's monthly price in stars, within these limits.
  MEMBERSHIP_PRICE_MIN_STARS: optional(z.coerce.number().int().min(1).default(10)),
  MEMBERSHIP_PRICE_MAX_STARS: optional(z.coerce.number().int().min(1).max(1_000_000_000).default(100_000)),
  // Days an unpaid renewal is retried (daily) before the membership lapses.
  MEMBERSHIP_GRACE_DAYS: optional(z.coerce.number().int().min(0).max(60).default(3)),
  // Days a member must have been told of a new price before a renewal charges it (0 in tests only).
  MEMBERSHIP_PRICE_NOTICE_DAYS: optional(z.coerce.number().int().min(0).max(60).default(7)),
  // Seconds between rounds of the renewal job; 0 turns it off (the server tests run it by hand).
  MEMBERSHIP_RENEWAL_INTERVAL_SECONDS: optional(z.coerce.number().int().min(0).default(3600)),
});

/** What the API runs with: the environment, parsed and named as the code reads it. */
export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new StartupError(`Invalid API configuration: ${problems.join('; ')}`);
  }
  const values = parsed.data;
  if (values.EARNINGS_HOLD_SECONDS !== undefined && !isDevelopmentDeployment(values.DEPLOY_ENV)) {
    throw new StartupError('Refusing to start: EARNINGS_HOLD_SECONDS is for local and test stacks; set EARNINGS_HOLD_DAYS.');
  }
  const holdSeconds = values.EARNINGS_HOLD_SECONDS ?? values.EARNINGS_HOLD_DAYS * 86_400;
  const sandbox = (values.SANDBOX ?? (isDevelopmentDeployment(values.DEPLOY_ENV) ? '1' : '0')) === '1';
  const config = {
    port: values.PORT,
    host: values.HOST,
    /** PostgreSQL when set; otherwise the embedded PGlite in `pgliteDir`. */
    databaseUrl: values.DATABASE_URL,
    /** A folder, or `memory://` for a throwaway in-memory database (tests). */
    pgliteDir: values.PGLITE_DIR,
    apiSigningKey: values.API_SIGNING_KEY,
    tokenSecret: values.TOKEN_SECRET,
    webOrigins: values.WEB_ORIGIN.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    sandbox,
    deployEnv: values.DEPLOY_ENV,
    logLevel: values.LOG_LEVEL,
    shutdown: {
      drainWaitMs: values.DRAIN_WAIT_SECONDS * 1000,
      deadlineMs: values.SHUTDOWN_DEADLINE_SECONDS * 1000,
    },
    streamHeartbeatMs: values.STREAM_HEARTBEAT_SECONDS * 1000,
    instanceId: values.INSTANCE_ID ?? `${hostname()}:${process.pid}`,
    trustProxy: values.TRUST_PROXY,
    allowNoProxy: values.ALLOW_NO_PROXY === '1',
    accessTokenTtlSeconds: values.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: values.REFRESH_TOKEN_TTL_SECONDS,
    /** Absolute lifetime of a sign-in, counted from the first sign-in. */
    sessionMaxLifetimeSeconds: values.SESSION_MAX_LIFETIME_SECONDS,
    /** Lifetime of a QR sign-in link (device link). */
    deviceLinkTtlSeconds: values.DEVICE_LINK_TTL_SECONDS,
    turnstileMode: values.TURNSTILE_MODE,
    /** Sign-in attempts within 10 minutes after which `risk` mode challenges a new device. */
    turnstileRiskAttempts: values.TURNSTILE_RISK_ATTEMPTS,
    rateLimit: {
      windowSeconds: values.RATE_LIMIT_WINDOW_SECONDS,
      perDevice: values.RATE_LIMIT_PER_DEVICE,
      perAddress: values.RATE_LIMIT_PER_ADDRESS,
    },
    /** Seconds between rounds of the cleanup job; 0: no background cleanup. */
    cleanupIntervalSeconds: values.CLEANUP_INTERVAL_SECONDS,
    /** What a gifted STAR is worth to its creator and the amounts a gift may have; snapshotted per gift. */
    gifts: {
      tvsPerStar: values.GIFT_TVS_PER_STAR,
      feeBps: values.GIFT_FEE_BPS,
      minStars: values.GIFT_MIN_STARS,
      maxStars: Math.max(values.GIFT_MAX_STARS, values.GIFT_MIN_STARS),
      /** Whole days, as the earnings page tells creators (a hold of seconds shows as up to a day). */
      earningsHoldDays: Math.ceil(holdSeconds / 86_400),
      earningsHoldSeconds: holdSeconds,
    },
    /** Tier prices, the grace of unpaid renewals and how often renewals run. */
    memberships: {
      minPriceStars: values.MEMBERSHIP_PRICE_MIN_STARS,
      maxPriceStars: Math.max(values.MEMBERSHIP_PRICE_MAX_STARS, values.MEMBERSHIP_PRICE_MIN_STARS),
      graceDays: values.MEMBERSHIP_GRACE_DAYS,
      priceNoticeDays: values.MEMBERSHIP_PRICE_NOTICE_DAYS,
      renewalIntervalSeconds: values.MEMBERSHIP_RENEWAL_INTERVAL_SECONDS,
    },
    /** Per-user and per-address limits of checkout, saved cards and gifts; the cap on pending orders. */
    moneyLimits: loadMoneyLimits(env),
    providers: loadProviderConfig(env, { sandbox }),
    /** Uploads: the API's own store under `/media`, or Google Cloud Storage. */
    media: loadMediaConfig(env, { sandbox }),
    payments: loadPaymentsConfig(env, { sandbox, production: !isDevelopmentDeployment(values.DEPLOY_ENV) }),
    /** Creator payouts: the Connect webhook secret, the TVS→USD rate and the minimum. */
    payouts: loadPayoutsConfig(env, { sandbox, production: !isDevelopmentDeployment(values.DEPLOY_ENV) }),
  };
  assertSafeForDeployment(config);
  assertMoneyCannotBeMinted(config.gifts);
  assertPayoutsWithinPrices(config);
  return config;
}

/** The configuration's type is what `loadConfig` builds from the schema: one definition, not two. */
export type Config = ReturnType<typeof loadConfig>;
export type RateLimitConfig = Config['rateLimit'];
