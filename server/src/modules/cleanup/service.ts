import { and, eq, lt, notExists, or, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/open';
import {
  botChallenges,
  channels,
  deviceLinks,
  rateLimits,
  sessions,
  STANDIN_EVENTS_KEPT,
  standinEvents,
  standinTokens,
  streamSlots,
  uploads,
  walletNonces,
} from '../../db/schema';

const HOUR_MS = 3600 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** How long past its end each kind of row is kept. */
export const RETENTION_MS = {
  // Spent or expired challenges and nonces are worthless at once.
  botChallenges: 0,
  walletNonces: 0,
  // The requesting browser may still ask; it sees `expired` rather than `not found`.
  deviceLinks: HOUR_MS,
  // A spent refresh token replayed soon after still revokes its sign-in (reuse detection).
  sessions: DAY_MS,
  // An upload URL answered this long ago whose file no channel shows was abandoned.
  uploads: DAY_MS,
  // A stand-in token replayed within one Turnstile life (five minutes) of its end still reads as a duplicate.
  standinTokens: 300 * 1000,
} as const;

/** Longest window any counter is read with (the bot challenge's risk window is 10 minutes). */
const RISK_WINDOW_MS = 600 * 1000;

/** One key for the whole job: the process that takes it cleans, the others skip the round. */
export const CLEANUP_LOCK_KEY = 0x5354_4c31;

export interface CleanupReport {
  /** Another API process held the lock: it is cleaning, this one did nothing. */
  skipped: boolean;
  removed: Record<
    | 'botChallenges'
    | 'walletNonces'
    | 'deviceLinks'
    | 'rateLimits'
    | 'sessions'
    | 'uploads'
    | 'standinTokens'
    | 'standinEvents'
    | 'streamSlots',
    number
  >;
  /** Objects whose upload rows were removed; the caller deletes them from storage. */
  abandonedObjects: string[];
}

const before = (now: Date, ms: number) => new Date(now.getTime() - ms);

/**
 * Removes rows past their life in one transaction under a transaction-scoped advisory lock, so
 * API processes running it at once never do the same work twice or wait on each other.
 */
export async function runCleanup(db: Db, config: Pick<Config, 'rateLimit'>, now: Date): Promise<CleanupReport> {
  return db.transaction(async (tx) => {
    const lock = (await tx.execute(sql`select pg_try_advisory_xact_lock(${CLEANUP_LOCK_KEY}) as locked`)) as unknown as {
      rows: { locked: boolean }[];
    };
    const empty = {
      botChallenges: 0,
      walletNonces: 0,
      deviceLinks: 0,
      rateLimits: 0,
      sessions: 0,
      uploads: 0,
      standinTokens: 0,
      standinEvents: 0,
      streamSlots: 0,
    };
    if (!lock.rows[0]?.locked) return { skipped: true, removed: empty, abandonedObjects: [] };

    const challenges = await tx
      .delete(botChallenges)
      .where(lt(botChallenges.expiresAt, before(now, RETENTION_MS.botChallenges)))
      .returning({ id: botChallenges.id });
    const nonces = await tx
      .delete(walletNonces)
      .where(lt(walletNonces.expiresAt, before(now, RETENTION_MS.walletNonces)))
      .returning({ nonce: walletNonces.nonce });
    const links = await tx
      .delete(deviceLinks)
      .where(lt(deviceLinks.expiresAt, before(now, RETENTION_MS.deviceLinks)))
      .returning({ id: deviceLinks.id });
    const windowMs = Math.max(config.rateLimit.windowSeconds * 1000, RISK_WINDOW_MS);
    const counters = await tx
      .delete(rateLimits)
      .where(lt(rateLimits.windowStart, before(now, windowMs)))
      .returning({ key: rateLimits.key });
    const ended = await tx
      .delete(sessions)
      .where(lt(sessions.expiresAt, before(now, RETENTION_MS.sessions)))
      .returning({ id: sessions.id });
    const shown = tx
      .select({ id: channels.id })
      .from(channels)
      .where(or(eq(channels.avatarUrl, uploads.serveUrl), eq(channels.bannerUrl, uploads.serveUrl)));
    const abandoned = await tx
      .delete(uploads)
      .where(and(lt(uploads.createdAt, before(now, RETENTION_MS.uploads)), notExists(shown)))
      .returning({ object: uploads.object });
    const standins = await tx
      .delete(standinTokens)
      .where(lt(standinTokens.expiresAt, before(now, RETENTION_MS.standinTokens)))
      .returning({ token: standinTokens.token });
    // Older than the newest STANDIN_EVENTS_KEPT of the same receiver: no reader is served them any more.
    const events = await tx
      .delete(standinEvents)
      .where(
        sql`${standinEvents.id} < (select newer.id from ${standinEvents} as newer where newer.receiver = ${standinEvents.receiver}
          order by newer.id desc offset ${STANDIN_EVENTS_KEPT - 1} limit 1)`,
      )
      .returning({ id: standinEvents.id });
    // Left by an instance that died mid-stream; the counts already ignore them.
    const slots = await tx.delete(streamSlots).where(lt(streamSlots.expiresAt, now)).returning({ id: streamSlots.id });

    return {
      skipped: false,
      removed: {
        botChallenges: challenges.length,
        walletNonces: nonces.length,
        deviceLinks: links.length,
        rateLimits: counters.length,
        sessions: ended.length,
        uploads: abandoned.length,
        standinTokens: standins.length,
        standinEvents: events.length,
        streamSlots: slots.length,
      },
      abandonedObjects: abandoned.map((row) => row.object),
    };
  });
}
