/**
 * SQLSTATEs of text the database cannot store: `22021` invalid byte sequence (a NUL byte),
 * `22P05` untranslatable character. Input validation refuses such text first; reaching the
 * database with it is still the caller's input, not our failure, so it answers 400.
 */
const ENCODING_ERRORS = new Set(['22021', '22P05']);

/** Whether `error`, or an error it wraps (drizzle wraps the driver's), is one of those. */
export function isDatabaseEncodingError(error: unknown): boolean {
  for (let cause: unknown = error, depth = 0; cause && depth < 5; cause = (cause as { cause?: unknown }).cause, depth++) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && ENCODING_ERRORS.has(code)) return true;
  }
  return false;
}
