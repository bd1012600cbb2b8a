import type { ChannelDirectoryEntry } from '@/contracts/channel-directory';
import type { PageMeta } from '@/contracts/envelope';
import { asc, desc, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { channels, gifts } from '../../db/schema';

/** A channel its creator has set up: a picture, a description, or a gift received. */
const setUp = or(
  isNotNull(channels.avatarUrl),
  ne(channels.bio, ''),
  sql`exists (select 1 from ${gifts} where ${gifts.channelId} = ${channels.id})`,
);

/**
 * One page of channels. Oldest first, pages do not shift as channels are added (the sitemap
 * walks them all); newest first shows who just arrived (the expo).
 */
export async function listPublicChannels(
  db: Db,
  page: number,
  pageSize: number,
  order: 'oldest' | 'newest' = 'oldest',
  only: 'all' | 'creators' = 'all',
): Promise<{ data: ChannelDirectoryEntry[]; meta: PageMeta }> {
  const direction = order === 'oldest' ? asc : desc;
  const rows = await db
    .select({
      slug: channels.slug,
      displayName: channels.displayName,
      avatarUrl: channels.avatarUrl,
      verified: channels.verified,
      createdAt: channels.createdAt,
      updatedAt: channels.updatedAt,
    })
    .from(channels)
    .where(only === 'creators' ? setUp : undefined)
    .orderBy(direction(channels.createdAt), direction(channels.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(channels)
    .where(only === 'creators' ? setUp : undefined);
  return {
    data: rows.map((row) => ({
      slug: row.slug,
      display_name: row.displayName,
      avatar_url: row.avatarUrl,
      verified: row.verified,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    })),
    meta: { page, page_size: pageSize, total: count?.total ?? 0 },
  };
}
