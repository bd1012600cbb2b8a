import { createPrivateKey, type KeyObject } from 'node:crypto';
import { z } from 'zod';
import { StartupError } from '../../startup-error';

/** Google Cloud Storage: uploads go straight to the bucket with V4 signed URLs. */
export interface GcsConfig {
  bucket: string;
  serviceAccountEmail: string;
  privateKey: KeyObject;
}

export interface MediaConfig {
  /** Where the API keeps uploads when it is the object store itself. */
  dir: string;
  uploadUrlTtlSeconds: number;
  /** The API's origin as browsers reach it; unset: taken from each request. */
  publicOrigin: string | undefined;
  /** Set only outside the sandbox with a bucket configured; otherwise the API stores uploads. */
  gcs: GcsConfig | undefined;
}

const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema);

const envSchema = z.object({
  MEDIA_DIR: optional(z.string().default('.data/media')),
  // GCS accepts at most 7 days; a short life limits what a leaked URL is worth.
  UPLOAD_URL_TTL_SECONDS: optional(z.coerce.number().int().min(60).max(604_800).default(600)),
  API_PUBLIC_ORIGIN: optional(
    z
      .url({ protocol: /^https?$/ })
      .transform((url) => new URL(url).origin)
      .optional(),
  ),
  GCS_BUCKET: optional(
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9._-]{1,220}[a-z0-9]$/)
      .optional(),
  ),
  GCS_SERVICE_ACCOUNT_EMAIL: optional(z.email().optional()),
  GCS_PRIVATE_KEY: optional(z.string().optional()),
});

function readPrivateKey(pem: string): KeyObject {
  try {
    // Environment files usually carry the service account's PEM with `\n` escapes.
    return createPrivateKey(pem.replace(/\\n/g, '\n'));
  } catch {
    throw new StartupError("GCS_PRIVATE_KEY is not a PEM private key (the service account key's private_key).");
  }
}

export function loadMediaConfig(env: Record<string, string | undefined>, opts: { sandbox: boolean }): MediaConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new StartupError(`Invalid media configuration: ${problems.join('; ')}`);
  }
  const values = parsed.data;
  let gcs: GcsConfig | undefined;
  if (values.GCS_BUCKET && !opts.sandbox) {
    if (!values.GCS_SERVICE_ACCOUNT_EMAIL || !values.GCS_PRIVATE_KEY) {
      throw new StartupError('GCS_BUCKET is set: GCS_SERVICE_ACCOUNT_EMAIL and GCS_PRIVATE_KEY are needed to sign uploads.');
    }
    gcs = {
      bucket: values.GCS_BUCKET,
      serviceAccountEmail: values.GCS_SERVICE_ACCOUNT_EMAIL,
      privateKey: readPrivateKey(values.GCS_PRIVATE_KEY),
    };
  }
  return {
    dir: values.MEDIA_DIR,
    uploadUrlTtlSeconds: values.UPLOAD_URL_TTL_SECONDS,
    publicOrigin: values.API_PUBLIC_ORIGIN,
    gcs,
  };
}
