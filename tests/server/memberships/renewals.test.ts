import { membershipCharges } from '@/server/src/db/schema';
import { postTransfer } from '@/server/src/modules/wallet/ledger';
import { eq } from 'drizzle-orm';
import type { TestApp } from '../helpers/test-app';
import { earnings } from '../gifts/helpers';
import { adjust, balances, createWalletApp, expectLedgerClean, seededUser } from '../wallet/helpers';
import {
  MY_CHARGES,
  MY_MEMBERSHIPS,
  creatorWithTier,
  goldMemberBesideSilver,
  join,
  myMemberships,
  read,
  renewAfter,
  resume,
  send,
  tiersPath,
} from './helpers';

describe('membership renewals', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createWalletApp();
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  it("charges each period once at its end, into both sides' history and the creator's earnings", async () => {
    const { app } = testApp;
    const { creator, tier } = await creatorWithTier(testApp, 40, 'Gold');
    const fan = await seededUser(testApp);
    await adjust(app, fan, 'STAR', 200);
    const joined = (await join(app, fan, creator.slug, tier.id)).json().data;

    // No month is shorter than 28 days: nothing is due yet.
    expect(await renewAfter(app, 27)).toMatchObject({ ran: true, charged: 0 });
    expect(await renewAfter(app, 5)).toMatchObject({ ran: true, charged: 1 });
    // The same round again, and a plain rerun, charge nothing more.
    expect((await renewAfter(app, 0)).charged).toBe(0);
    expect((await app.inject({ method: 'POST', url: '/sandbox/memberships/renew' })).json().data.charged).toBe(0);
    expect(await balances(app, fan)).toEqual({ STAR: 120, TVS: 0 });

    const [membership] = await myMemberships(app, fan);
    expect(membership).toMatchObject({ state: 'active', price_stars: 40, current_period_start: joined.current_period_end });
    const charges = (await read(app, MY_CHARGES, fan)).json().data;
    expect(charges.map((charge: { period: number }) => charge.period)).toEqual([2, 1]);
    expect(charges[0]).toMatchObject({ stars: 40, period_start: joined.current_period_end, tier_name: 'Gold' });
    const earned = (await earnings(app, creator)).json();
    expect(earned.totals).toMatchObject({ gifts: 2, memberships: 2, stars: 80 });
    expect(earned.data.every((row: { membership: unknown }) => row.membership !== null)).toBe(true);
    await expectLedgerClean(testApp);
  });

  it('clamps at month end and anchors on the join day: joined Jan 31, renewals on Feb 28 then Mar 31', async () => {
    const { app } = testApp;
    const { creator, tier } = await creatorWithTier(testApp, 10);
    const fan = await seededUser(testApp);
    await adjust(app, fan, 'STAR', 100);
    // Move the memberships' clock into the first hour of the next Jan 31 (UTC), then join.
    const now = new Date((await renewAfter(app, 0)).now);
    const year = now.getUTCFullYear() + 1;
    const hours = Math.ceil((Date.UTC(year, 0, 31) - now.getTime()) / 3_600_000);
    await app.inject({ method: 'POST', url: '/sandbox/memberships/clock', payload: { hours } });
    const joined = (await join(app, fan, creator.slug, tier.id)).json().data;
    expect(joined.current_period_start.slice(0, 10)).toBe(`${year}-01-31`);
    const february = new Date(Date.UTC(year, 2, 0)).getUTCDate();
    expect(joined.current_period_end.slice(0, 10)).toBe(`${year}-02-${february}`);
    await renewAfter(app, february);
    const [renewed] = await myMemberships(app, fan);
    expect(renewed!.current_period_start).toBe(joined.current_period_end);
    expect((renewed!.current_period_end as string).slice(0, 10)).toBe(`${year}-03-31`);
    await renewAfter(app, 31);
    const [third] = await myMemberships(app, fan);
    expect((third!.current_period_end as string).slice(0, 10)).toBe(`${year}-04-30`);
    expect(await balances(app, fan)).toEqual({ STAR: 70, TVS: 0 });
  });

  it('applies a switch and a noticed price change at the next renewal, not before', async () => {
    const { app } = testApp;
    const { creator, gold, silver, fan, joined } = await goldMemberBesideSilver(testApp);

    const edit = await send(app, 'PATCH', `${tiersPath(creator.slug)}${gold.id}/`, creator, { price_stars: 60 });
    expect(edit.statusCode).toBe(200);
    let [mine] = await myMemberships(app, fan);
    expect(mine).toMatchObject({
      price_stars: 50,
      next_price_stars: 60,
      price_notice: { price_stars: 60, effective_at: joined.current_period_end },
    });
    expect(await balances(app, fan)).toEqual({ STAR: 450, TVS: 0 });
    expect((await renewAfter(app, 32)).charged).toBeGreaterThanOrEqual(1);
    [mine] = await myMemberships(app, fan);
    expect(mine).toMatchObject({ price_stars: 60, next_price_stars: 60, price_notice: null, tier: { name: 'Gold' } });
    expect(await balances(app, fan)).toEqual({ STAR: 390, TVS: 0 });

    const switched = await send(app, 'PUT', `${MY_MEMBERSHIPS}${joined.id}/tier/`, fan, { tier_id: silver.id });
    expect(switched.json().data).toMatchObject({ tier: { name: 'Gold' }, next_tier: { name: 'Silver' }, next_price_stars: 30 });
    expect(await balances(app, fan)).toEqual({ STAR: 390, TVS: 0 });
    expect((await renewAfter(app, 32)).charged).toBeGreaterThanOrEqual(1);
    [mine] = await myMemberships(app, fan);
    expect(mine).toMatchObject({ tier: { name: 'Silver' }, next_tier: null, price_stars: 30 });
    expect(await balances(app, fan)).toEqual({ STAR: 360, TVS: 0 });
    const members = (await read(app, `/core/v3/channel/channels/${creator.slug}/members/`, creator)).json();
    expect(members.totals).toEqual([
      { tier_id: silver.id, name: 'Silver', members: 1, stars_per_month: 30 },
      { tier_id: gold.id, name: 'Gold', members: 0, stars_per_month: 0 },
    ]);
  });

  it('keeps a canceled member until the period ends, then lapses; resume pays a new period from now', async () => {
    const { app } = testApp;
    const { creator, tier } = await creatorWithTier(testApp, 25);
    const fan = await seededUser(testApp);
    await adjust(app, fan, 'STAR', 100);
    const joined = (await join(app, fan, creator.slug, tier.id)).json().data;
    const canceled = (await send(app, 'POST', `${MY_MEMBERSHIPS}${joined.id}/cancel/`, fan)).json().data;
    expect(canceled).toMatchObject({ state: 'canceled', next_renewal_at: null, current_period_end: joined.current_period_end });
    // Undo while the period lasts: nothing to pay.
    expect((await resume(app, fan, joined.id)).json().data).toMatchObject({ state: 'active', star_balance: 75 });
    await send(app, 'POST', `${MY_MEMBERSHIPS}${joined.id}/cancel/`, fan);
    expect((await renewAfter(app, 32)).lapsed).toBeGreaterThanOrEqual(1);
    const [lapsed] = await myMemberships(app, fan);
    expect(lapsed).toMatchObject({ state: 'lapsed', lapse_reason: 'canceled' });
    expect(await balances(app, fan)).toEqual({ STAR: 75, TVS: 0 });
    const switchLapsed = await send(app, 'PUT', `${MY_MEMBERSHIPS}${joined.id}/tier/`, fan, { tier_id: tier.id });
    expect([switchLapsed.statusCode, switchLapsed.json().code]).toEqual([409, 'MEMBERSHIP_WRONG_STATE']);

    const resumed = await resume(app, fan, joined.id);
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json().data).toMatchObject({ state: 'active', lapse_reason: null, star_balance: 50 });
    expect(new Date(resumed.json().data.since).getTime()).toBeGreaterThan(new Date(joined.since).getTime());
    const periods = (await read(app, MY_CHARGES, fan)).json().data.map((charge: { period: number }) => charge.period);
    expect(periods).toEqual([2, 1]);
  });

  it('puts an unpaid renewal in grace, retries it daily, and lapses it after the grace days; topping up in time renews', async () => {
    const { app } = testApp;
    const { creator, tier } = await creatorWithTier(testApp, 30);
    const [payer, lapser] = [await seededUser(testApp), await seededUser(testApp)];
    await adjust(app, payer, 'STAR', 30);
    await adjust(app, lapser, 'STAR', 30);
    const paid = (await join(app, payer, creator.slug, tier.id)).json().data;
    await join(app, lapser, creator.slug, tier.id);

    const first = await renewAfter(app, 32);
    expect(first.grace).toBeGreaterThanOrEqual(2);
    const [graced] = await myMemberships(app, payer);
    expect(graced).toMatchObject({ state: 'grace', lapse_reason: null });
    expect(new Date(graced!.grace_until as string).getTime() - new Date(paid.current_period_end).getTime()).toBe(3 * 86_400_000);
    // Not yet a day later: no retry.
    await renewAfter(app, 0);
    await adjust(app, payer, 'STAR', 30);
    await renewAfter(app, 1);
    const [renewed] = await myMemberships(app, payer);
    // Paid late, the period still starts where the last one ended.
    expect(renewed).toMatchObject({ state: 'active', current_period_start: paid.current_period_end });
    expect(await balances(app, payer)).toEqual({ STAR: 0, TVS: 0 });

    await renewAfter(app, 1);
    await renewAfter(app, 1);
    const [gone] = await myMemberships(app, lapser);
    expect(gone).toMatchObject({ state: 'lapsed', lapse_reason: 'unpaid' });
    const poorResume = await resume(app, lapser, gone!.id as string);
    expect([poorResume.statusCode, poorResume.json().code]).toEqual([402, 'INSUFFICIENT_BALANCE']);
    await expectLedgerClean(testApp);
  });

  it('lapses a renewal at once when the fan owes a debt; a retired tier keeps renewing its members', async () => {
    const { app, database } = testApp;
    const { creator, tier } = await creatorWithTier(testApp, 20);
    const [debtor, loyal] = [await seededUser(testApp), await seededUser(testApp)];
    await adjust(app, debtor, 'STAR', 100);
    await adjust(app, loyal, 'STAR', 100);
    await join(app, debtor, creator.slug, tier.id);
    await join(app, loyal, creator.slug, tier.id);
    expect((await send(app, 'DELETE', `${tiersPath(creator.slug)}${tier.id}/`, creator)).statusCode).toBe(200);
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
    await renewAfter(app, 32);
    const [owed] = await myMemberships(app, debtor);
    expect(owed).toMatchObject({ state: 'lapsed', lapse_reason: 'debt' });
    expect(await balances(app, debtor)).toEqual({ STAR: 80, TVS: 0 });
    const [kept] = await myMemberships(app, loyal);
    expect(kept).toMatchObject({ state: 'active', tier: { id: tier.id } });
    expect(await balances(app, loyal)).toEqual({ STAR: 60, TVS: 0 });
    const restricted = await resume(app, debtor, owed!.id as string);
    expect([restricted.statusCode, restricted.json().code]).toEqual([403, 'ACCOUNT_RESTRICTED']);

    // The database itself refuses a second charge of a period.
    const [charge] = await database.db
      .select()
      .from(membershipCharges)
      .where(eq(membershipCharges.membershipId, kept!.id as string));
    const again = { ...charge!, id: crypto.randomUUID(), idempotencyKey: null };
    await expect(database.db.insert(membershipCharges).values(again)).rejects.toThrow();
  });

  it('offers the clock control only with the sandbox on', async () => {
    const plain = await createWalletApp({ config: { sandbox: false } });
    try {
      const answer = await plain.app.inject({ method: 'POST', url: '/sandbox/memberships/clock', payload: { days: 31 } });
      expect(answer.statusCode).toBe(404);
    } finally {
      await plain.app.close();
    }
    const refused = await testApp.app.inject({ method: 'POST', url: '/sandbox/memberships/clock', payload: { days: -1 } });
    expect(refused.statusCode).toBe(400);
  });
});
