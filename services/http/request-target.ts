import type { HeaderValue, QueryValue } from './types';

/** api: signed and bearer; billing: bearer only; storage: neither (signed upload URLs). */
export type TargetKind = 'api' | 'billing' | 'storage';

export interface Hosts {
  apiHost: string;
  billingHost: string;
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** Joins a base and a path the way it goes on the wire; absolute URLs are kept as they are. */
export function resolveUrl(base: string, url: string): string {
  if (/^[a-z][a-z\d+.-]*:\/\//i.test(url)) return url;
  return `${base.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
}

export function targetKind(absoluteUrl: string, hosts: Hosts): TargetKind {
  const origin = originOf(absoluteUrl);
  if (origin !== null && origin === originOf(hosts.apiHost)) return 'api';
  if (origin !== null && origin === originOf(hosts.billingHost)) return 'billing';
  return 'storage';
}

/** The path the server sees (percent-encoded like the request line), which the signature covers. */
export function wirePathname(absoluteUrl: string): string {
  return new URL(absoluteUrl).pathname;
}

/** Drops parameters that are false, empty or undefined (and null, which axios would drop anyway). */
export function cleanParams(params: Record<string, QueryValue> | undefined): Record<string, Exclude<QueryValue, null | undefined | false>> {
  const kept: Record<string, Exclude<QueryValue, null | undefined | false>> = {};
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === false || value === '' || value === undefined || value === null) continue;
    kept[key] = value;
  }
  return kept;
}

/** Drops headers without a value, so an unset option never goes out as an empty header. */
export function cleanHeaders(headers: Record<string, HeaderValue> | undefined): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [key, value] of Object.entries(headers ?? {})) {
    if (value === undefined || value === null || value.trim() === '') continue;
    kept[key] = value;
  }
  return kept;
}

export function hasHeader(headers: Record<string, HeaderValue> | undefined, name: string): boolean {
  const wanted = name.toLowerCase();
  return Object.entries(headers ?? {}).some(([key, value]) => key.toLowerCase() === wanted && !!value?.trim());
}
