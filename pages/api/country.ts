import type { NextApiRequest, NextApiResponse } from 'next';

/** Country headers set by the edge in front of the web app (Vercel, Cloudflare, or our own). */
const GEO_HEADERS = ['x-vercel-ip-country', 'cf-ipcountry', 'x-country-code'] as const;

/** Spec §7: `GET /api/country` → `{ country }`, default US. */
export default function country(request: NextApiRequest, response: NextApiResponse) {
  const found = GEO_HEADERS.map((name) => request.headers[name])
    .map((value) => (Array.isArray(value) ? value[0] : value)?.trim().toUpperCase())
    // Cloudflare says XX for unknown and T1 for Tor.
    .find((value) => value && /^[A-Z]{2}$/.test(value) && value !== 'XX' && value !== 'T1');
  response.setHeader('Cache-Control', 'private, no-store');
  response.status(200).json({ country: found ?? 'US' });
}
