import { gifts } from '@/server/src/db/schema';
import { eq } from 'drizzle-orm';
import type { TestApp } from '../helpers/test-app';
import { adjust, balances, createWalletApp, expectLedgerClean, seededUser } from '../wallet/helpers';
import { creatorWithChannel, earnings, pendingTvs, sendGift } from './helpers';

// PGlite answers one query at a time, so only the PostgreSQL run (DATABASE_URL) shows the races.
describe(`gifts under concurrency on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createWalletApp();
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  it('lets exactly 10 of 50 concurrent gifts through when the fan has stars for 10; the rest are 402', async () => {
    const { app } = testApp;
    const creator = await creatorWithChannel(testApp);
    const fan = await seededUser(testApp);
    await adjust(app, fan, 'STAR', 250);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) => sendGift(app, fan, creator.slug, { stars: 25, message: `gift ${index}` })),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([...Array(10).fill(200), ...Array(40).fill(402)]);
    expect(answers.filter((answer) => answer.statusCode === 402).every((answer) => answer.json().code === 'INSUFFICIENT_BALANCE')).toBe(
      true,
    );
    const rows = await testApp.database.db.select().from(gifts).where(eq(gifts.creatorId, creator.userId));
    expect(rows).toHaveLength(10);
    const net = rows.reduce((sum, row) => sum + row.grossTvs - row.feeTvs, 0);
    // 25 STAR = 2.50 TVS, 0.50 TVS fee: 2.00 TVS each.
    expect(net).toBe(2000);
    expect(await balances(app, fan)).toEqual({ STAR: 0, TVS: 0 });
    expect(await balances(app, creator)).toEqual({ STAR: 0, TVS: 0 });
    expect(await pendingTvs(app, creator)).toBe(net);
    expect((await earnings(app, creator)).json().totals.net.amount).toBe(net);
    await expectLedgerClean(testApp);
  });

  it('makes one gift of one Idempotency-Key sent twenty times at once', async () => {
    const { app } = testApp;
    const creator = await creatorWithChannel(testApp);
    const fan = await seededUser(testApp);
    await adjust(app, fan, 'STAR', 100);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => sendGift(app, fan, creator.slug, { stars: 40, message: 'once' }, 'same-gift-key-at-once')),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((answer) => answer.json().data.id)).size).toBe(1);
    expect(await testApp.database.db.select().from(gifts).where(eq(gifts.senderId, fan.userId))).toHaveLength(1);
    expect(await balances(app, fan)).toEqual({ STAR: 60, TVS: 0 });
    await expectLedgerClean(testApp);
  });
});
