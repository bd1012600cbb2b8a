import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { dataEnvelope, pagedEnvelope } from './envelope';
import { currencyCode } from './money';

/** Minor-unit exponent of every currency the API names: wallet currencies and the fiat ones it charges. */
export const CURRENCY_EXPONENTS = {
  STAR: 0,
  TVS: 2,
  USD: 2,
  // IDR and TWD are charged in whole units, as the card networks settle them (Stripe's API still
  // counts their hundredths: contracts/stripe-amounts.ts).
  IDR: 0,
  PHP: 2,
  THB: 2,
  TWD: 0,
} as const;
export type KnownCurrency = keyof typeof CURRENCY_EXPONENTS;
export const FIAT_CURRENCIES = ['USD', 'IDR', 'PHP', 'THB', 'TWD'] as const;
export const fiatCurrency = z.enum(FIAT_CURRENCIES);
export type FiatCurrency = z.infer<typeof fiatCurrency>;

/**
 * An amount of money: an integer in the currency's minor unit, never a float.
 * Shown as `amount / 10 ** exponent` in `currency`.
 */
export const money = z.object({
  amount: z.number().int(),
  currency: z.string(),
  exponent: z.number().int().min(0).max(4),
});
export type Money = z.infer<typeof money>;

export const walletBalance = z.object({
  /** Integer in the currency's minor unit (STAR exponent 0, TVS exponent 2). */
  amount: z.number().int(),
  amount_currency: currencyCode,
});
export type WalletBalance = z.infer<typeof walletBalance>;

export const balanceConfig = z.object({
  /** Minor-unit exponent of each wallet currency: `{ STAR: 0, TVS: 2 }`. */
  exponents: z.object({ STAR: z.number().int(), TVS: z.number().int() }),
  /** `tvs` minor units of TVS convert into `stars` STAR (e.g. 100 → 10: 1.00 TVS buys 10 STAR). */
  tvs_to_star_rate: z.object({ tvs: z.number().int().positive(), stars: z.number().int().positive() }),
});
export type BalanceConfig = z.infer<typeof balanceConfig>;

/** Both currencies are always present, 0 when the wallet is empty. */
export const balance = z.object({
  balances: z.array(walletBalance),
  config: balanceConfig,
});
export type Balance = z.infer<typeof balance>;

export const getBalance = defineEndpoint({
  id: 'getBalance',
  method: 'GET',
  path: '/billy/v5/billing/balance/',
  summary: "The signed-in user's STAR and TVS balances (integer minor units) and the currencies' config",
  tags: ['wallet'],
  auth: 'bearer',
  responses: { 200: dataEnvelope(balance) },
});

/** ISO 3166-1 alpha-2, upper case (`id` is accepted and read as `ID`). */
export const countryCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'A two-letter country code')
  .transform((code) => code.toUpperCase());

export const starPackage = z.object({
  id: z.string(),
  stars: z.number().int().positive(),
  bonus_stars: z.number().int().min(0),
  /** In the country's currency; USD where the catalogue has no price list for the country. */
  price: money,
  /** What the package costs from the TVS balance, in TVS minor units. */
  price_tvs: z.number().int().positive(),
});
export type StarPackage = z.infer<typeof starPackage>;

export const PACKAGES_PAGE_SIZE = 20;

export const listStarPackages = defineEndpoint({
  id: 'listStarPackages',
  method: 'GET',
  path: '/paymee/stars/v3/conversion-packages/',
  summary: 'Star packages, cheapest first, priced for `country` from the server catalogue only',
  tags: ['wallet'],
  auth: 'bearer',
  query: z.object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(PACKAGES_PAGE_SIZE),
    country: countryCode.optional(),
  }),
  responses: { 200: pagedEnvelope(starPackage) },
});

export const walletEndpoints = [getBalance, listStarPackages] as const;

/**
 * `POST /sandbox/wallet/adjust` (SANDBOX=1 only; `npm run wallet:adjust` in production):
 * an operator adjustment from the adjustments account. Negative amounts debit, never below zero.
 */
export const walletAdjustRequest = z.object({
  user_id: z.uuid(),
  currency: currencyCode,
  amount: z
    .number()
    .int()
    .min(-1_000_000_000_000)
    .max(1_000_000_000_000)
    .refine((value) => value !== 0, 'Not zero'),
  // No control characters (NUL never reaches the database).
  reason: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .regex(/^[^\u0000-\u001f\u007f]*$/, 'No control characters'),
});
export type WalletAdjustRequest = z.infer<typeof walletAdjustRequest>;
