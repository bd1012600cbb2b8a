import type { HttpFailure } from '@/services/http';
import { formatDuration } from './money';

/** How long the API asked the caller to wait (429 RATE_LIMITED, 409 IDEMPOTENCY_IN_PROGRESS), if it said. */
export function retryAfterSeconds(answer: HttpFailure): number | undefined {
  const details = answer.details as { retry_after_seconds?: unknown } | undefined;
  const seconds = details?.retry_after_seconds;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
}

/** The wait in words of the language: whole minutes from a minute up, seconds below; a minute when the API did not say. */
export function retryWait(answer: HttpFailure, language: string): string {
  return formatDuration(retryAfterSeconds(answer) ?? 60, language);
}
