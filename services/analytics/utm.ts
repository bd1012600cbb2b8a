import { z } from 'zod';
import type { KeyValueStore } from '@/services/storage/local-store';

/** Marketing parameters tracked from the URL (spec §3). */
export const UTM_PARAMETERS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_id', 'utm_creator', 'utm_sharer'] as const;
export type UtmParameter = (typeof UTM_PARAMETERS)[number];

export type UtmValues = Partial<Record<UtmParameter, string>>;
export type InitialUtmValues = Partial<Record<`initial_${UtmParameter}`, string>>;

export interface Attribution {
  /** The latest referral visit's parameters. */
  current: UtmValues;
  /** The first value ever seen of each parameter on this device, never overwritten. */
  initial: InitialUtmValues;
}

export const UtmStorageKey = { current: 'utm_params', initial: 'initial_utm_params' } as const;
/** A referral visit counts for a sign-up within this long; the first touch is kept for good. */
export const UTM_CURRENT_TTL_SECONDS = 30 * 24 * 3600;
const MAX_VALUE_LENGTH = 200;

const values = z.record(z.string(), z.string());

/** The utm parameters of a query string; empty values are no value. */
export function utmFromSearch(search: string): UtmValues {
  const params = new URLSearchParams(search);
  const found: UtmValues = {};
  for (const name of UTM_PARAMETERS) {
    const value = params.get(name)?.trim();
    if (value) found[name] = value.slice(0, MAX_VALUE_LENGTH);
  }
  return found;
}

export function hasUtm(values: UtmValues | InitialUtmValues): boolean {
  return Object.keys(values).length > 0;
}

function pick<K extends string>(stored: Record<string, string> | null, keys: readonly K[]): Partial<Record<K, string>> {
  const picked: Partial<Record<K, string>> = {};
  for (const key of keys) {
    const value = stored?.[key];
    if (value) picked[key] = value;
  }
  return picked;
}

const INITIAL_KEYS = UTM_PARAMETERS.map((name) => `initial_${name}` as const);

export function storedAttribution(store: KeyValueStore): Attribution {
  return {
    current: pick(store.read(UtmStorageKey.current, values), UTM_PARAMETERS),
    initial: pick(store.read(UtmStorageKey.initial, values), INITIAL_KEYS),
  };
}

/**
 * Records a visit's utm parameters: they replace the latest visit's, and each one seen for the
 * first time becomes its `initial_` variant. A visit without any leaves everything as it was.
 */
export function captureUtm(search: string, store: KeyValueStore): Attribution & { fromThisVisit: UtmValues } {
  const fromThisVisit = utmFromSearch(search);
  if (!hasUtm(fromThisVisit)) return { ...storedAttribution(store), fromThisVisit };
  store.write(UtmStorageKey.current, fromThisVisit, { ttlSeconds: UTM_CURRENT_TTL_SECONDS });
  const { initial } = storedAttribution(store);
  const next: InitialUtmValues = { ...initial };
  for (const name of UTM_PARAMETERS) {
    const value = fromThisVisit[name];
    if (value && !next[`initial_${name}`]) next[`initial_${name}`] = value;
  }
  store.write(UtmStorageKey.initial, next);
  return { current: fromThisVisit, initial: next, fromThisVisit };
}
