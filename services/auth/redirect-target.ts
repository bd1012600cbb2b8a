const BASE = 'http://same-origin.invalid';

/**
 * Where to go after sign-in: the `redirect` query value when it is a path of this site, else `/`.
 * Anything that could leave the origin is refused: absolute URLs, protocol-relative `//host`,
 * backslash tricks browsers read as `//` (`/\host`), and control characters they strip.
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
  const path = `${url.pathname}${url.search}${url.hash}`;
  // A redirect back to the sign-in pages would bounce a signed-in visitor forever.
  return /^\/(login|signup)(\/|$|\?|#)/.test(path) ? fallback : path;
}
