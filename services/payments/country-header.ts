/**
 * Where the edge puts the visitor's country: Cloudflare, Vercel, a generic edge or proxy
 * (`x-country-code`, as the README names it), Google Cloud's load balancer (custom header).
 */
export const DEFAULT_GEO_HEADERS = ['cf-ipcountry', 'x-vercel-ip-country', 'x-country-code', 'x-client-geo-country'] as const;

export const DEFAULT_COUNTRY = 'US';

type Headers = Record<string, string | string[] | undefined>;

/**
 * The ISO 3166 alpha-2 country of a request from the first geo header that holds one. Cloudflare
 * writes `XX` for unknown and `T1` for Tor, which name no country.
 */
export function countryFromHeaders(headers: Headers, names: readonly string[] = DEFAULT_GEO_HEADERS): string | undefined {
  for (const name of names) {
    const raw = headers[name.toLowerCase()];
    const value = (Array.isArray(raw) ? raw[0] : raw)?.trim().toUpperCase();
    if (value && /^[A-Z]{2}$/.test(value) && value !== 'XX' && value !== 'T1') return value;
  }
  return undefined;
}

/** `GEO_COUNTRY_HEADERS` (comma-separated) names the headers a deployment's edge sets. */
export function configuredGeoHeaders(setting: string | undefined): readonly string[] {
  const names = (setting ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  return names.length > 0 ? names : DEFAULT_GEO_HEADERS;
}
