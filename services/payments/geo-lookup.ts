import { publicConfig } from '@/services/config/public-config';
import { DEFAULT_COUNTRY } from './country-header';

const TIMEOUT_MS = 5000;

/**
 * The third-party lookup used when our own `/api/country` fails. Its answer is the country code as
 * plain text (ipapi.co's `/country/` format); offline the sandbox answers the same way.
 */
export function geoLookupUrl(): string {
  const configured = process.env.NEXT_PUBLIC_GEO_LOOKUP_URL?.trim();
  if (configured) return configured;
  return publicConfig.sandboxOrigin ? `${publicConfig.sandboxOrigin}/geo/country` : 'https://ipapi.co/country/';
}

async function fetchText(url: string): Promise<string | undefined> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), credentials: 'omit' });
    return response.ok ? await response.text() : undefined;
  } catch {
    return undefined;
  }
}

function asCountry(value: string | undefined): string | undefined {
  const code = value?.trim().toUpperCase();
  return code && /^[A-Z]{2}$/.test(code) ? code : undefined;
}

async function ownCountry(): Promise<string | undefined> {
  try {
    const response = await fetch('/api/country', { signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!response.ok) return undefined;
    const body = (await response.json()) as { country?: unknown };
    return typeof body.country === 'string' ? asCountry(body.country) : undefined;
  } catch {
    return undefined;
  }
}

/** The visitor's country: our route, then the third-party lookup, then `US`. */
export async function detectCountry(lookup: () => Promise<string | undefined> = () => fetchText(geoLookupUrl())): Promise<string> {
  return (await ownCountry()) ?? asCountry(await lookup()) ?? DEFAULT_COUNTRY;
}
