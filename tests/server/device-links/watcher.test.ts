import type { Db } from '@/server/src/db/open';
import { deviceLinks } from '@/server/src/db/schema';
import { LinkWatcher } from '@/server/src/modules/device-links/events';
import { randomUUID } from 'node:crypto';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('one watcher for every QR sign-in stream of a process', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  it('reads all watched links with one query per tick, however many streams follow them', async () => {
    const now = new Date();
    const ids = Array.from({ length: 5 }, () => randomUUID());
    await testApp.database.db.insert(deviceLinks).values(
      ids.map((id) => ({
        id,
        secretHash: 'h',
        status: 'pending' as const,
        deviceId: 'd',
        deviceType: 'web',
        os: 'Linux',
        deviceName: 'x',
        expiresAt: new Date(now.getTime() + 60_000),
        createdAt: now,
      })),
    );
    let queries = 0;
    const counting = new Proxy(testApp.database.db, {
      get(target, property, receiver) {
        if (property === 'select') queries++;
        return Reflect.get(target, property, receiver);
      },
    }) as Db;
    const watcher = new LinkWatcher(counting, 20);
    const calls = new Map<number, number>();
    // Fifty streams, ten on each link.
    const stops = Array.from({ length: 50 }, (_, stream) =>
      watcher.watch(ids[stream % 5] ?? '', () => calls.set(stream, (calls.get(stream) ?? 0) + 1)),
    );

    await expect.poll(() => Math.min(...Array.from({ length: 50 }, (_, stream) => calls.get(stream) ?? 0))).toBeGreaterThanOrEqual(3);
    for (const stop of stops) stop();
    const ticks = queries;
    // Each tick was one query, and every stream heard it (a tick may have been in flight at the end).
    expect(Math.max(...calls.values())).toBeLessThanOrEqual(ticks);
    expect(ticks).toBeLessThanOrEqual(Math.min(...calls.values()) + 1);
  });
});
