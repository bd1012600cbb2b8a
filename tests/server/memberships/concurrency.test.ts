import { memberships, membershipCharges } from '@/server/src/db/schema';
import { runRenewalRound } from '@/server/src/modules/memberships/renewals';
import { createMembershipClock } from '@/server/src/modules/memberships/periods';
import { eq } from 'drizzle-orm';
import type { TestApp } from '../helpers/test-app';
import { adjust, balances, createWalletApp, expectLedgerClean, seededUser } from '../wallet/helpers';
import { creatorWithTier, join } from './helpers';

// PGlite answers one query at a time, so only the PostgreSQL run (DATABASE_URL) shows the races.
describe(`memberships under concurrency on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createWalletApp();
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  it('lets one of 50 concurrent joins through when the fan has stars for one; the rest are 402 or 409', async () => {
    const { app, database } = testApp;
    const { creator, tier } = await creatorWithTier(testApp, 40);
    const fan = await seededUser(testApp);
    await adjust(app, fan, 'STAR', 60);
    const answers = await Promise.all(Array.from({ length: 50 }, () => join(app, fan, creator.slug, tier.id)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.every((status) => [201, 402, 409].includes(status))).toBe(true);
    const codes = new Set(answers.filter((answer) => answer.statusCode !== 201).map((answer) => answer.json().code));
    expect([...codes].every((code) => ['ALREADY_MEMBER', 'INSUFFICIENT_BALANCE'].includes(code))).toBe(true);
    expect(await database.db.select().from(memberships).where(eq(memberships.fanId, fan.userId))).toHaveLength(1);
    expect(await database.db.select().from(membershipCharges).where(eq(membershipCharges.fanId, fan.userId))).toHaveLength(1);
    expect(await balances(app, fan)).toEqual({ STAR: 20, TVS: 0 });
    await expectLedgerClean(testApp);
  });

  it('charges a due renewal once when two rounds run at the same time', async () => {
    const { app, database, config } = testApp;
    const { creator, tier } = await creatorWithTier(testApp, 30);
    const fans = [await seededUser(testApp), await seededUser(testApp), await seededUser(testApp)];
    for (const fan of fans) {
      await adjust(app, fan, 'STAR', 100);
      expect((await join(app, fan, creator.slug, tier.id)).statusCode).toBe(201);
    }
    const clock = createMembershipClock(() => new Date());
    const later = clock.advance(32 * 86_400_000);
    const deps = { db: database.db, settings: config.memberships, gifts: config.gifts, limits: config.moneyLimits, clock };
    const rounds = await Promise.all([runRenewalRound(deps, later), runRenewalRound(deps, later), runRenewalRound(deps, later)]);
    expect(rounds.reduce((sum, round) => sum + round.charged, 0)).toBe(3);
    for (const fan of fans) {
      expect(await balances(app, fan)).toEqual({ STAR: 40, TVS: 0 });
      const periods = await database.db
        .select({ period: membershipCharges.period })
        .from(membershipCharges)
        .where(eq(membershipCharges.fanId, fan.userId));
      expect(periods.map((row) => row.period).sort()).toEqual([1, 2]);
    }
    await expectLedgerClean(testApp);
  });
});
