import type { z } from 'zod/mini';
import { DEFAULT_THIRD_PARTY_CONFIG, DEFAULT_WEB_CONFIG } from '@/contracts/remote-config-defaults';
import { remoteConfigSchemas, type RemoteConfigKey, type ThirdPartyConfig, type WebConfig } from '@/contracts/remote-config';

export interface RemoteConfigDocuments {
  webConfig: WebConfig;
  thirdPartyConfig: ThirdPartyConfig;
}

/** The raw parameter values as fetched: JSON text, or '' when the parameter is not set. */
export type RemoteConfigValues = Partial<Record<RemoteConfigKey, string>>;

export type RemoteConfigLog = (message: string, detail?: unknown) => void;

function parseDocument<T>(key: RemoteConfigKey, schema: z.ZodMiniType<T>, text: string | undefined, fallback: T, log: RemoteConfigLog): T {
  if (!text) return fallback;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    log(`Remote config ${key} is not JSON; the built-in defaults stand.`);
    return fallback;
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    log(`Remote config ${key} does not match its schema; the built-in defaults stand.`, parsed.error.issues);
    return fallback;
  }
  return parsed.data;
}

/**
 * Each document is taken whole or not at all: a half-valid sampling table could switch monitoring
 * on for people it was meant to leave alone. An unset parameter is no error, just the default.
 */
export function parseRemoteConfig(values: RemoteConfigValues, log: RemoteConfigLog = console.error): RemoteConfigDocuments {
  return {
    webConfig: parseDocument('WEB_CONFIG', remoteConfigSchemas.WEB_CONFIG, values.WEB_CONFIG, DEFAULT_WEB_CONFIG, log),
    thirdPartyConfig: parseDocument(
      'THIRD_PARTY_CONFIG',
      remoteConfigSchemas.THIRD_PARTY_CONFIG,
      values.THIRD_PARTY_CONFIG,
      DEFAULT_THIRD_PARTY_CONFIG,
      log,
    ),
  };
}
