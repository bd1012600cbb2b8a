import { ledgerAccounts } from '@/server/src/db/schema';
import { postTransfer } from '@/server/src/modules/wallet/ledger';
import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { TestApp } from '../helpers/test-app';
import { earnings, listGifts, pendingTvs } from '../gifts/helpers';
import { adjust, balances, createWalletApp, expectLedgerClean, seededUser } from '../wallet/helpers';
import { MY_CHARGES, createTier, creatorWithTier, join, membersPath, myMemberships, read, send, tiersPath } from './helpers';

describe('joining a membership', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createWalletApp();
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  it("pays the first month as a gift pays: the fan's stars, the creator's pending TVS minus the fee, in earnings and supporters", async () => {
    const { app } = testApp;
    const { creator, tier } = await creatorWithTier(testApp, 50, 'Gold');
    const fan = await seededUser(testApp);
    await adjust(app, fan, 'STAR', 80);
    const answer = await join(app, fan, creator.slug.toUpperCase(), tier.id);
    expect(answer.statusCode).toBe(201);
    const membership = answer.json().data;
    expect(membership).toMatchObject({
      channel: { slug: creator.slug, name: 'Gifted Creator' },
      tier: { id: tier.id, name: 'Gold', price_stars: 50 },
      state: 'active',
      lapse_reason: null,
      price_stars: 50,
      next_price_stars: 50,
      next_tier: null,
      price_notice: null,
      star_balance: 30,
    });
    expect(membership.next_renewal_at).toBe(membership.current_period_end);
    expect(await balances(app, fan)).toEqual({ STAR: 30, TVS: 0 });
    // 50 STAR × 10 = 5.00 TVS, 20 % fee: 4.00 TVS pending for the hold period.
    expect(await pendingTvs(app, creator)).toBe(400);

    const earned = (await earnings(app, creator)).json();
    expect(earned.data[0]).toMatchObject({ stars: 50, membership: { tier_name: 'Gold' }, net: { amount: 400 } });
    expect(earned.totals).toMatchObject({ gifts: 1, memberships: 1 });
    expect(earned.daily.at(-1)).toEqual({ date: new Date().toISOString().slice(0, 10), net: 400, memberships: 400 });
    const supporters = (await listGifts(app, creator.slug)).json();
    expect(supporters.data[0]).toMatchObject({ stars: 50, sender: { display_name: 'Seeded' }, membership: { tier_name: 'Gold' } });

    const charges = (await read(app, MY_CHARGES, fan)).json();
    expect(charges.data).toEqual([
      expect.objectContaining({ membership_id: membership.id, channel_slug: creator.slug, tier_name: 'Gold', period: 1, stars: 50 }),
    ]);
    const members = (await read(app, membersPath(creator.slug), creator)).json();
    expect(members.data).toEqual([expect.objectContaining({ id: membership.id, state: 'active', tier: { id: tier.id, name: 'Gold' } })]);
    expect(members.totals).toEqual([{ tier_id: tier.id, name: 'Gold', members: 1, stars_per_month: 50 }]);
    expect((await read(app, `${tiersPath(creator.slug)}manage/`, creator)).json().data[0].members).toBe(1);
    await expectLedgerClean(testApp);
  });

  it("refuses a second join (409), one's own channel (400), unknown tiers (404), closed tiers (409), too few stars (402)", async () => {
    const { app } = testApp;
    const { creator, tier } = await creatorWithTier(testApp, 50);
    const other = await createTier(app, creator, { name: 'Other', price_stars: 30 });
    const closed = await createTier(app, creator, { name: 'Closed', price_stars: 30, open: false });
    const fan = await seededUser(testApp);
    await adjust(app, fan, 'STAR', 60);
    expect((await join(app, fan, creator.slug, tier.id)).statusCode).toBe(201);
    const again = await join(app, fan, creator.slug, other.id);
    expect([again.statusCode, again.json().code]).toEqual([409, 'ALREADY_MEMBER']);
    const own = await join(app, creator, creator.slug, tier.id);
    expect([own.statusCode, own.json().code]).toEqual([400, 'MEMBERSHIP_OWN_CHANNEL']);
    const poor = await seededUser(testApp);
    await adjust(app, poor, 'STAR', 49);
    const short = await join(app, poor, creator.slug, tier.id);
    expect([short.statusCode, short.json().code]).toEqual([402, 'INSUFFICIENT_BALANCE']);
    expect(await myMemberships(app, poor)).toEqual([]);
    const shut = await join(app, poor, creator.slug, closed.id);
    expect([shut.statusCode, shut.json().code]).toEqual([409, 'MEMBERSHIP_TIER_CLOSED']);
    const unknownTier = await join(app, poor, creator.slug, randomUUID());
    expect([unknownTier.statusCode, unknownTier.json().code]).toEqual([404, 'NOT_FOUND']);
    const elsewhere = await creatorWithTier(testApp, 20);
    const wrongChannel = await join(app, poor, creator.slug, elsewhere.tier.id);
    expect(wrongChannel.statusCode).toBe(404);
    const unknownChannel = await join(app, poor, 'nobody-here', tier.id);
    expect([unknownChannel.statusCode, unknownChannel.json().code]).toEqual([404, 'CHANNEL_NOT_FOUND']);
    expect(await balances(app, poor)).toEqual({ STAR: 49, TVS: 0 });
    expect(await balances(app, fan)).toEqual({ STAR: 10, TVS: 0 });
    await expectLedgerClean(testApp);
  });

  it('answers the same key with the first join and refuses it with another body; a debt is 403 ACCOUNT_RESTRICTED', async () => {
    const { app, database } = testApp;
    const { creator, tier } = await creatorWithTier(testApp, 20);
    const other = await createTier(app, creator, { name: 'Other', price_stars: 30 });
    const fan = await seededUser(testApp);
    await adjust(app, fan, 'STAR', 100);
    const key = randomUUID();
    const first = await join(app, fan, creator.slug, tier.id, key);
    const replay = await join(app, fan, creator.slug, tier.id, key);
    expect([first.statusCode, replay.statusCode]).toEqual([201, 201]);
    expect(replay.json().data.id).toBe(first.json().data.id);
    const conflict = await join(app, fan, creator.slug, other.id, key);
    expect([conflict.statusCode, conflict.json().code]).toEqual([409, 'IDEMPOTENCY_CONFLICT']);
    expect(await balances(app, fan)).toEqual({ STAR: 80, TVS: 0 });

    const debtor = await seededUser(testApp);
    await adjust(app, debtor, 'STAR', 100);
    await database.db.transaction((tx) =>
      postTransfer(tx, {
        idempotencyKey: `test-debt:${debtor.userId}`,
        kind: 'adjustment',
        legs: [
          { account: { userId: debtor.userId, code: 'debt' }, currency: 'STAR', amount: -5 },
          { account: { platform: 'adjustments' }, currency: 'STAR', amount: 5 },
        ],
      }),
    );
    const restricted = await join(app, debtor, creator.slug, tier.id);
    expect([restricted.statusCode, restricted.json().code]).toEqual([403, 'ACCOUNT_RESTRICTED']);
    const [debt] = await database.db
      .select({ balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.owner, debtor.userId), eq(ledgerAccounts.code, 'debt')));
    expect(debt?.balance).toBe(-5);
    expect(await myMemberships(app, debtor)).toEqual([]);
  });

  it('needs a signed-in caller and an Idempotency-Key', async () => {
    const { app } = testApp;
    const { creator, tier } = await creatorWithTier(testApp, 20);
    const fan = await seededUser(testApp);
    const noKey = await send(app, 'POST', '/core/v1/me/memberships/', fan, { channel_slug: creator.slug, tier_id: tier.id });
    expect(noKey.statusCode).toBe(400);
    expect((await read(app, '/core/v1/me/memberships/')).statusCode).toBe(401);
    expect((await read(app, membersPath(creator.slug), fan)).statusCode).toBe(404);
  });
});
