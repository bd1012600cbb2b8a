import { ErrorCode } from '@/contracts/envelope';
import { GCS_LENGTH_RANGE, GCS_LENGTH_RANGE_HEADER, uploadContentType, type UploadUrls } from '@/contracts/upload';
import type { Config } from '../../config';
import { ApiError } from '../../http/errors';
import { gcsPublicUrl, gcsSignedUrl } from './gcs-signer';
import { localUploadUrl, newObjectName, uploadSigningKey } from './local-store';

export interface UploadTarget {
  key: string;
  /** The API's origin as the caller reached it; the local store's URLs point there. */
  requestOrigin: string;
  now: Date;
}

/** Hands out upload URLs: Cloud Storage when a bucket is configured, else the API's `/media`. */
export type MediaStore = (target: UploadTarget) => UploadUrls & { object: string };

export function createMediaStore(config: Config): MediaStore {
  const { media } = config;
  const ttl = media.uploadUrlTtlSeconds;
  const { gcs } = media;
  if (gcs) {
    return ({ key, now }) => {
      const object = newObjectName(key);
      const contentType = uploadContentType(key);
      return {
        // Content-Type is a signed header: Cloud Storage refuses a PUT of another type.
        upload_url: gcsSignedUrl({
          method: 'PUT',
          bucket: gcs.bucket,
          object,
          // Signed too: Cloud Storage refuses a body outside this range, so a URL cannot carry more.
          headers: { ...(contentType && { 'content-type': contentType }), [GCS_LENGTH_RANGE_HEADER]: GCS_LENGTH_RANGE },
          expiresInSeconds: ttl,
          now,
          serviceAccountEmail: gcs.serviceAccountEmail,
          privateKey: gcs.privateKey,
        }),
        serve_url: gcsPublicUrl(gcs.bucket, object),
        object,
      };
    };
  }
  const signingKey = uploadSigningKey(config.tokenSecret);
  return ({ key, requestOrigin, now }) => {
    const object = newObjectName(key);
    // Outside the sandbox a Host header (which any caller writes) must never name the URLs.
    const origin = media.publicOrigin ?? (config.sandbox ? requestOrigin : undefined);
    if (!origin) {
      throw new ApiError(503, ErrorCode.SERVICE_UNAVAILABLE, 'Uploads are not configured (API_PUBLIC_ORIGIN).');
    }
    const expires = Math.floor(now.getTime() / 1000) + ttl;
    return {
      upload_url: localUploadUrl(origin, signingKey, object, expires),
      serve_url: `${origin}/media/${object}`,
      object,
    };
  };
}
