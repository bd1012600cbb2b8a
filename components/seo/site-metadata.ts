import { publicConfig } from '@/services/config/public-config';

export const SITE_NAME = 'Starlit';
export const THEME_COLOR = '#501BC0';
/**
 * The public description of the specification (§1), for the English structured data. Pages show
 * it and the site title in their language (common.json `site`).
 */
export const DEFAULT_DESCRIPTION =
  'Live streaming, multi-guest video, video chat and calls, posts and feed, memberships, messaging, games and mini apps.';
export const DEFAULT_ROBOTS = 'index, follow';
export const DEFAULT_IMAGE = { path: '/images/og-image.png', width: 1200, height: 630 };
export const PRICING_STATEMENT = 'Free to start, fees only when you earn';

/** An absolute URL on the site for a path; absolute URLs pass through unchanged. */
export function absoluteUrl(pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${publicConfig.siteUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}
