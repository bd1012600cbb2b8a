import { ErrorCode } from '@/contracts/envelope';
import { sql } from 'drizzle-orm';
import type { RateLimitConfig } from '../../config';
import type { Db } from '../../db/open';
import { rateLimits } from '../../db/schema';
import { RetryLaterError } from '../retry-later';

export type RateLimitBucket = 'connect' | 'refresh' | 'device-links' | 'turnstile' | 'contact';

export interface WindowCount {
  count: number;
  /** Seconds until the window that holds this hit closes. */
  retryAfterSeconds: number;
}

/**
 * Counts one hit on each of `keys` in a fixed window, in one statement, so concurrent API
 * processes on PostgreSQL never lose a hit.
 */
export async function countInWindows(db: Db, keys: readonly string[], windowSeconds: number, now: Date): Promise<WindowCount[]> {
  const windowOpen = new Date(now.getTime() - windowSeconds * 1000);
  const rows = await db
    .insert(rateLimits)
    .values(keys.map((key) => ({ key, windowStart: now, count: 1 })))
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} <= ${windowOpen} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${rateLimits.windowStart} <= ${windowOpen} then ${now} else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ key: rateLimits.key, count: rateLimits.count, windowStart: rateLimits.windowStart });
  const byKey = new Map(rows.map((row) => [row.key, row]));
  return keys.map((key) => {
    const row = byKey.get(key);
    const closes = (row?.windowStart ?? now).getTime() + windowSeconds * 1000;
    // A concurrent request may have opened the window a few ms after this one read its clock: never past one window.
    const wait = Math.min(windowSeconds, Math.ceil((closes - now.getTime()) / 1000));
    return { count: row?.count ?? 1, retryAfterSeconds: Math.max(1, wait) };
  });
}

/** Counts one hit on `key` in its window. */
export async function countInWindow(db: Db, key: string, windowSeconds: number, now: Date): Promise<WindowCount> {
  const [count] = await countInWindows(db, [key], windowSeconds, now);
  return count!;
}

/** The count so far of `key` in its window, this hit included. */
export async function countHit(db: Db, key: string, windowSeconds: number, now: Date): Promise<number> {
  return (await countInWindow(db, key, windowSeconds, now)).count;
}

/** The wait until every used-up window among `checks` has closed; undefined when none is used up. */
export function waitForLimits(checks: readonly { hit: WindowCount; limit: number }[]): number | undefined {
  const over = checks.filter(({ hit, limit }) => hit.count > limit);
  return over.length > 0 ? Math.max(...over.map(({ hit }) => hit.retryAfterSeconds)) : undefined;
}

/** 429 `RATE_LIMITED` with `Retry-After`, for any limit that has been used up. */
export function rateLimited(message: string, retryAfterSeconds: number): RetryLaterError {
  return new RetryLaterError(429, ErrorCode.RATE_LIMITED, message, retryAfterSeconds);
}

export interface Caller {
  deviceId: string;
  ip: string;
}

/** 429 `RATE_LIMITED` once the device or its address has used up the bucket's window. */
export async function enforceRateLimit(db: Db, bucket: RateLimitBucket, caller: Caller, limits: RateLimitConfig, now: Date): Promise<void> {
  const byDevice = await countInWindow(db, `${bucket}:device:${caller.deviceId}`, limits.windowSeconds, now);
  const byAddress = await countInWindow(db, `${bucket}:ip:${caller.ip}`, limits.windowSeconds, now);
  const wait = waitForLimits([
    { hit: byDevice, limit: limits.perDevice },
    { hit: byAddress, limit: limits.perAddress },
  ]);
  if (wait !== undefined) throw rateLimited('Too many attempts. Wait a minute and try again.', wait);
}
