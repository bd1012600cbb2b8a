import { z } from 'zod';

/** STAR is Starlit's own currency, TVS the value currency (DESIGN.md, product spec §1). */
export const CURRENCY_CODES = ['STAR', 'TVS'] as const;
export const currencyCode = z.enum(CURRENCY_CODES);
export type CurrencyCode = z.infer<typeof currencyCode>;
