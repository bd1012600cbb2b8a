import type { NextApiRequest, NextApiResponse } from 'next';
import { DEFAULT_COUNTRY, configuredGeoHeaders, countryFromHeaders } from '@/services/payments/country-header';

const headers = configuredGeoHeaders(process.env.GEO_COUNTRY_HEADERS);

/** `{ country }` from the edge's geo header, `US` without one (spec §7). */
export default function handler(request: NextApiRequest, response: NextApiResponse) {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.setHeader('Allow', 'GET, HEAD');
    response.status(405).json({ code: 'METHOD_NOT_ALLOWED', message: 'Use GET.' });
    return;
  }
  // The answer differs per visitor: a shared cache must never hand one visitor's country to another.
  response.setHeader('Cache-Control', 'private, no-store');
  response.status(200).json({ country: countryFromHeaders(request.headers, headers) ?? DEFAULT_COUNTRY });
}
