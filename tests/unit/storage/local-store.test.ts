import { z } from 'zod';
import { createKeyValueStore, localStore } from '@/services/storage/local-store';

beforeEach(() => localStorage.clear());

describe('local store', () => {
  it('keeps a value without expiry', () => {
    localStore.write('user_id', 'alice');
    expect(localStore.read('user_id', z.string())).toBe('alice');
  });

  it('removes an expired value when it is read', () => {
    let now = 1_000_000;
    const store = createKeyValueStore(
      () => localStorage,
      () => now,
    );
    store.write('user_token_identify', { access_token: 'a' }, { ttlSeconds: 60 });
    now += 59_000;
    expect(store.read('user_token_identify', z.object({ access_token: z.string() }))).toEqual({ access_token: 'a' });
    now += 1_000;
    expect(store.read('user_token_identify', z.object({ access_token: z.string() }))).toBeNull();
    expect(localStorage.getItem('user_token_identify')).toBeNull();
  });

  it('reads a bare value another library wrote, such as the i18next language', () => {
    localStorage.setItem('i18nextLng', 'th');
    expect(localStore.read('i18nextLng', z.string())).toBe('th');
    expect(localStore.readRaw('i18nextLng')).toBe('th');
  });

  it('treats a value of the wrong shape as absent', () => {
    localStorage.setItem('user_logged_list', '"garbage"');
    expect(localStore.read('user_logged_list', z.record(z.string(), z.unknown()))).toBeNull();
  });

  it('degrades to "nothing stored" when storage throws', () => {
    const broken = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    } as unknown as Storage;
    const store = createKeyValueStore(() => broken);
    expect(() => store.write('device_id', 'x')).not.toThrow();
    expect(store.read('device_id', z.string())).toBeNull();
    expect(() => store.remove('device_id')).not.toThrow();
    const throwingAccess = createKeyValueStore(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(throwingAccess.readRaw('device_id')).toBeNull();
  });

  it('is empty and harmless without a storage (server rendering)', () => {
    const store = createKeyValueStore(() => undefined);
    store.write('user_id', 'alice');
    expect(store.read('user_id', z.string())).toBeNull();
  });
});
