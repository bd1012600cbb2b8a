import { z } from 'zod';
import { StartupError } from '../startup-error';

/**
 * Keys of the sign-in providers and the bot challenge. Marked optional are the keys a real
 * deployment must supply: left unset outside the sandbox they stay undefined, the API still
 * starts, and only the feature that needs them answers 503 SERVICE_UNAVAILABLE:
 * - `telegram.botToken`: POST /core/v1/connect/telegram/
 * - `tiktok.clientKey`, `tiktok.clientSecret`: POST /core/v1/connect/tiktok/
 * - `turnstile.siteKey`, `turnstile.secret`: GET /core/v1/turnstile/ and every sign-in that the
 *   challenge policy sends through a challenge
 */
export interface ProviderConfig {
  firebase: {
    projectId: string;
    /** `host:port` of the Firebase Auth emulator; only ever set in the sandbox. */
    emulatorHost?: string;
  };
  telegram: { botToken?: string };
  tiktok: { apiBase: string; clientKey?: string; clientSecret?: string };
  turnstile: { siteKey?: string; secret?: string; siteverifyUrl: string };
  /** What the wallet writes as `application:` in the signed message: the web app's host. */
  petra: { application: string };
}

/** Published test values: none of them opens anything outside this machine. */
export const SANDBOX_PROVIDER_DEFAULTS = {
  firebaseEmulatorHost: '127.0.0.1:9099',
  telegramBotToken: '7000000001:SANDBOX-starlit-test-bot-token-0000000',
  tiktokApiBase: 'http://127.0.0.1:4000/sandbox/tiktok',
  tiktokClientKey: 'sbawstarlitsandbox',
  tiktokClientSecret: 'starlit-sandbox-tiktok-client-secret',
  // Cloudflare's documented always-pass test keys.
  turnstileSiteKey: '1x00000000000000000000AA',
  turnstileSecret: '1x0000000000000000000000000000000AA',
} as const;

const TIKTOK_API_BASE = 'https://open.tiktokapis.com';
const TURNSTILE_SITEVERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

/** Empty strings count as unset, as in the main API configuration. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema);

const httpUrl = z.url({ protocol: /^https?$/ }).transform((url) => url.replace(/\/+$/, ''));

const envSchema = z.object({
  FIREBASE_PROJECT_ID: optional(
    z
      .string()
      .regex(/^[a-z0-9-]{4,40}$/)
      .default('demo-starlit'),
  ),
  FIREBASE_AUTH_EMULATOR_HOST: optional(
    z
      .string()
      .regex(/^[\w.-]+:\d{1,5}$/)
      .optional(),
  ),
  TELEGRAM_BOT_TOKEN: optional(
    z
      .string()
      .regex(/^\d+:[\w-]+$/)
      .optional(),
  ),
  TIKTOK_API_BASE: optional(httpUrl.optional()),
  TIKTOK_CLIENT_KEY: optional(z.string().optional()),
  TIKTOK_CLIENT_SECRET: optional(z.string().optional()),
  TURNSTILE_SITE_KEY: optional(z.string().optional()),
  TURNSTILE_SECRET: optional(z.string().optional()),
  TURNSTILE_SITEVERIFY_URL: optional(httpUrl.default(TURNSTILE_SITEVERIFY_URL)),
  PETRA_APPLICATION: optional(
    z
      .string()
      .regex(/^[\w.-]+(:\d{1,5})?$/)
      .optional(),
  ),
  WEB_ORIGIN: optional(z.string().optional()),
});

/** The host of the first web origin, which is what a wallet reports for pages served there. */
function webHost(webOrigin: string | undefined): string {
  const first = webOrigin?.split(',')[0]?.trim();
  if (!first) return 'localhost:3000';
  try {
    return new URL(first).host;
  } catch {
    throw new StartupError(`WEB_ORIGIN is not a URL: ${first}`);
  }
}

export function loadProviderConfig(env: Record<string, string | undefined>, opts: { sandbox: boolean }): ProviderConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new StartupError(`Invalid provider configuration: ${problems.join('; ')}`);
  }
  const values = parsed.data;
  const { sandbox } = opts;
  // The emulator accepts unsigned ID tokens, and firebase-admin switches to it whenever the
  // variable is in the process environment: outside the sandbox that would let anyone sign in.
  if (!sandbox && values.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new StartupError(
      'Refusing to start: FIREBASE_AUTH_EMULATOR_HOST is set while SANDBOX is off. ' + 'Unset it to verify ID tokens with Firebase.',
    );
  }
  const sandboxed = <T>(value: T | undefined, fallback: T): T | undefined => value ?? (sandbox ? fallback : undefined);
  const defaults = SANDBOX_PROVIDER_DEFAULTS;
  return {
    firebase: {
      projectId: values.FIREBASE_PROJECT_ID,
      ...(sandbox && {
        emulatorHost: values.FIREBASE_AUTH_EMULATOR_HOST ?? defaults.firebaseEmulatorHost,
      }),
    },
    telegram: { botToken: sandboxed(values.TELEGRAM_BOT_TOKEN, defaults.telegramBotToken) },
    tiktok: {
      apiBase: values.TIKTOK_API_BASE ?? (sandbox ? defaults.tiktokApiBase : TIKTOK_API_BASE),
      clientKey: sandboxed(values.TIKTOK_CLIENT_KEY, defaults.tiktokClientKey),
      clientSecret: sandboxed(values.TIKTOK_CLIENT_SECRET, defaults.tiktokClientSecret),
    },
    turnstile: {
      siteKey: sandboxed(values.TURNSTILE_SITE_KEY, defaults.turnstileSiteKey),
      secret: sandboxed(values.TURNSTILE_SECRET, defaults.turnstileSecret),
      siteverifyUrl: values.TURNSTILE_SITEVERIFY_URL,
    },
    petra: { application: values.PETRA_APPLICATION ?? webHost(values.WEB_ORIGIN) },
  };
}
