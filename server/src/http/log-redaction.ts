interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: string;
  query?: string;
  constraint?: string;
  table?: string;
  column?: string;
  cause?: SerializedError;
}

/** drizzle appends the statement's parameters to its message; they can hold tokens and secrets. */
const redactParams = (text: string) => text.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, '\nparams: [redacted]');

/** PostgreSQL quotes the offending value in its messages (`invalid input syntax …: "value"`). */
const redactQuoted = (text: string) => text.replace(/"(?:[^"\n]|"")*"/g, '"[redacted]"');

const SQLSTATE = /^[0-9A-Z]{5}$/;

const field = (name: string, value: unknown) => (typeof value === 'string' ? { [name]: value } : {});

/**
 * The error serializer of every log line: type, message, stack, SQLSTATE and the SQL text, but
 * never the SQL parameters, nor values the database quotes back (its messages and `detail`).
 * Constraint, table and column names stay, as fields of their own.
 */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: redactQuoted(redactParams(String(error))), stack: '' };
  const details = error as Error & Record<string, unknown>;
  const fromDatabase = typeof details.code === 'string' && SQLSTATE.test(details.code);
  const clean = (text: string) => (fromDatabase ? redactQuoted(redactParams(text)) : redactParams(text));
  return {
    type: error.name,
    message: clean(error.message),
    stack: clean(error.stack ?? ''),
    ...field('code', details.code),
    ...field('query', details.query),
    ...(fromDatabase && {
      ...field('constraint', details.constraint),
      ...field('table', details.table),
      ...field('column', details.column),
    }),
    ...(details.cause !== undefined && depth < 4 && { cause: serializeError(details.cause, depth + 1) }),
  };
}
