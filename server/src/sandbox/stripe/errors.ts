/** Stripe's error body: `{ error: { type, code, message, … } }` with its HTTP status. */
export class StripeSandboxError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown> & { type: string; message: string },
  ) {
    super(body.message);
  }
}

export const invalidRequest = (message: string, param?: string) =>
  new StripeSandboxError(400, { type: 'invalid_request_error', message, ...(param && { param }) });

export const missing = (kind: string, id: string) =>
  new StripeSandboxError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${kind}: '${id}'`,
  });

/** Fields the stand-in keeps for itself (`_behaviour`, `_processing_until`) never leave it. */
export function publicView<T extends Record<string, unknown>>(object: T): T {
  return Object.fromEntries(Object.entries(object).filter(([key]) => !key.startsWith('_'))) as T;
}
