const BASE = 'http://same-origin.invalid';

/**
 * `value` (a query parameter) when it is a path of this site, as it resolves; undefined when it
 * could leave the origin: absolute URLs, protocol-relative `//host`, backslash tricks browsers
 * read as `//` (`/\host`), control characters they strip, and paths that only become `//host`
 * once dot segments are resolved (`/.//host`, `/%2e%2e//host`) or a later step decodes an encoded
 * slash (`/%2f/host`).
 */
export function sameOriginPath(value: unknown): string | undefined {
  const raw = Array.isArray(value) ? value[0] : value;
  if (typeof raw !== 'string' || !raw.startsWith('/') || raw.startsWith('//')) return undefined;
  if (/[\\\u0000-\u001f\u007f]/.test(raw)) return undefined;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return undefined;
  }
  if (url.origin !== BASE) return undefined;
  if (/^\/[/\\]/.test(url.pathname) || /%(2f|5c)/i.test(url.pathname)) return undefined;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // The result must read as itself: resolved again, it stays on this origin at the same path.
  return new URL(path, BASE).href === url.href ? path : undefined;
}
