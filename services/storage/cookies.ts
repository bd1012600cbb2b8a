import Cookies from 'js-cookie';
import { publicConfig } from '@/services/config/public-config';
import type { CookieNameValue } from './storage-keys';

const ONE_DAY = 1;

function isLocalHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname.endsWith('.localhost') || /^[\d.]+$/.test(hostname) || hostname.includes(':');
}

/**
 * The cookie domain that covers the whole site. It comes from the configured site URL rather
 * than from guessing "the last two labels" of the page host, which breaks on public suffixes
 * such as `co.uk` (the browser would reject the cookie). Browsers refuse a Domain attribute on
 * localhost, IP addresses, and hosts outside that domain (preview deployments), so those get a
 * host-only cookie instead.
 */
export function siteCookieDomain(pageHostname: string, siteUrl: string = publicConfig.siteUrl): string | undefined {
  if (isLocalHost(pageHostname)) return undefined;
  let siteHost: string;
  try {
    siteHost = new URL(siteUrl).hostname.replace(/^www\./, '');
  } catch {
    return undefined;
  }
  if (isLocalHost(siteHost)) return undefined;
  return pageHostname === siteHost || pageHostname.endsWith(`.${siteHost}`) ? siteHost : undefined;
}

function attributes(): Cookies.CookieAttributes {
  const domain = typeof window === 'undefined' ? undefined : siteCookieDomain(window.location.hostname);
  // SameSite=None lets the session travel with cross-site requests (payment gateway returns);
  // browsers only accept it together with Secure.
  return { expires: ONE_DAY, path: '/', secure: true, sameSite: 'None', ...(domain ? { domain } : {}) };
}

/** JSON-encoded session cookies; no-ops during SSR. */
export const sessionCookies = {
  set(name: CookieNameValue, value: unknown): void {
    if (typeof document === 'undefined') return;
    Cookies.set(name, JSON.stringify(value), attributes());
  },
  get(name: CookieNameValue): unknown {
    if (typeof document === 'undefined') return undefined;
    return parseCookieValue(Cookies.get(name));
  },
  remove(name: CookieNameValue): void {
    if (typeof document === 'undefined') return;
    const { domain, path } = attributes();
    Cookies.remove(name, { path, ...(domain ? { domain } : {}) });
  },
};

/** Decodes one of our cookie values (also for SSR, from an already URI-decoded request cookie). */
export function parseCookieValue(raw: string | undefined): unknown {
  if (raw === undefined || raw === '') return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}
