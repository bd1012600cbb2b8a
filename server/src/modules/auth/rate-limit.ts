import { ErrorCode } from '@/contracts/envelope';
import { sql } from 'drizzle-orm';
import type { RateLimitConfig } from '../../config';
import type { Db } from '../../db/open';
import { rateLimits } from '../../db/schema';
import { ApiError } from '../../http/errors';

export type RateLimitBucket = 'connect' | 'refresh' | 'device-links' | 'turnstile' | 'contact';

/**
 * Counts one hit on `key` in a fixed window and returns the count so far. One statement, so
 * concurrent API processes on PostgreSQL never lose a hit.
 */
export async function countHit(db: Db, key: string, windowSeconds: number, now: Date): Promise<number> {
  const windowOpen = new Date(now.getTime() - windowSeconds * 1000);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} <= ${windowOpen} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${rateLimits.windowStart} <= ${windowOpen} then ${now} else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count });
  return row?.count ?? 1;
}

export interface Caller {
  deviceId: string;
  ip: string;
}

/** 429 `RATE_LIMITED` once the device or its address has used up the bucket's window. */
export async function enforceRateLimit(db: Db, bucket: RateLimitBucket, caller: Caller, limits: RateLimitConfig, now: Date): Promise<void> {
  const byDevice = await countHit(db, `${bucket}:device:${caller.deviceId}`, limits.windowSeconds, now);
  const byAddress = await countHit(db, `${bucket}:ip:${caller.ip}`, limits.windowSeconds, now);
  if (byDevice > limits.perDevice || byAddress > limits.perAddress) {
    throw new ApiError(429, ErrorCode.RATE_LIMITED, 'Too many attempts. Wait a minute and try again.', {
      retry_after_seconds: limits.windowSeconds,
    });
  }
}
