import { ErrorCode } from '@/contracts/envelope';
import type { FastifyRequest } from 'fastify';
import { Transform, type TransformCallback } from 'node:stream';
import { ApiError, RequestValidationError } from './errors';

/** The charsets whose bytes the JSON parser reads correctly (it decodes UTF-8 only). */
const READABLE = new Set(['utf-8', 'utf8']);

/** Bodies read as text; uploads (images) are bytes, whatever charset their client names. */
const isTextual = (mediaType: string) =>
  mediaType === 'application/json' ||
  mediaType.endsWith('+json') ||
  mediaType.startsWith('text/') ||
  mediaType === 'application/x-www-form-urlencoded';

function textualContentType(request: FastifyRequest): string | undefined {
  const header = request.headers['content-type'];
  if (typeof header !== 'string' || !isTextual(header.split(';')[0]?.trim().toLowerCase() ?? '')) return undefined;
  return header;
}

/**
 * Text bodies are read as UTF-8 whatever their Content-Type says; a body declared in another charset
 * (`application/json; charset=utf-16`) would be misread, so it is refused before parsing.
 */
export async function charsetCheck(request: FastifyRequest): Promise<void> {
  const header = textualContentType(request);
  if (!header) return;
  const match = /;\s*charset\s*=\s*("?)([^";\s]*)\1/i.exec(header);
  if (!match) return;
  const charset = (match[2] ?? '').toLowerCase();
  if (!READABLE.has(charset)) {
    throw new ApiError(415, ErrorCode.UNSUPPORTED_MEDIA_TYPE, `Send the body as UTF-8, not ${charset || 'an empty charset'}.`);
  }
}

export const INVALID_UTF8_MESSAGE = 'The body is not valid UTF-8.';

const FORM = 'application/x-www-form-urlencoded';
/** Past this a form is refused by its parser's body limit anyway; the guard stops keeping its text. */
const FORM_TEXT_LIMIT = 1_048_576;

/**
 * Passes a text body through unchanged while a fatal decoder checks it, chunk by chunk: the
 * parsers after it (JSON, forms, in every module) decode leniently, which would store each
 * invalid byte as U+FFFD, silently changed. A form's fields are percent-encoded UTF-8, so their
 * escapes are checked too.
 */
class Utf8Guard extends Transform {
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });
  private form: string | undefined;

  constructor(isForm: boolean) {
    super();
    if (isForm) this.form = '';
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    try {
      const text = this.decoder.decode(chunk, { stream: true });
      if (this.form !== undefined) this.form = this.form.length > FORM_TEXT_LIMIT ? '' : this.form + text;
      callback(null, chunk);
    } catch {
      callback(invalidBody());
    }
  }

  override _flush(callback: TransformCallback): void {
    try {
      // Throws when the body ended inside a multi-byte sequence.
      const text = this.decoder.decode();
      const form = this.form === undefined ? '' : this.form + text;
      callback(form.split('&').every(decodesAsUtf8) ? null : invalidBody());
    } catch {
      callback(invalidBody());
    }
  }
}

const invalidBody = () => new RequestValidationError([{ path: [], message: INVALID_UTF8_MESSAGE }], 'body');

/** Whether a URL-encoded `text` decodes to UTF-8 (`decodeURIComponent` is strict about it). */
export function decodesAsUtf8(text: string): boolean {
  try {
    decodeURIComponent(text.replaceAll('+', ' '));
    return true;
  } catch {
    return false;
  }
}

/**
 * `preParsing` hook: JSON and form bodies that are not valid UTF-8 are a 400 before any parser
 * reads them. Other text types only reach byte parsers (the API parses no `text/plain`; the
 * monitoring stand-ins take SDK batches, gzip included, labelled so), which read bytes as bytes.
 */
export async function utf8Check(request: FastifyRequest, _reply: unknown, payload: NodeJS.ReadableStream) {
  const mediaType = textualContentType(request)?.split(';')[0]?.trim().toLowerCase();
  if (!mediaType || mediaType.startsWith('text/')) return payload;
  const guard = new Utf8Guard(mediaType === FORM);
  // Fastify compares the bytes it reads with Content-Length; they are the same bytes.
  payload.on('error', (error) => guard.destroy(error));
  return payload.pipe(guard);
}
