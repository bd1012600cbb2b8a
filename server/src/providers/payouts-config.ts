import { z } from 'zod';
import { StartupError } from '../startup-error';

/** Creator payouts through Stripe Connect: the Connect endpoint's secret, the rate and the minimum. */
export interface PayoutsConfig {
  /** Signs the Connect webhook endpoint's events (a separate endpoint and secret from the account's). */
  connectWebhookSecret?: string;
  /** US cents that one whole TVS (100 minor units) pays out. */
  usdCentsPerTvs: number;
  /** The smallest payout, in US cents. */
  minimumUsdCents: number;
  /** How often a round retries payouts left pending when Stripe could not be reached (0: never). */
  retryIntervalSeconds: number;
  /** Age past which a payout Stripe still cannot be reached for is given up and its TVS returned. */
  giveUpSeconds: number;
}

/** The stand-in's published Connect endpoint secret. */
export const SANDBOX_CONNECT_WEBHOOK_SECRET = 'whsec_sandbox_starlit_connect_000000000000';

const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema);

const envSchema = z.object({
  STRIPE_CONNECT_WEBHOOK_SECRET: optional(
    z
      .string()
      .regex(/^whsec_\w+$/)
      .optional(),
  ),
  PAYOUT_USD_CENTS_PER_TVS: optional(z.coerce.number().int().min(1).max(10_000).default(10)),
  PAYOUT_MINIMUM_USD_CENTS: optional(z.coerce.number().int().min(1).max(100_000_000).default(1000)),
  PAYOUT_RETRY_INTERVAL_SECONDS: optional(z.coerce.number().int().min(0).max(3600).default(60)),
  // Stripe keeps an idempotency key for at least 24 hours: every retry up to giving up must still replay the first transfer.
  PAYOUT_GIVE_UP_SECONDS: optional(
    z.coerce
      .number()
      .int()
      .min(60)
      .max(23 * 3600)
      .default(6 * 3600),
  ),
});

export function loadPayoutsConfig(env: Record<string, string | undefined>, opts: { sandbox: boolean; production: boolean }): PayoutsConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new StartupError(`Invalid payout configuration: ${problems.join('; ')}`);
  }
  const values = parsed.data;
  const secret = values.STRIPE_CONNECT_WEBHOOK_SECRET ?? (opts.sandbox ? SANDBOX_CONNECT_WEBHOOK_SECRET : undefined);
  if (opts.production && !opts.sandbox && secret === SANDBOX_CONNECT_WEBHOOK_SECRET) {
    throw new StartupError('Refusing to start: DEPLOY_ENV=production with the sandbox STRIPE_CONNECT_WEBHOOK_SECRET.');
  }
  return {
    connectWebhookSecret: secret,
    usdCentsPerTvs: values.PAYOUT_USD_CENTS_PER_TVS,
    minimumUsdCents: values.PAYOUT_MINIMUM_USD_CENTS,
    retryIntervalSeconds: values.PAYOUT_RETRY_INTERVAL_SECONDS,
    giveUpSeconds: values.PAYOUT_GIVE_UP_SECONDS,
  };
}
