import { z } from 'zod';
import { StartupError } from '../startup-error';

/**
 * Stripe and the redirect gateway. Keys left unset outside the sandbox stay undefined: the API
 * starts and only the endpoints that need them answer 503 SERVICE_UNAVAILABLE.
 */
export interface PaymentsConfig {
  stripe: {
    secretKey?: string;
    publishableKey?: string;
    webhookSecret?: string;
    /** The Stripe API the SDK talks to: api.stripe.com, or this API's own stand-in. */
    api: { protocol: 'http' | 'https'; host: string; port: number; basePath: string };
  };
  gateway: {
    name: 'eghl';
    merchantId?: string;
    password?: string;
    /** Payment page the browser is sent to, and the server-to-server query API. */
    paymentUrl: string;
    queryUrl: string;
  };
  /** Where our own webhook / notification endpoints are reached (the stand-ins post there). */
  publicApiUrl: string;
  orderTtlMinutes: number;
  /** 0: no background sweep (tests run it themselves). */
  sweepIntervalSeconds: number;
  /** How often the sandbox stand-ins send due webhooks; 0: only on POST /sandbox/stripe/deliver. */
  sandboxDeliveryIntervalMs: number;
}

/** Published test values of the offline stand-ins; none of them reaches anything outside this machine. */
export const SANDBOX_PAYMENT_DEFAULTS = {
  stripeSecretKey: 'sk_test_sandbox_starlit_0000000000000000',
  stripePublishableKey: 'pk_test_sandbox_starlit_0000000000000000',
  stripeWebhookSecret: 'whsec_sandbox_starlit_0000000000000000',
  gatewayMerchantId: 'SLT',
  gatewayPassword: 'sandbox-eghl-password',
} as const;

const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema);

const envSchema = z.object({
  STRIPE_SECRET_KEY: optional(
    z
      .string()
      .regex(/^(sk|rk)_(test|live)_\w+$/)
      .optional(),
  ),
  STRIPE_PUBLISHABLE_KEY: optional(
    z
      .string()
      .regex(/^pk_(test|live)_\w+$/)
      .optional(),
  ),
  STRIPE_WEBHOOK_SECRET: optional(
    z
      .string()
      .regex(/^whsec_\w+$/)
      .optional(),
  ),
  STRIPE_API_URL: optional(z.url({ protocol: /^https?$/ }).optional()),
  GATEWAY_MERCHANT_ID: optional(z.string().max(20).optional()),
  GATEWAY_PASSWORD: optional(z.string().max(200).optional()),
  GATEWAY_PAYMENT_URL: optional(z.url({ protocol: /^https?$/ }).optional()),
  GATEWAY_QUERY_URL: optional(z.url({ protocol: /^https?$/ }).optional()),
  API_PUBLIC_ORIGIN: optional(z.url({ protocol: /^https?$/ }).optional()),
  ORDER_TTL_MINUTES: optional(z.coerce.number().int().min(1).max(1440).default(30)),
  ORDER_SWEEP_INTERVAL_SECONDS: optional(z.coerce.number().int().min(0).max(3600).default(60)),
  SANDBOX_DELIVERY_INTERVAL_MS: optional(z.coerce.number().int().min(0).max(60_000).default(1000)),
  PORT: optional(z.coerce.number().int().default(4000)),
});

function apiParts(url: string): PaymentsConfig['stripe']['api'] {
  const parsed = new URL(url);
  const protocol = parsed.protocol === 'http:' ? 'http' : 'https';
  return {
    protocol,
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : protocol === 'http' ? 80 : 443,
    basePath: parsed.pathname.replace(/\/+$/, ''),
  };
}

export function loadPaymentsConfig(
  env: Record<string, string | undefined>,
  opts: { sandbox: boolean; production: boolean },
): PaymentsConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new StartupError(`Invalid payment configuration: ${problems.join('; ')}`);
  }
  const values = parsed.data;
  const { sandbox } = opts;
  const defaults = SANDBOX_PAYMENT_DEFAULTS;
  const sandboxed = (value: string | undefined, fallback: string) => value ?? (sandbox ? fallback : undefined);
  const publicApiUrl = (values.API_PUBLIC_ORIGIN ?? `http://localhost:${values.PORT}`).replace(/\/+$/, '');
  const config: PaymentsConfig = {
    stripe: {
      secretKey: sandboxed(values.STRIPE_SECRET_KEY, defaults.stripeSecretKey),
      publishableKey: sandboxed(values.STRIPE_PUBLISHABLE_KEY, defaults.stripePublishableKey),
      webhookSecret: sandboxed(values.STRIPE_WEBHOOK_SECRET, defaults.stripeWebhookSecret),
      api: apiParts(values.STRIPE_API_URL ?? (sandbox ? `${publicApiUrl}/sandbox/stripe` : 'https://api.stripe.com')),
    },
    gateway: {
      name: 'eghl',
      merchantId: sandboxed(values.GATEWAY_MERCHANT_ID, defaults.gatewayMerchantId),
      password: sandboxed(values.GATEWAY_PASSWORD, defaults.gatewayPassword),
      paymentUrl: values.GATEWAY_PAYMENT_URL ?? `${publicApiUrl}/sandbox/gateway/pay`,
      queryUrl: values.GATEWAY_QUERY_URL ?? `${publicApiUrl}/sandbox/gateway/query`,
    },
    publicApiUrl,
    orderTtlMinutes: values.ORDER_TTL_MINUTES,
    sweepIntervalSeconds: values.ORDER_SWEEP_INTERVAL_SECONDS,
    sandboxDeliveryIntervalMs: values.SANDBOX_DELIVERY_INTERVAL_MS,
  };
  // With the sandbox on, the main configuration already refuses production.
  if (opts.production && !sandbox) {
    const keys = [config.stripe.secretKey, config.stripe.publishableKey, config.stripe.webhookSecret, config.gateway.password];
    if (keys.some((key) => key !== undefined && Object.values(defaults).includes(key as never))) {
      throw new StartupError('Refusing to start: DEPLOY_ENV=production with a sandbox payment key. Set the real Stripe and gateway keys.');
    }
  }
  return config;
}
