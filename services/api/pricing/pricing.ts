import { getPricing as getPricingEndpoint } from '@/contracts/pricing';
import { callEndpoint } from '@/services/api/endpoint-call';
import type { HttpClient } from '@/services/http';

/** The public price sheet for `country` (the default price list without one); works without a session. */
export const getPricing = (country?: string, client?: HttpClient) =>
  callEndpoint(getPricingEndpoint, { query: country ? { country } : undefined, client });
