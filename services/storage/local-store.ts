/**
 * What we write: the value plus an optional expiry (epoch ms). A value stored bare (the language
 * choice under `i18nextLng` is the bare code, as spec §3 and i18next before us wrote it) is read as-is.
 */
interface Stamped {
  value: unknown;
  expiresAt: number | null;
}

/** What checks a stored value: a schema of zod's classic or small build alike. */
export interface ValueSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

export interface KeyValueStore {
  read<T>(key: string, schema: ValueSchema<T>): T | null;
  readRaw(key: string): string | null;
  write(key: string, value: unknown, options?: { ttlSeconds?: number }): void;
  writeRaw(key: string, value: string): void;
  remove(key: string): void;
  /** Whether writes persist; false during SSR, in locked-down private modes, or with a full quota. */
  available(): boolean;
}

function isStamped(parsed: unknown): parsed is Stamped {
  if (typeof parsed !== 'object' || parsed === null) return false;
  const record = parsed as Record<string, unknown>;
  return 'value' in record && 'expiresAt' in record && (record.expiresAt === null || typeof record.expiresAt === 'number');
}

/**
 * Every access is guarded: during SSR there is no storage, and private modes or a full quota make
 * `localStorage` (even the property access) throw. A failed write degrades to "not persisted".
 */
export function createKeyValueStore(getStorage: () => Storage | undefined, now: () => number = Date.now): KeyValueStore {
  const attempt = <T>(action: (storage: Storage) => T, fallback: T): T => {
    try {
      const storage = getStorage();
      return storage ? action(storage) : fallback;
    } catch {
      return fallback;
    }
  };

  const readRaw = (key: string) => attempt((storage) => storage.getItem(key), null);
  const remove = (key: string) => attempt((storage) => storage.removeItem(key), undefined);

  const PROBE = '__starlit_probe__';

  return {
    readRaw,
    remove,
    available: () =>
      attempt((storage) => {
        storage.setItem(PROBE, PROBE);
        storage.removeItem(PROBE);
        return true;
      }, false),
    read(key, schema) {
      const raw = readRaw(key);
      if (raw === null) return null;
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch {
        parsed = raw;
      }
      let value = parsed;
      if (isStamped(parsed)) {
        if (parsed.expiresAt !== null && parsed.expiresAt <= now()) {
          remove(key);
          return null;
        }
        value = parsed.value;
      }
      const checked = schema.safeParse(value);
      return checked.success ? checked.data : null;
    },
    write(key, value, options) {
      const ttl = options?.ttlSeconds;
      const stamped: Stamped = { value, expiresAt: ttl === undefined ? null : now() + ttl * 1000 };
      attempt((storage) => storage.setItem(key, JSON.stringify(stamped)), undefined);
    },
    writeRaw(key, value) {
      attempt((storage) => storage.setItem(key, value), undefined);
    },
  };
}

/** The browser's local storage; nothing on the server. */
export const localStore = createKeyValueStore(() => (typeof window === 'undefined' ? undefined : window.localStorage));
