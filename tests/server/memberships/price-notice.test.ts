import type { TestApp } from '../helpers/test-app';
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
  send,
  tiersPath,
} from './helpers';

describe('membership price notice', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createWalletApp();
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  it('charges a new price only at a renewal at least 7 days after the member was told; the one before keeps the old price', async () => {
    const { app } = testApp;
    const { creator, tier } = await creatorWithTier(testApp, 50, 'Gold');
    const fan = await seededUser(testApp);
    await adjust(app, fan, 'STAR', 500);
    const joined = (await join(app, fan, creator.slug, tier.id)).json().data;

    // 27 days in, the renewal is 1 to 4 days away: too late for the new price to reach it.
    expect((await renewAfter(app, 27)).charged).toBe(0);
    const edit = await send(app, 'PATCH', `${tiersPath(creator.slug)}${tier.id}/`, creator, { price_stars: 80 });
    expect(edit.statusCode).toBe(200);
    let [mine] = await myMemberships(app, fan);
    const secondEnd = new Date(joined.current_period_end);
    expect(mine).toMatchObject({
      price_stars: 50,
      next_price_stars: 50,
      price_notice: { price_stars: 80 },
    });
    const from = new Date((mine!.price_notice as { effective_at: string }).effective_at);
    // The renewal after next: a calendar month after the first period's end.
    expect(from.getTime()).toBeGreaterThan(secondEnd.getTime() + 27 * 86_400_000);

    expect((await renewAfter(app, 5)).charged).toBe(1);
    [mine] = await myMemberships(app, fan);
    expect(mine).toMatchObject({
      price_stars: 50,
      next_price_stars: 80,
      current_period_end: from.toISOString(),
      price_notice: { price_stars: 80, effective_at: from.toISOString() },
    });
    expect(await balances(app, fan)).toEqual({ STAR: 400, TVS: 0 });

    expect((await renewAfter(app, 32)).charged).toBe(1);
    [mine] = await myMemberships(app, fan);
    expect(mine).toMatchObject({ price_stars: 80, next_price_stars: 80, price_notice: null });
    expect(await balances(app, fan)).toEqual({ STAR: 320, TVS: 0 });
    const charges = (await read(app, MY_CHARGES, fan)).json().data as { stars: number }[];
    expect(charges.map((charge) => charge.stars)).toEqual([80, 50, 50]);
    await expectLedgerClean(testApp);
  });

  it('a switched-to tier raised after the switch renews at the price the member chose, the raise after its notice', async () => {
    const { app } = testApp;
    const { creator, silver, fan, joined } = await goldMemberBesideSilver(testApp);

    await renewAfter(app, 27);
    expect((await send(app, 'PUT', `${MY_MEMBERSHIPS}${joined.id}/tier/`, fan, { tier_id: silver.id })).statusCode).toBe(200);
    expect((await send(app, 'PATCH', `${tiersPath(creator.slug)}${silver.id}/`, creator, { price_stars: 40 })).statusCode).toBe(200);
    let [mine] = await myMemberships(app, fan);
    expect(mine).toMatchObject({ next_tier: { name: 'Silver' }, next_price_stars: 30, price_notice: { price_stars: 40 } });

    // The switch happens at the renewal 1 to 4 days later, at the price chosen; the notice waits.
    expect((await renewAfter(app, 5)).charged).toBeGreaterThanOrEqual(1);
    [mine] = await myMemberships(app, fan);
    expect(mine).toMatchObject({ tier: { name: 'Silver' }, price_stars: 30, next_price_stars: 40, price_notice: { price_stars: 40 } });
    expect(await balances(app, fan)).toEqual({ STAR: 420, TVS: 0 });

    expect((await renewAfter(app, 32)).charged).toBeGreaterThanOrEqual(1);
    [mine] = await myMemberships(app, fan);
    expect(mine).toMatchObject({ tier: { name: 'Silver' }, price_stars: 40, price_notice: null });
    expect(await balances(app, fan)).toEqual({ STAR: 380, TVS: 0 });
    await expectLedgerClean(testApp);
  });

  it('with a notice period of 0 a price edit reaches the very next renewal', async () => {
    const zero = await createWalletApp({ config: { memberships: { ...testApp.config.memberships, priceNoticeDays: 0 } } });
    try {
      const { app } = zero;
      const { creator, tier } = await creatorWithTier(zero, 50);
      const fan = await seededUser(zero);
      await adjust(app, fan, 'STAR', 200);
      const joined = (await join(app, fan, creator.slug, tier.id)).json().data;
      await renewAfter(app, 27);
      await send(app, 'PATCH', `${tiersPath(creator.slug)}${tier.id}/`, creator, { price_stars: 70 });
      const [mine] = await myMemberships(app, fan);
      expect(mine).toMatchObject({ next_price_stars: 70, price_notice: { price_stars: 70, effective_at: joined.current_period_end } });
      expect((await renewAfter(app, 5)).charged).toBe(1);
      expect(await balances(app, fan)).toEqual({ STAR: 80, TVS: 0 });
    } finally {
      await zero.app.close();
    }
  });
});
