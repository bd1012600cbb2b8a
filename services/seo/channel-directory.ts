import { CHANNEL_DIRECTORY_MAX_PAGE_SIZE, listPublicChannelsEndpoint, type ChannelDirectoryEntry } from '@/contracts/channel-directory';
import { callEndpoint } from '@/services/api/endpoint-call';
import type { HttpClient } from '@/services/http';

/**
 * Every public channel, a thousand per request, up to `limit`; undefined when the API fails
 * (the sitemap then lists the static pages alone rather than a partial list as if complete).
 */
export async function fetchChannelDirectory(client: HttpClient, limit: number): Promise<ChannelDirectoryEntry[] | undefined> {
  const channels: ChannelDirectoryEntry[] = [];
  for (let page = 1; channels.length < limit; page += 1) {
    const answer = await callEndpoint(listPublicChannelsEndpoint, {
      query: { page: String(page), page_size: String(CHANNEL_DIRECTORY_MAX_PAGE_SIZE) },
      client,
    });
    if (!answer.ok) return undefined;
    channels.push(...answer.data.data);
    if (answer.data.data.length === 0 || channels.length >= answer.data.meta.total) break;
  }
  return channels.slice(0, limit);
}

/** The `count` newest channels that creators have set up (the expo's showcase); undefined when the API fails. */
export async function fetchNewestChannels(client: HttpClient, count: number): Promise<ChannelDirectoryEntry[] | undefined> {
  const answer = await callEndpoint(listPublicChannelsEndpoint, {
    query: { page: '1', page_size: String(count), order: 'newest', only: 'creators' },
    client,
  });
  return answer.ok ? answer.data.data : undefined;
}
