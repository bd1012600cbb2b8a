import { ErrorCode } from '@/contracts/envelope';
import type { FastifyRequest } from 'fastify';
import { ApiError } from './errors';

/** The charsets whose bytes the JSON parser reads correctly (it decodes UTF-8 only). */
const READABLE = new Set(['utf-8', 'utf8']);

/** Bodies read as text; uploads (images) are bytes, whatever charset their client names. */
const isTextual = (mediaType: string) =>
  mediaType === 'application/json' ||
  mediaType.endsWith('+json') ||
  mediaType.startsWith('text/') ||
  mediaType === 'application/x-www-form-urlencoded';

/**
 * Text bodies are read as UTF-8 whatever their Content-Type says; a body declared in another charset
 * (`application/json; charset=utf-16`) would be misread, so it is refused before parsing.
 */
export async function charsetCheck(request: FastifyRequest): Promise<void> {
  const header = request.headers['content-type'];
  if (typeof header !== 'string' || !isTextual(header.split(';')[0]?.trim().toLowerCase() ?? '')) return;
  const match = /;\s*charset\s*=\s*("?)([^";\s]*)\1/i.exec(header);
  if (!match) return;
  const charset = (match[2] ?? '').toLowerCase();
  if (!READABLE.has(charset)) {
    throw new ApiError(415, ErrorCode.UNSUPPORTED_MEDIA_TYPE, `Send the body as UTF-8, not ${charset || 'an empty charset'}.`);
  }
}
