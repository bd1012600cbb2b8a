const BASE = 'http://same-origin.invalid';

/**
 * Where to go after sign-in: the `redirect` query value when it is a path of this site, else `/`.
 * Anything that could leave the origin is refused: absolute URLs, protocol-relative `//host`,
 * backslash tricks browsers read as `//` (`/\host`), control characters they strip, and paths
 * that only become `//host` once dot segments are resolved (`/.//host`, `/%2e%2e//host`) or a
 * later step decodes an encoded slash (`/%2f/host`).
 */
export function redirectTarget(value: unknown, fallback = '/'): string {
  const raw = Array.isArray(value) ? value[0] : value;
  if (typeof raw !== 'string' || !raw.startsWith('/') || raw.startsWith('//')) return fallback;
  if (/[\\\u0000-\u001f\u007f]/.test(raw)) return fallback;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  if (/^\/[/\\]/.test(url.pathname) || /%(2f|5c)/i.test(url.pathname)) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // The result must read as itself: resolved again, it stays on this origin at the same path.
  if (new URL(path, BASE).href !== url.href) return fallback;
  // A redirect back to the sign-in pages would bounce a signed-in visitor forever.
  return /^\/(login|signup)(\/|$|\?|#)/.test(path) ? fallback : path;
}
