import type { DeviceInfo } from '@/contracts/auth';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { devices } from '../../db/schema';

/** Records the device a sign-in or refresh comes from, refreshing what it tells about itself. */
export async function recordDevice(db: Db, info: DeviceInfo, ip: string, now: Date): Promise<void> {
  const described = { deviceType: info.device_type, os: info.os, deviceName: info.device_name, lastIp: ip, lastSeenAt: now };
  await db
    .insert(devices)
    .values({ deviceId: info.device_id, ...described, firstSeenAt: now })
    .onConflictDoUpdate({ target: devices.deviceId, set: described });
}

export async function isKnownDevice(db: Db, deviceId: string): Promise<boolean> {
  const [row] = await db.select({ id: devices.deviceId }).from(devices).where(eq(devices.deviceId, deviceId));
  return row !== undefined;
}
