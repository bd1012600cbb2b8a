import type { Clock } from '../module';

/**
 * `from` plus `months` calendar months in UTC, the day clamped at the target month's last day
 * (Jan 31 + 1 → Feb 28 or 29); the time of day is kept.
 */
export function addMonths(from: Date, months: number): Date {
  const year = from.getUTCFullYear();
  const month = from.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(from.getUTCDate(), lastDay),
      from.getUTCHours(),
      from.getUTCMinutes(),
      from.getUTCSeconds(),
      from.getUTCMilliseconds(),
    ),
  );
}

/** Where a membership's periods are counted from: the join (or the resume after a lapse). */
export interface Anchor {
  anchorAt: Date;
  anchorPeriod: number;
}

/**
 * Period `n` (n ≥ anchorPeriod): from anchor + k months to anchor + k + 1 months, k = n −
 * anchorPeriod. Always counted from the anchor, never from the previous end, so a clamped
 * February does not pull every later period to the 28th: Jan 31 → Feb 28 → Mar 31 → Apr 30.
 */
export function periodOf(anchor: Anchor, n: number): { start: Date; end: Date } {
  const k = n - anchor.anchorPeriod;
  return { start: addMonths(anchor.anchorAt, k), end: addMonths(anchor.anchorAt, k + 1) };
}

/**
 * The renewal job's clock: the API's clock plus an offset that only the sandbox control moves,
 * so end-to-end tests can watch a month pass. Every membership decision reads this one.
 */
export interface MembershipClock {
  now: Clock;
  advance(ms: number): Date;
}

export function createMembershipClock(base: Clock): MembershipClock {
  let offsetMs = 0;
  const now = () => new Date(base().getTime() + offsetMs);
  return {
    now,
    advance(ms) {
      offsetMs += ms;
      return now();
    },
  };
}
