import type { DeviceInfo } from '@/contracts/auth';
import { localStore, type KeyValueStore } from '@/services/storage/local-store';
import { StorageKey } from '@/services/storage/storage-keys';
// zod's small build: monitoring reads the device id on every page, so the classic build stays out.
import { z } from 'zod/mini';

// Kept for the page's life when storage refuses writes, so one page load reports one device.
let volatileDeviceId: string | null = null;

/** The device id, created once and kept in local storage. */
export function getDeviceId(store: KeyValueStore = localStore): string {
  const stored = store.read(StorageKey.deviceId, z.string().check(z.minLength(1)));
  if (stored) return stored;
  volatileDeviceId ??= crypto.randomUUID();
  store.write(StorageKey.deviceId, volatileDeviceId);
  return volatileDeviceId;
}

/**
 * Device info sent with sign-ins and refreshes. bowser is imported on demand: only sign-in and
 * refresh need it, so it stays out of every page's first-load bundle.
 */
export async function getDeviceInfo(
  store: KeyValueStore = localStore,
  userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent,
): Promise<DeviceInfo> {
  const { default: Bowser } = await import('bowser');
  const { browser, os, platform } = Bowser.parse(userAgent);
  const osName = [os.name, os.version].filter(Boolean).join(' ') || 'unknown';
  const hardware = [platform.vendor, platform.model].filter(Boolean).join(' ');
  const browserName = [browser.name, browser.version].filter(Boolean).join(' ');
  return {
    device_id: getDeviceId(store),
    device_type: platform.type || 'unknown',
    os: osName,
    device_name: [browserName, hardware || os.name].filter(Boolean).join(' on ') || 'unknown',
  };
}
