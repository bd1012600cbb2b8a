import { createHash, sign, type KeyObject } from 'node:crypto';

const HOST = 'storage.googleapis.com';

export interface GcsSignedUrlRequest {
  method: 'GET' | 'PUT' | 'DELETE';
  bucket: string;
  object: string;
  /** Headers the holder of the URL must send as given (besides Host), e.g. Content-Type. */
  headers?: Record<string, string>;
  expiresInSeconds: number;
  now: Date;
  serviceAccountEmail: string;
  privateKey: KeyObject;
}

/** RFC 3986 percent-encoding, stricter than encodeURIComponent (which keeps !'()*). */
const encode = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * A V4 signed URL of the Cloud Storage XML API, signed with the service account's RSA key
 * (GOOG4-RSA-SHA256), as the official clients make them; there is no GCS SDK in this project.
 * https://cloud.google.com/storage/docs/access-control/signing-urls-manually
 */
export function gcsSignedUrl(request: GcsSignedUrlRequest): string {
  const timestamp = request.now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const datestamp = timestamp.slice(0, 8);
  const scope = `${datestamp}/auto/storage/goog4_request`;

  const headers = new Map<string, string>([['host', HOST]]);
  for (const [name, value] of Object.entries(request.headers ?? {})) {
    headers.set(name.toLowerCase(), value.trim().replace(/[ \t]+/g, ' '));
  }
  const headerNames = [...headers.keys()].sort();
  const signedHeaders = headerNames.join(';');
  const canonicalHeaders = headerNames.map((name) => `${name}:${headers.get(name)}\n`).join('');

  const query = [
    ['X-Goog-Algorithm', 'GOOG4-RSA-SHA256'],
    ['X-Goog-Credential', `${request.serviceAccountEmail}/${scope}`],
    ['X-Goog-Date', timestamp],
    ['X-Goog-Expires', String(request.expiresInSeconds)],
    ['X-Goog-SignedHeaders', signedHeaders],
  ]
    .map(([name = '', value = '']) => `${encode(name)}=${encode(value)}`)
    .sort()
    .join('&');

  const path = `/${request.bucket}/${request.object.split('/').map(encode).join('/')}`;
  const canonicalRequest = [request.method, path, query, canonicalHeaders, signedHeaders, 'UNSIGNED-PAYLOAD'].join('\n');
  const stringToSign = ['GOOG4-RSA-SHA256', timestamp, scope, sha256Hex(canonicalRequest)].join('\n');
  const signature = sign('sha256', Buffer.from(stringToSign), request.privateKey).toString('hex');
  return `https://${HOST}${path}?${query}&X-Goog-Signature=${signature}`;
}

/** Where a public-read bucket serves an object. */
export function gcsPublicUrl(bucket: string, object: string): string {
  return `https://${HOST}/${bucket}/${object.split('/').map(encode).join('/')}`;
}
