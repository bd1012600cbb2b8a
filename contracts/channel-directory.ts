import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { pagedEnvelope } from './envelope';

/** The sitemap's page size (the API's maximum): one request per thousand channels. */
export const CHANNEL_DIRECTORY_MAX_PAGE_SIZE = 1000;

/**
 * A channel as a directory lists it: its address and when it last changed (the sitemap), and
 * what a showcase card shows (the expo page).
 */
export const channelDirectoryEntry = z.object({
  slug: z.string(),
  display_name: z.string(),
  avatar_url: z.string().nullable(),
  verified: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ChannelDirectoryEntry = z.infer<typeof channelDirectoryEntry>;

export const listPublicChannelsEndpoint = defineEndpoint({
  id: 'listPublicChannels',
  method: 'GET',
  path: '/core/v3/channel/channels/',
  summary:
    'Every public channel, oldest first (stable paging, the sitemap), or newest first; `only=creators` keeps the channels a creator has set up (the expo)',
  tags: ['channel'],
  query: z.object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    page_size: z.coerce.number().int().min(1).max(CHANNEL_DIRECTORY_MAX_PAGE_SIZE).default(100),
    order: z.enum(['oldest', 'newest']).default('oldest'),
    /**
     * Every fan gets a channel of their own on sign-up; `creators` keeps those a creator has set
     * up: a picture, a description, or at least one gift received.
     */
    only: z.enum(['all', 'creators']).default('all'),
  }),
  responses: { 200: pagedEnvelope(channelDirectoryEntry) },
});
