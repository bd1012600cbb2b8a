import { z } from 'zod';
import { safeString } from './safe-string';
import { defineEndpoint } from './endpoint';
import { dataEnvelope } from './envelope';

/** The largest file an upload URL accepts (5 MB). */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/**
 * Cloud Storage's header bounding the size of an upload. Signed into every Cloud Storage upload
 * URL (`X-Goog-SignedHeaders` names it), so the browser sends it with this value.
 */
export const GCS_LENGTH_RANGE_HEADER = 'x-goog-content-length-range';
export const GCS_LENGTH_RANGE = `0,${UPLOAD_MAX_BYTES}`;

/** The image types an upload URL accepts, by the key's file extension. */
export const UPLOAD_CONTENT_TYPES = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
} as const;
export type UploadExtension = keyof typeof UPLOAD_CONTENT_TYPES;
export type UploadContentType = (typeof UPLOAD_CONTENT_TYPES)[UploadExtension];

/**
 * What is uploaded, as a relative path: one to three lowercase segments, the last ending in an
 * image extension (`channel/avatar.png`, `channel/banner.webp`). The extension fixes the
 * Content-Type the PUT must carry.
 */
export const UPLOAD_KEY_PATTERN = /^[a-z0-9][a-z0-9_-]{0,39}(?:\/[a-z0-9][a-z0-9_-]{0,39}){0,2}\.(?:jpe?g|png|webp|gif)$/;

export const uploadKey = safeString()
  .max(130)
  .regex(UPLOAD_KEY_PATTERN, 'Name an image: e.g. channel/avatar.png (jpg, jpeg, png, webp or gif).');

/** The Content-Type a PUT of `key` must carry. */
export function uploadContentType(key: string): UploadContentType | undefined {
  const extension = key.slice(key.lastIndexOf('.') + 1);
  return Object.hasOwn(UPLOAD_CONTENT_TYPES, extension) ? UPLOAD_CONTENT_TYPES[extension as UploadExtension] : undefined;
}

/**
 * `upload_url`: PUT the file there, with the Content-Type of the key's extension and no other
 * credentials (it is signed and expires; the API's local store or Google Cloud Storage).
 * `serve_url`: where the file is public afterwards; store it as an avatar or banner URL.
 */
export const uploadUrls = z.object({
  upload_url: z.string(),
  serve_url: z.string(),
});
export type UploadUrls = z.infer<typeof uploadUrls>;

/**
 * Machine codes of the PUT to a local `upload_url` (the API as object store); all in the
 * error envelope. Cloud Storage answers in its own XML format instead.
 */
export const UploadErrorCode = {
  /** 403: the URL's signature is wrong or it has expired; ask for a new one. */
  UPLOAD_URL_INVALID: 'UPLOAD_URL_INVALID',
  /** 409: something was already uploaded with this URL; ask for a new one. */
  UPLOAD_EXISTS: 'UPLOAD_EXISTS',
} as const;

export const generateUploadUrlEndpoint = defineEndpoint({
  id: 'generateUploadUrl',
  method: 'POST',
  path: '/core/v3/upload/generate-gcs-upload-url/',
  summary: 'A signed, expiring PUT URL for one image, and the URL it is served at afterwards',
  tags: ['upload'],
  auth: 'bearer',
  query: z.object({ key: uploadKey }),
  responses: { 200: dataEnvelope(uploadUrls) },
});

export const uploadEndpoints = [generateUploadUrlEndpoint] as const;
