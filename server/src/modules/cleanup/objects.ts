import type { Config } from '../../config';
import { gcsSignedUrl } from '../media/gcs-signer';
import { removeObject } from '../media/local-store';

/** Deletes one uploaded object from wherever uploads are kept. */
export type ObjectRemover = (object: string, now: Date) => Promise<void>;

export function createObjectRemover(config: Config, fetcher: typeof fetch = fetch): ObjectRemover {
  const { gcs, dir } = config.media;
  if (!gcs) return (object) => removeObject(dir, object);
  return async (object, now) => {
    const url = gcsSignedUrl({
      method: 'DELETE',
      bucket: gcs.bucket,
      object,
      expiresInSeconds: 60,
      now,
      serviceAccountEmail: gcs.serviceAccountEmail,
      privateKey: gcs.privateKey,
    });
    const response = await fetcher(url, { method: 'DELETE' });
    // 404: removed already (an earlier round, or by hand).
    if (!response.ok && response.status !== 404) throw new Error(`Cloud Storage answered ${response.status} to a DELETE`);
  };
}
