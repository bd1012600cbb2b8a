import { z } from 'zod';

const countryResponse = z.object({ country: z.string().regex(/^[A-Za-z]{2}$/) });

/** Spec §7: `GET /api/country`; the default US stands when it cannot say. */
export async function fetchCountry(fetchImpl: typeof fetch = fetch): Promise<string> {
  try {
    const response = await fetchImpl('/api/country', { cache: 'no-store' });
    const parsed = countryResponse.safeParse(response.ok ? await response.json() : null);
    return parsed.success ? parsed.data.country.toUpperCase() : 'US';
  } catch {
    return 'US';
  }
}
