import { ErrorCode } from '@/contracts/envelope';
import { and, eq, gt, or, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/open';
import { streamSlots } from '../../db/schema';
import { ApiError } from '../../http/errors';

/** Open event streams one link, and one address, may hold across every API instance. */
export const STREAMS_PER_LINK = 3;
export const STREAMS_PER_ADDRESS = 20;

/** A stream ends at the first watcher tick after its link's end; its slot lapses this much later at most. */
export const STREAM_SLOT_GRACE_MS = 60_000;

/** First key of the two-key advisory locks that order acquirers (a key space of its own). */
const STREAM_LOCK_CLASS = 0x5354_4c53;

/**
 * Takes a slot for a stream of `link` from `ip`, or throws 429 before the stream opens; call the
 * answer when the stream ends. The requesting browser needs one stream, a reload or a second tab
 * another. Acquirers of one link, then of one address, wait for each other (always in that order,
 * so never in a cycle), so two instances cannot both take the last slot.
 */
export async function acquireStreamSlot(
  db: Db,
  link: { id: string; expiresAt: Date },
  ip: string,
  now: Date,
): Promise<() => Promise<void>> {
  const id = randomUUID();
  const taken = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${STREAM_LOCK_CLASS}, hashtext(${`link:${link.id}`}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(${STREAM_LOCK_CLASS}, hashtext(${`ip:${ip}`}))`);
    const [open] = await tx
      .select({
        byLink: sql<number>`count(*) filter (where ${streamSlots.linkId} = ${link.id})::int`,
        byAddress: sql<number>`count(*) filter (where ${streamSlots.ip} = ${ip})::int`,
      })
      .from(streamSlots)
      .where(and(or(eq(streamSlots.linkId, link.id), eq(streamSlots.ip, ip)), gt(streamSlots.expiresAt, now)));
    if ((open?.byLink ?? 0) >= STREAMS_PER_LINK || (open?.byAddress ?? 0) >= STREAMS_PER_ADDRESS) return false;
    const expiresAt = new Date(Math.max(link.expiresAt.getTime(), now.getTime()) + STREAM_SLOT_GRACE_MS);
    await tx.insert(streamSlots).values({ id, linkId: link.id, ip, expiresAt, createdAt: now });
    return true;
  });
  if (!taken) throw new ApiError(429, ErrorCode.RATE_LIMITED, 'Too many open streams for this sign-in link; close the other tabs.');
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    await db.delete(streamSlots).where(eq(streamSlots.id, id));
  };
}
