import { z } from 'zod';
import { StartupError } from '../../startup-error';

/** How often one user, or one address, may call a money endpoint within a window. */
export interface MoneyLimit {
  perUser: number;
  perAddress: number;
}

/** Limits of the money endpoints (DESIGN.md §4): card testing and the merchant's Stripe quota are one script away without them. */
export interface MoneyLimitsConfig {
  windowSeconds: number;
  checkout: MoneyLimit;
  savedCards: MoneyLimit;
  gifts: MoneyLimit;
  payouts: MoneyLimit;
  /** Card and gateway orders a user may have waiting for payment at once. */
  pendingOrdersMax: number;
}

const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema);
const count = (fallback: number) => optional(z.coerce.number().int().min(1).max(1_000_000_000).default(fallback));

const envSchema = z.object({
  MONEY_LIMIT_WINDOW_SECONDS: optional(z.coerce.number().int().min(1).max(86_400).default(600)),
  CHECKOUT_LIMIT_PER_USER: count(30),
  CHECKOUT_LIMIT_PER_ADDRESS: count(200),
  SAVED_CARD_LIMIT_PER_USER: count(10),
  SAVED_CARD_LIMIT_PER_ADDRESS: count(30),
  GIFT_LIMIT_PER_USER: count(120),
  GIFT_LIMIT_PER_ADDRESS: count(600),
  PAYOUT_LIMIT_PER_USER: count(20),
  PAYOUT_LIMIT_PER_ADDRESS: count(100),
  PENDING_ORDERS_MAX: count(10),
});

export function loadMoneyLimits(env: Record<string, string | undefined>): MoneyLimitsConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new StartupError(`Invalid money limits: ${problems.join('; ')}`);
  }
  const values = parsed.data;
  const config: MoneyLimitsConfig = {
    windowSeconds: values.MONEY_LIMIT_WINDOW_SECONDS,
    checkout: { perUser: values.CHECKOUT_LIMIT_PER_USER, perAddress: values.CHECKOUT_LIMIT_PER_ADDRESS },
    savedCards: { perUser: values.SAVED_CARD_LIMIT_PER_USER, perAddress: values.SAVED_CARD_LIMIT_PER_ADDRESS },
    gifts: { perUser: values.GIFT_LIMIT_PER_USER, perAddress: values.GIFT_LIMIT_PER_ADDRESS },
    payouts: { perUser: values.PAYOUT_LIMIT_PER_USER, perAddress: values.PAYOUT_LIMIT_PER_ADDRESS },
    pendingOrdersMax: values.PENDING_ORDERS_MAX,
  };
  // Several users share an address (a household, a carrier's NAT); one user never has more than one address's share.
  for (const [name, limit] of Object.entries({
    CHECKOUT: config.checkout,
    SAVED_CARD: config.savedCards,
    GIFT: config.gifts,
    PAYOUT: config.payouts,
  })) {
    if (limit.perAddress < limit.perUser) {
      throw new StartupError(`Invalid money limits: ${name}_LIMIT_PER_ADDRESS must be at least ${name}_LIMIT_PER_USER.`);
    }
  }
  return config;
}
