import { z } from 'zod';
import { safeString } from './safe-string';
import { defineEndpoint } from './endpoint';
import { dataEnvelope } from './envelope';

export const SLUG_MIN = 3;
export const SLUG_MAX = 30;
export const BIO_MAX = 300;

/** Lowercase letters, digits and `-`, 3–30 long, starting and ending with a letter or digit. */
export const SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{1,28}[a-z0-9]$/;

/**
 * Slugs that would shadow a route of the web app (a channel lives at `/slug` too) or of the API
 * host, or that would pass for the platform speaking. Words the pattern already refuses
 * (`_next`, `robots.txt`, `me`) need no entry.
 */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  // Routes of the web app, present and announced by the specification.
  'login',
  'logout',
  'signup',
  'signin',
  'sign-in',
  'sign-up',
  'settings',
  'device-link',
  'device-links',
  'get-star',
  'get-stars',
  'auth',
  '404',
  '500',
  'about',
  'about-us',
  'pricing',
  'safety',
  'download',
  'how-it-works',
  'contact',
  'contact-us',
  'blog',
  'intro',
  'memberships',
  'membership',
  'brand-assets',
  'comparison',
  'open-app',
  'add-to-home-screen',
  'expo',
  'create-my-channel',
  'home',
  'index',
  'checkout',
  'wallet',
  'payment',
  'payments',
  'profile',
  'account',
  'accounts',
  'channel',
  'channels',
  'search',
  'explore',
  'discover',
  'notifications',
  'messages',
  'feed',
  'posts',
  'live',
  'new',
  'edit',
  'terms',
  'privacy',
  'legal',
  'cookies',
  'locales',
  'favicon',
  'manifest',
  'robots',
  'sitemap',
  'fonts',
  'images',
  // The API host's prefixes and names that speak for the platform.
  'api',
  'core',
  'paymee',
  'billy',
  'health',
  'meta',
  'openapi',
  'docs',
  'media',
  'static',
  'assets',
  'cdn',
  'sandbox',
  'admin',
  'administrator',
  'root',
  'system',
  'support',
  'help',
  'helpdesk',
  'security',
  'staff',
  'moderator',
  'official',
  'starlit',
  'team',
  'www',
  'mail',
  'email',
  'status',
  'null',
  'undefined',
]);

/** Why a slug cannot be had; `TAKEN` only the API knows. */
export const SLUG_REASONS = ['INVALID', 'RESERVED', 'TAKEN'] as const;
export type SlugReason = (typeof SLUG_REASONS)[number];

export const SLUG_MESSAGES: Record<SlugReason, string> = {
  INVALID: `Use ${SLUG_MIN}–${SLUG_MAX} lowercase letters, digits or dashes, not starting or ending with a dash.`,
  RESERVED: 'This address is reserved.',
  TAKEN: 'This address is already taken.',
};

/** What people type or link to (`@Ana-Lima `) as the stored form (`ana-lima`). */
export function normalizeSlug(input: string): string {
  return input.trim().replace(/^@/, '').toLowerCase();
}

/** The rule a normalised slug breaks, if any; the server adds `TAKEN`. */
export function slugProblem(slug: string): Exclude<SlugReason, 'TAKEN'> | null {
  if (!SLUG_PATTERN.test(slug)) return 'INVALID';
  if (RESERVED_SLUGS.has(slug)) return 'RESERVED';
  return null;
}

/** Machine codes of channel answers, beside the shared ones. */
export const ChannelErrorCode = {
  /** 404: the signed-in user has no channel (show the creation screen), or no channel has this slug. */
  CHANNEL_NOT_FOUND: 'CHANNEL_NOT_FOUND',
  /** 409: the signed-in user already holds a channel. */
  CHANNEL_EXISTS: 'CHANNEL_EXISTS',
  /** 409: another channel holds this slug, in any case. */
  SLUG_TAKEN: 'SLUG_TAKEN',
  /** 400: the slug breaks the pattern or is reserved; `details[0].reason` says which. */
  SLUG_INVALID: 'SLUG_INVALID',
} as const;

const imageUrl = z.url({ protocol: /^https?$/ }).max(2048);

