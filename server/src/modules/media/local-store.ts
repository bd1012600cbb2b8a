import { UPLOAD_KEY_PATTERN } from '@/contracts/upload';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { link, mkdir, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** `<32 hex>/<upload key>`: the random part keeps every upload's URL new, so it can be cached forever. */
export const MEDIA_OBJECT_PATTERN = new RegExp(`^[0-9a-f]{32}/${UPLOAD_KEY_PATTERN.source.slice(1)}`);

export const newObjectName = (key: string) => `${randomBytes(16).toString('hex')}/${key}`;

/**
 * The upload URLs' HMAC key, derived from the token secret so no new secret has to be managed,
 * and labelled so a signature of one kind can never pass for the other.
 */
export function uploadSigningKey(tokenSecret: string): Buffer {
  return createHmac('sha256', tokenSecret).update('starlit media upload url v1').digest();
}

function signature(key: Buffer, object: string, expires: number): string {
  return createHmac('sha256', key).update(`PUT\n/media/${object}\n${expires}`).digest('base64url');
}

/** A PUT URL for one object, good until `expires` (unix seconds). */
export function localUploadUrl(origin: string, key: Buffer, object: string, expires: number): string {
  const query = new URLSearchParams({ expires: String(expires), signature: signature(key, object, expires) });
  return `${origin}/media/${object}?${query.toString()}`;
}

/** Whether a PUT to `/media/<object>` carries this API's signature, still in time. */
export function isValidUpload(key: Buffer, object: string, query: Record<string, unknown>, nowSeconds: number): boolean {
  const { expires, signature: given } = query;
  if (typeof expires !== 'string' || typeof given !== 'string' || !/^\d{1,12}$/.test(expires)) return false;
  if (Number(expires) < nowSeconds || !MEDIA_OBJECT_PATTERN.test(object)) return false;
  const expected = Buffer.from(signature(key, object, Number(expires)));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * Writes the object once. The bytes go to a temporary file first and are linked into place,
 * so a reader never sees half a file and two PUTs with one URL cannot both win.
 */
export async function writeObjectOnce(dir: string, object: string, bytes: Buffer): Promise<'created' | 'exists'> {
  const target = join(dir, object);
  await mkdir(dirname(target), { recursive: true });
  const temporary = `${target}.${randomBytes(6).toString('hex')}.partial`;
  await writeFile(temporary, bytes, { flag: 'wx' });
  try {
    await link(temporary, target);
    return 'created';
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return 'exists';
    throw error;
  } finally {
    await unlink(temporary);
  }
}

/** The stored object and its size, or undefined when there is none. */
export async function readObject(dir: string, object: string): Promise<{ stream: ReadStream; size: number } | undefined> {
  const path = join(dir, object);
  try {
    const info = await stat(path);
    if (!info.isFile()) return undefined;
    return { stream: createReadStream(path), size: info.size };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Removes an object; one that is already gone is fine. */
export async function removeObject(dir: string, object: string): Promise<void> {
  if (!MEDIA_OBJECT_PATTERN.test(object)) return;
  try {
    await unlink(join(dir, object));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}
