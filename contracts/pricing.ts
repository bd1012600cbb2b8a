import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { dataEnvelope } from './envelope';
import { countryCode, starPackage } from './wallet';

/**
 * What a visitor pays and what a creator keeps, for anyone: the star packages priced for the
 * country (the default price list where the catalogue has none), the gift fee and the rates.
 */
export const pricing = z.object({
  /** The country whose price list this is: the one asked for, or the default one. */
  country: z.string(),
  currency: z.string(),
  /** The wallet's packages for that country, as `GET /paymee/stars/v3/conversion-packages/` lists them. */
  packages: z.array(starPackage),
  /** Basis points of a gift's value that go to the platform. */
  fee_bps: z.number().int().min(0).max(10_000),
  /** TVS minor units a creator's gift of one STAR is worth before the fee. */
  tvs_per_star: z.number().int().positive(),
  /** `tvs` minor units of TVS convert into `stars` STAR. */
  tvs_to_star: z.object({ tvs: z.number().int().positive(), stars: z.number().int().positive() }),
});
export type Pricing = z.infer<typeof pricing>;

export const getPricing = defineEndpoint({
  id: 'getPricing',
  method: 'GET',
  path: '/core/v1/pricing/',
  summary:
    'Public prices: the star packages in the local currency of `country` (the default price list when absent or unknown), the platform fee on gifts and the STAR/TVS rates',
  tags: ['pricing'],
  query: z.object({ country: countryCode.optional() }),
  responses: { 200: dataEnvelope(pricing) },
});

export const pricingEndpoints = [getPricing] as const;
