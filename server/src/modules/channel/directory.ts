import type { ChannelDirectoryEntry } from '@/contracts/channel-directory';
import type { PageMeta } from '@/contracts/envelope';
import { asc, sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { channels } from '../../db/schema';

/** One page of channel addresses, in creation order so pages do not shift as channels are added. */
export async function listPublicChannels(
  db: Db,
  page: number,
  pageSize: number,
): Promise<{ data: ChannelDirectoryEntry[]; meta: PageMeta }> {
  const rows = await db
    .select({ slug: channels.slug, updatedAt: channels.updatedAt })
    .from(channels)
    .orderBy(asc(channels.createdAt), asc(channels.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(channels);
  return {
    data: rows.map((row) => ({ slug: row.slug, updated_at: row.updatedAt.toISOString() })),
    meta: { page, page_size: pageSize, total: count?.total ?? 0 },
  };
}
