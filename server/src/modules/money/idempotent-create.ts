import { PaymentErrorCode } from '@/contracts/payments';
import { setTimeout as delay } from 'node:timers/promises';
import { ApiError } from '../../http/errors';
import { RetryLaterError } from '../retry-later';

/** Seconds a caller waits before asking again about a request that is still being processed. */
export const IN_PROGRESS_RETRY_SECONDS = 1;
/** How long a request waits for the first one with its key before answering IDEMPOTENCY_IN_PROGRESS. */
export const IN_PROGRESS_WAIT_MS = 2000;
const IN_PROGRESS_POLL_MS = 50;

/**
 * A money-moving create keyed by the caller's Idempotency-Key (DESIGN.md §4, §6): the row it
 * writes is the stored answer, found again by the key.
 */
export interface IdempotentCreate<Row extends { requestHash: string }, Result> {
  /** What identifies the request's body; another body under the same key is 409. */
  requestHash: string;
  /** The row an earlier request with this key wrote, if any. */
  find: () => Promise<Row | undefined>;
  /** What `find` answered when the caller already looked (beside its other reads); looked up here otherwise. */
  lookedUp?: Row | undefined;
  /** Writes the row; undefined when another request with the same key wrote it first. */
  create: () => Promise<Row | undefined>;
  /** What the first request answers with its fresh row (e.g. after asking the provider). */
  complete: (row: Row) => Promise<Result>;
  /** The stored answer of a finished row, for a request with the same key and body. */
  replay: (row: Row) => Promise<Result>;
  /**
   * For creates that call out after writing the row: whether a row still waits for that call,
   * and `claim`, which takes such a row over once its request is presumed dead (undefined while
   * it may still be running). A claimed row is completed by the claiming request.
   */
  unfinished?: {
    is: (row: Row) => boolean;
    claim: (row: Row) => Promise<Row | undefined>;
  };
}

export const inProgress = () =>
  new RetryLaterError(
    409,
    PaymentErrorCode.IDEMPOTENCY_IN_PROGRESS,
    'A request with this Idempotency-Key is still being processed; ask again shortly.',
    IN_PROGRESS_RETRY_SECONDS,
  );

/**
 * The one way checkout and gifts create: the same key and body answer the first result, another
 * body 409 IDEMPOTENCY_CONFLICT. While the first request still waits on its outside call, the
 * others wait a moment for its answer, then answer 409 IDEMPOTENCY_IN_PROGRESS; they never act on
 * a half-made row unless it has been abandoned (`unfinished.claim`).
 */
export async function idempotentCreate<Row extends { requestHash: string }, Result>(op: IdempotentCreate<Row, Result>): Promise<Result> {
  let row = 'lookedUp' in op ? op.lookedUp : await op.find();
  if (!row) {
    const created = await op.create();
    if (created) return op.complete(created);
    row = await op.find();
    // The row that won the race is committed before our insert gives up, so it is there.
    if (!row) throw new Error('idempotent create: the winning row is missing');
  }
  if (row.requestHash !== op.requestHash) {
    throw new ApiError(409, PaymentErrorCode.IDEMPOTENCY_CONFLICT, 'This Idempotency-Key was already used with another request.');
  }
  const { unfinished } = op;
  if (!unfinished?.is(row)) return op.replay(row);
  // Usually the first request finishes within moments: wait for its answer rather than refuse.
  const deadline = Date.now() + IN_PROGRESS_WAIT_MS;
  for (;;) {
    const claimed = await unfinished.claim(row);
    if (claimed) return op.complete(claimed);
    const latest = await op.find();
    if (latest && !unfinished.is(latest)) return op.replay(latest);
    if (Date.now() >= deadline) throw inProgress();
    await delay(IN_PROGRESS_POLL_MS);
  }
}
