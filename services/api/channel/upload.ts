import {
  GCS_LENGTH_RANGE,
  GCS_LENGTH_RANGE_HEADER,
  generateUploadUrlEndpoint,
  UPLOAD_CONTENT_TYPES,
  type UploadExtension,
} from '@/contracts/upload';
import { callEndpoint } from '@/services/api/endpoint-call';
import { HttpErrorCode, type HttpClient, type HttpResult } from '@/services/http';
import { failure } from '@/services/http/result';

export const generateUploadUrl = (key: string, client?: HttpClient) => callEndpoint(generateUploadUrlEndpoint, { query: { key }, client });

/** The upload key's extension for a file's type; undefined for a type the store refuses. */
export function uploadExtension(contentType: string): UploadExtension | undefined {
  const match = Object.entries(UPLOAD_CONTENT_TYPES).find(([, type]) => type === contentType);
  return match?.[0] as UploadExtension | undefined;
}

/** A Cloud Storage URL that signed the size range refuses a PUT without that header. */
function signsLengthRange(url: string): boolean {
  const signed = new URL(url).searchParams.get('X-Goog-SignedHeaders') ?? '';
  return signed.split(';').includes(GCS_LENGTH_RANGE_HEADER);
}

/** Fraction of the body sent so far, 0 to 1. */
export type UploadProgress = (fraction: number) => void;

/**
 * PUTs a file to a signed upload URL. Not through the API client: the URL is on the API host
 * (offline) yet is its own credential, so it must go out without the bearer and without the
 * `verify` signature the client adds to every API request (an extra query parameter would also
 * alter a signed Cloud Storage URL). XMLHttpRequest, because fetch reports no upload progress.
 */
export function putFile(url: string, file: Blob, contentType: string, onProgress?: UploadProgress): Promise<HttpResult<null>> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('PUT', url);
    request.setRequestHeader('Content-Type', contentType);
    if (signsLengthRange(url)) request.setRequestHeader(GCS_LENGTH_RANGE_HEADER, GCS_LENGTH_RANGE);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress?.(1);
        resolve({ ok: true, status: request.status, data: null });
        return;
      }
      resolve(failure(request.status, HttpErrorCode.HTTP_ERROR, `The upload failed with status ${request.status}`));
    });
    request.addEventListener('error', () => resolve(failure(0, HttpErrorCode.NETWORK_ERROR, 'The upload could not be sent')));
    request.addEventListener('abort', () => resolve(failure(0, HttpErrorCode.CANCELED, 'The upload was canceled')));
    request.send(file);
  });
}

/**
 * Asks for an upload URL under `channel/`, PUTs the file there and answers the URL it is served
 * at, or '' when any step fails (the caller shows one message for all). Each upload gets a key of
 * its own: served files are cached for long, so a new picture must never reuse an old address.
 */
export async function uploadImage(file: File, name: string, onProgress?: UploadProgress, client?: HttpClient): Promise<string> {
  const extension = uploadExtension(file.type);
  if (!extension) return '';
  const urls = await generateUploadUrl(`channel/${name}-${Date.now().toString(36)}.${extension}`, client);
  if (!urls.ok) return '';
  const sent = await putFile(urls.data.data.upload_url, file, UPLOAD_CONTENT_TYPES[extension], onProgress);
  return sent.ok ? urls.data.data.serve_url : '';
}