/** What anyone may see of a channel; timestamps are ISO 8601. */
export const publicChannel = z.object({
  slug: z.string(),
  display_name: z.string(),
  bio: z.string(),
  avatar_url: z.string().nullable(),
  banner_url: z.string().nullable(),
  verified: z.boolean(),
  /** The tick's image URL; null unless `verified`. */
  verified_tick_badge: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PublicChannel = z.infer<typeof publicChannel>;

/** The owner's view; `id` is not shown to others. */
export const channel = publicChannel.extend({ id: z.string() });
export type Channel = z.infer<typeof channel>;

export const channelAnswer = dataEnvelope(channel);

/**
 * Slug as typed (normalised by the API with `normalizeSlug`); `display_name` follows the
 * display-name rules (400 `DISPLAY_NAME_INVALID`); unknown fields are dropped.
 */
export const createChannelRequest = z.object({
  slug: safeString().max(100),
  display_name: safeString().max(200),
  bio: safeString().trim().max(BIO_MAX).optional(),
  avatar_url: imageUrl.nullable().optional(),
  banner_url: imageUrl.nullable().optional(),
});
export type CreateChannelRequest = z.infer<typeof createChannelRequest>;

/** At least one field; `null` removes an image, `''` clears the bio. The slug never changes. */
export const updateChannelRequest = createChannelRequest
  .omit({ slug: true })
  .partial()
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Send display_name, bio, avatar_url or banner_url.',
  });
export type UpdateChannelRequest = z.infer<typeof updateChannelRequest>;

export const slugCheck = z.object({
  slug: z.string(),
  available: z.boolean(),
  reason: z.enum(SLUG_REASONS).nullable(),
});
export type SlugCheck = z.infer<typeof slugCheck>;

export const getMyChannelEndpoint = defineEndpoint({
  id: 'getMyChannel',
  method: 'GET',
  path: '/core/v3/channel/my-channel/',
  summary: "The signed-in user's channel; 404 CHANNEL_NOT_FOUND, unless auto_create=1 creates one from a suggested slug",
  tags: ['channel'],
  auth: 'bearer',
  query: z.object({ auto_create: z.enum(['0', '1']).default('0') }),
  responses: { 200: channelAnswer },
});

export const createMyChannelEndpoint = defineEndpoint({
  id: 'createMyChannel',
  method: 'POST',
  path: '/core/v3/channel/my-channel/',
  summary: "Create the signed-in user's channel; 409 SLUG_TAKEN or CHANNEL_EXISTS, 400 SLUG_INVALID",
  tags: ['channel'],
  auth: 'bearer',
  body: createChannelRequest,
  responses: { 201: channelAnswer },
});

export const updateMyChannelEndpoint = defineEndpoint({
  id: 'updateMyChannel',
  method: 'PATCH',
  path: '/core/v3/channel/my-channel/',
  summary: "Change display name, bio, avatar or banner of the signed-in user's channel",
  tags: ['channel'],
  auth: 'bearer',
  body: updateChannelRequest,
  responses: { 200: channelAnswer },
});

export const suggestSlugEndpoint = defineEndpoint({
  id: 'suggestSlug',
  method: 'GET',
  path: '/core/v3/channel/suggest-slug/',
  summary: 'At least three available slugs derived from q (a display name)',
  tags: ['channel'],
  auth: 'bearer',
  query: z.object({ q: safeString().trim().min(1).max(200) }),
  responses: { 200: dataEnvelope(z.object({ slugs: z.array(z.string()).min(3) })) },
});

export const checkSlugEndpoint = defineEndpoint({
  id: 'checkSlug',
  method: 'POST',
  path: '/core/v3/channel/check-slug/',
  summary: 'Whether a slug can be had, and if not why: INVALID, RESERVED or TAKEN',
  tags: ['channel'],
  auth: 'bearer',
  body: z.object({ slug: safeString().max(100) }),
  responses: { 200: dataEnvelope(slugCheck) },
});

export const getChannelEndpoint = defineEndpoint({
  id: 'getChannel',
  method: 'GET',
  path: '/core/v3/channel/channels/:slug/',
  summary: 'A channel by its slug (any case, leading @ removed); 404 CHANNEL_NOT_FOUND',
  tags: ['channel'],
  params: z.object({ slug: safeString().min(1).max(100) }),
  responses: { 200: dataEnvelope(publicChannel) },
});

export const channelEndpoints = [
  getMyChannelEndpoint,
  createMyChannelEndpoint,
  updateMyChannelEndpoint,
  suggestSlugEndpoint,
  checkSlugEndpoint,
  getChannelEndpoint,
] as const;
