import {
  botChallenges,
  channels,
  deviceLinks,
  devices,
  rateLimits,
  sessions,
  STANDIN_EVENTS_KEPT,
  standinEvents,
  standinTokens,
  streamSlots,
  uploads,
  users,
  walletNonces,
} from '@/server/src/db/schema';
import { cleanupRound } from '@/server/src/modules/cleanup/job';
import { createObjectRemover } from '@/server/src/modules/cleanup/objects';
import { CLEANUP_LOCK_KEY, runCleanup } from '@/server/src/modules/cleanup/service';
import { writeObjectOnce } from '@/server/src/modules/media/local-store';
import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, signedUrl, testConfig, TestClock, type TestApp } from '../helpers/test-app';
import { newUser } from '../channel/helpers';

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;
const silent = { info: () => undefined, error: () => undefined };

describe(`the cleanup job on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  let testApp: TestApp;
  let mediaDir: string;
  const clock = new TestClock();

  beforeEach(async () => {
    mediaDir = mkdtempSync(join(tmpdir(), 'starlit-cleanup-'));
    testApp = await createTestApp({ clock: clock.now, config: { media: { ...testConfig().media, dir: mediaDir } } });
  });

  afterEach(async () => {
    await testApp.app.close();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  const ago = (ms: number) => new Date(clock.now().getTime() - ms);
  const ahead = (ms: number) => new Date(clock.now().getTime() + ms);

  /** Two of each kind: one past its life, one still in use. Answers the ids that must stay. */
  async function seed() {
    const db = testApp.database.db;
    const [user] = await db.insert(users).values({ displayName: 'Ana' }).returning();
    const userId = user?.id ?? '';
    const now = clock.now();
    await db.insert(devices).values({ deviceId: 'd1', deviceType: 'web', os: 'Linux', deviceName: 'x', firstSeenAt: now, lastSeenAt: now });
    const live = { challenge: randomUUID(), link: randomUUID(), session: randomUUID(), nonce: 'live-nonce', counter: 'connect:ip:fresh' };
    await db.insert(botChallenges).values([
      { id: randomUUID(), deviceId: 'd1', expiresAt: ago(1000), createdAt: ago(HOUR) },
      { id: live.challenge, deviceId: 'd1', expiresAt: ahead(HOUR), createdAt: now },
    ]);
    await db.insert(walletNonces).values([
      { nonce: 'old-nonce', deviceId: 'd1', expiresAt: ago(1000), createdAt: ago(HOUR) },
      { nonce: live.nonce, deviceId: 'd1', expiresAt: ahead(HOUR), createdAt: now },
    ]);
    const link = {
      secretHash: 'h',
      status: 'pending' as const,
      deviceId: 'd1',
      deviceType: 'web',
      os: 'Linux',
      deviceName: 'x',
      createdAt: ago(DAY),
    };
    await db.insert(deviceLinks).values([
      { ...link, id: randomUUID(), expiresAt: ago(2 * HOUR) },
      // Expired only a minute ago: its browser may still ask and should hear `expired`.
      { ...link, id: live.link, expiresAt: ago(60 * 1000) },
    ]);
    await db.insert(rateLimits).values([
      { key: 'connect:ip:old', windowStart: ago(HOUR), count: 3 },
      { key: live.counter, windowStart: ago(1000), count: 3 },
    ]);
    const session = { userId, deviceId: 'd1', refreshTokenHash: '', createdAt: ago(40 * DAY), familyExpiresAt: ahead(DAY) };
    const oldSession = randomUUID();
    await db.insert(sessions).values([
      { ...session, id: oldSession, familyId: oldSession, refreshTokenHash: 'a', expiresAt: ago(2 * DAY) },
      { ...session, id: live.session, familyId: live.session, refreshTokenHash: 'b', expiresAt: ahead(DAY) },
    ]);
    const token = { kind: 'turnstile' as const, data: { siteKey: 'k' }, createdAt: ago(HOUR) };
    await db.insert(standinTokens).values([
      { ...token, token: 'old-token', expiresAt: ago(6 * 60 * 1000) },
      // Expired a minute ago: a replay must still read as a duplicate, not as unknown.
      { ...token, token: 'recent-token', expiresAt: ago(60 * 1000) },
    ]);
    // Two events more than a receiver serves, the oldest two; the other receiver's one stays.
    await db
      .insert(standinEvents)
      .values(Array.from({ length: STANDIN_EVENTS_KEPT + 2 }, (_, n) => ({ receiver: 'datadog' as const, entry: { n } })));
    await db.insert(standinEvents).values({ receiver: 'posthog', entry: { n: -1 } });
    const slot = { linkId: randomUUID(), ip: '192.0.2.1', createdAt: ago(HOUR) };
    const liveSlot = randomUUID();
    await db.insert(streamSlots).values([
      { ...slot, id: randomUUID(), expiresAt: ago(1000) },
      { ...slot, id: liveSlot, expiresAt: ahead(60 * 1000) },
    ]);
    return { userId, live: { ...live, slot: liveSlot } };
  }

  it('removes what is past its life and keeps the rest', async () => {
    const { live } = await seed();
    const report = await runCleanup(testApp.database.db, testApp.config, clock.now());

    expect(report).toEqual({
      skipped: false,
      removed: {
        botChallenges: 1,
        walletNonces: 1,
        deviceLinks: 1,
        rateLimits: 1,
        sessions: 1,
        uploads: 0,
        standinTokens: 1,
        standinEvents: 2,
        streamSlots: 1,
      },
      abandonedObjects: [],
    });
    const db = testApp.database.db;
    expect((await db.select().from(botChallenges)).map((row) => row.id)).toEqual([live.challenge]);
    expect((await db.select().from(walletNonces)).map((row) => row.nonce)).toEqual([live.nonce]);
    expect((await db.select().from(deviceLinks)).map((row) => row.id)).toEqual([live.link]);
    expect((await db.select().from(rateLimits)).map((row) => row.key)).toEqual([live.counter]);
    expect((await db.select().from(sessions)).map((row) => row.id)).toEqual([live.session]);
    expect((await db.select().from(standinTokens)).map((row) => row.token)).toEqual(['recent-token']);
    const events = await db.select({ receiver: standinEvents.receiver, entry: standinEvents.entry }).from(standinEvents);
    expect(events).toHaveLength(STANDIN_EVENTS_KEPT + 1);
    const kept = events.filter((row) => row.receiver === 'datadog').map((row) => (row.entry as { n: number }).n);
    expect(Math.min(...kept)).toBe(2);
    expect(events).toContainEqual({ receiver: 'posthog', entry: { n: -1 } });
    expect((await db.select().from(streamSlots)).map((row) => row.id)).toEqual([live.slot]);
  });

  it('removes uploads no channel shows a day later, with their files; keeps the shown and the recent', async () => {
    const { bearer, userId } = await newUser(testApp.app, 'cleanup');
    const urls = async (key: string) => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: signedUrl('/core/v3/upload/generate-gcs-upload-url/', { key }),
        headers: { authorization: `Bearer ${bearer}` },
      });
      expect(response.statusCode).toBe(200);
      return response.json().data as { serve_url: string };
    };
    const shown = await urls('channel/avatar.png');
    const abandoned = await urls('channel/banner.png');
    const rows = await testApp.database.db.select().from(uploads);
    expect(rows).toHaveLength(2);
    for (const row of rows) await writeObjectOnce(mediaDir, row.object, Buffer.from('png'));
    await testApp.database.db.insert(channels).values({ userId, slug: `c-${Date.now()}`, displayName: 'Ana', avatarUrl: shown.serve_url });

    clock.advance(DAY / 1000 - 60);
    const early = await cleanupRound({ ...testApp, clock: clock.now }, createObjectRemover(testApp.config), silent);
    expect(early.removed.uploads).toBe(0);

    clock.advance(120);
    const round = await cleanupRound({ ...testApp, clock: clock.now }, createObjectRemover(testApp.config), silent);
    const abandonedRow = rows.find((row) => row.serveUrl === abandoned.serve_url);
    const shownRow = rows.find((row) => row.serveUrl === shown.serve_url);
    expect(round.abandonedObjects).toEqual([abandonedRow?.object]);
    expect(existsSync(join(mediaDir, abandonedRow?.object ?? ''))).toBe(false);
    expect(existsSync(join(mediaDir, shownRow?.object ?? ''))).toBe(true);
    expect((await testApp.database.db.select().from(uploads)).map((row) => row.object)).toEqual([shownRow?.object]);
  });

  it('two processes cleaning at once do the work once; a held lock makes a round skip', async () => {
    await seed();
    const [first, second] = await Promise.all([
      runCleanup(testApp.database.db, testApp.config, clock.now()),
      runCleanup(testApp.database.db, testApp.config, clock.now()),
    ]);
    const total = (key: keyof typeof first.removed) => first.removed[key] + second.removed[key];
    expect([total('botChallenges'), total('walletNonces'), total('deviceLinks'), total('rateLimits'), total('sessions')]).toEqual([
      1, 1, 1, 1, 1,
    ]);

    if (testApp.database.kind === 'postgres') {
      // Another process in the middle of a round: this one skips instead of waiting or repeating.
      const skipped = await testApp.database.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${CLEANUP_LOCK_KEY})`);
        return runCleanup(testApp.database.db, testApp.config, clock.now());
      });
      expect(skipped.skipped).toBe(true);
    } else {
      // PGlite is one connection: rounds queue, and the second finds nothing left.
      expect([first.skipped, second.skipped]).toEqual([false, false]);
      expect(Object.values(second.removed).every((count) => count === 0)).toBe(true);
    }
  });
});

describe('the cleanup job in the background', () => {
  it('runs on its interval in every API process, and stops when the app closes', async () => {
    const testApp = await createTestApp({ config: { cleanupIntervalSeconds: 1 } });
    try {
      const now = Date.now();
      await testApp.database.db.insert(rateLimits).values({ key: 'connect:ip:stale', windowStart: new Date(now - DAY), count: 1 });
      await testApp.app.ready();
      await expect.poll(async () => (await testApp.database.db.select().from(rateLimits)).length, { timeout: 10_000 }).toBe(0);
    } finally {
      await testApp.app.close();
    }
  });
});
