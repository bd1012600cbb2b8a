import { sameOriginPath } from '@/services/browser/same-origin-path';

/**
 * Where to go after sign-in: the `redirect` query value when it is a path of this site
 * (services/browser/same-origin-path.ts), else `fallback`.
 */
export function redirectTarget(value: unknown, fallback = '/'): string {
  const path = sameOriginPath(value);
  // A redirect back to the sign-in pages would bounce a signed-in visitor forever.
  return path === undefined || /^\/(login|signup)(\/|$|\?|#)/.test(path) ? fallback : path;
}
