/**
 * SQLSTATEs of text the database cannot store: `22021` invalid byte sequence (a NUL byte),
 * `22P05` untranslatable character. Input validation refuses such text first; reaching the
 * database with it is still the caller's input, not our failure, so it answers 400.
 */
const ENCODING_ERRORS = new Set(['22021', '22P05']);

/** `error` and the errors it wraps (drizzle wraps the driver's), outermost first. */
function* causes(error: unknown): Generator<{ code?: unknown; message?: unknown }> {
  for (let cause: unknown = error, depth = 0; cause && depth < 5; cause = (cause as { cause?: unknown }).cause, depth++) {
    yield cause as { code?: unknown; message?: unknown };
  }
}

const hasCode = (error: unknown, codes: ReadonlySet<string>) =>
  [...causes(error)].some(({ code }) => typeof code === 'string' && codes.has(code));

/** Whether `error`, or an error it wraps, carries SQLSTATE `code` (e.g. one a database function raises). */
export const hasDatabaseCode = (error: unknown, code: string) => hasCode(error, new Set([code]));

/** Whether `error`, or an error it wraps, is one of those. */
export const isDatabaseEncodingError = (error: unknown) => hasCode(error, ENCODING_ERRORS);

/**
 * `40001` serialization failure, `40P01` deadlock: the database gave up one of two colliding
 * transactions, which succeeds when run again.
 */
const TRANSIENT_CONFLICTS = new Set(['40001', '40P01']);
export const isTransientConflict = (error: unknown) => hasCode(error, TRANSIENT_CONFLICTS);

/** `53300` too many connections, `57P03` starting up or shutting down, `53400` a configured limit. */
const OVERLOAD_STATES = new Set(['53300', '57P03', '53400']);
/** What node-postgres says when no connection could be had in `connectionTimeoutMillis`. */
const POOL_TIMEOUTS = ['timeout exceeded when trying to connect', 'Connection terminated due to connection timeout'];

/**
 * Whether the database could not take this request now (every pooled connection busy past the
 * wait, no connection slots, a conflict that kept recurring): a 503 with Retry-After, not a bug.
 */
export function isDatabaseOverload(error: unknown): boolean {
  if (hasCode(error, OVERLOAD_STATES) || isTransientConflict(error)) return true;
  return [...causes(error)].some(({ message }) => typeof message === 'string' && POOL_TIMEOUTS.some((text) => message.includes(text)));
}
