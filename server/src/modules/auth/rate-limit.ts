import { ErrorCode } from '@/contracts/envelope';
import { sql } from 'drizzle-orm';
import type { RateLimitConfig } from '../../config';
import type { Db } from '../../db/open';
import { RetryLaterError } from '../retry-later';

export type RateLimitBucket = 'connect' | 'refresh' | 'device-links' | 'turnstile' | 'contact';

export interface WindowCount {
  count: number;
  /** Seconds until the window that holds this hit closes. */
  retryAfterSeconds: number;
}

/**
 * Counts one hit on each of `keys` in a fixed window, in one statement (the database's
 * `starlit_hit_limits`, migration 0013), so concurrent API processes on PostgreSQL never lose a hit.
 */
export async function countInWindows(db: Db, keys: readonly string[], windowSeconds: number, now: Date): Promise<WindowCount[]> {
  const limits = JSON.stringify(keys.map((key) => ({ key })));
  const result = (await db.execute(
    sql`select key, count, retry_after from starlit_hit_limits(${limits}::jsonb, ${windowSeconds}::integer, ${now.toISOString()}::timestamptz)`,
  )) as unknown as { rows: { key: string; count: number; retry_after: number }[] };
  const byKey = new Map(result.rows.map((row) => [row.key, row]));
  return keys.map((key) => {
    const row = byKey.get(key);
    return { count: Number(row?.count ?? 1), retryAfterSeconds: Number(row?.retry_after ?? windowSeconds) };
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
