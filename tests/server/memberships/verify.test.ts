import { membershipCharges } from '@/server/src/db/schema';
import { verifyLedger } from '@/server/src/modules/wallet/verify';
import { eq, sql } from 'drizzle-orm';
import type { TestApp } from '../helpers/test-app';
import { adjust, createWalletApp, expectLedgerClean, seededUser } from '../wallet/helpers';
import { creatorWithTier, join, renewAfter } from './helpers';

describe('ledger:verify on membership charges', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createWalletApp();
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  it('passes paid periods, and reports a charge whose stars, transfer or gift differ from the ledger, or a transfer without its charge', async () => {
    const { app, database } = testApp;
    const { db } = database;
    const { creator, tier } = await creatorWithTier(testApp, 40);
    const fan = await seededUser(testApp);
    await adjust(app, fan, 'STAR', 200);
    const membership = (await join(app, fan, creator.slug, tier.id)).json().data;
    expect((await renewAfter(app, 32)).charged).toBe(1);
    await expectLedgerClean(testApp);

    const charges = await db.select().from(membershipCharges).where(eq(membershipCharges.membershipId, membership.id));
    const [first, second] = [charges.find((c) => c.period === 1)!, charges.find((c) => c.period === 2)!];
    // The charge says more stars than the ledger took.
    await db.update(membershipCharges).set({ stars: 41 }).where(eq(membershipCharges.id, first.id));
    expect(await verifyLedger(db)).toEqual([
      { rule: 'membership_charge_mismatch', id: first.id, detail: 'charges 41 STAR, the ledger took 40 from the fan' },
    ]);
    // The charge points at another period's transfer, whose own charge then looks paid twice.
    await db.update(membershipCharges).set({ stars: 40, transferId: second.transferId }).where(eq(membershipCharges.id, first.id));
    expect(await verifyLedger(db)).toEqual(
      expect.arrayContaining([
        { rule: 'membership_charge_mismatch', id: first.id, detail: expect.stringContaining('not its own period') },
        { rule: 'membership_transfer_orphan', id: first.transferId, detail: `membership:${membership.id}:1 has no membership charge` },
      ]),
    );
    await db.update(membershipCharges).set({ transferId: first.transferId }).where(eq(membershipCharges.id, first.id));
    await expectLedgerClean(testApp);
    // The gift row that carries the payment into the creator's earnings is on another transfer.
    await db.execute(sql`update gifts set transfer_id = ${first.transferId} where id = ${second.giftId}`);
    expect(await verifyLedger(db)).toEqual([
      { rule: 'membership_charge_mismatch', id: second.id, detail: 'its gift row is not the same stars on the same transfer' },
    ]);
  });
});
