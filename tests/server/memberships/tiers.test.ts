import type { TestApp } from '../helpers/test-app';
import { creatorWithChannel } from '../gifts/helpers';
import { createWalletApp, seededUser } from '../wallet/helpers';
import { createTier, read, send, tiersPath } from './helpers';

describe('membership tiers', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createWalletApp();
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  it('lets a creator make tiers within the price limits, shows open ones to anyone cheapest first, all to the owner', async () => {
    const { app } = testApp;
    const creator = await creatorWithChannel(testApp);
    const gold = await createTier(app, creator, { name: 'Gold', price_stars: 200, perks: 'Early videos' });
    const bronze = await createTier(app, creator, { name: ' Bronze ', price_stars: 20 });
    await createTier(app, creator, { name: 'Secret', price_stars: 30, open: false });
    expect(bronze).toMatchObject({ name: 'Bronze', perks: '', open: true, retired_at: null, members: 0 });

    const open = await read(app, tiersPath(creator.slug));
    expect(open.statusCode).toBe(200);
    expect(open.json()).toEqual({
      data: [
        { id: bronze.id, name: 'Bronze', price_stars: 20, perks: '' },
        { id: gold.id, name: 'Gold', price_stars: 200, perks: 'Early videos' },
      ],
      config: { min_price_stars: 10, max_price_stars: 100_000, max_tiers: 5, grace_days: 3 },
    });
    const own = await read(app, `${tiersPath(creator.slug)}manage/`, creator);
    expect(own.json().data.map((tier: { name: string }) => tier.name)).toEqual(['Bronze', 'Secret', 'Gold']);

    for (const price of [9, 100_001]) {
      const refused = await send(app, 'POST', tiersPath(creator.slug), creator, { name: 'Odd', price_stars: price });
      expect([refused.statusCode, refused.json().code]).toEqual([400, 'VALIDATION_ERROR']);
    }
    const blank = await send(app, 'POST', tiersPath(creator.slug), creator, { name: '   ', price_stars: 20 });
    expect(blank.statusCode).toBe(400);
  });

  it('allows five live tiers; retiring one makes room; a retired tier cannot be edited', async () => {
    const { app } = testApp;
    const creator = await creatorWithChannel(testApp);
    const tiers = [];
    for (let index = 1; index <= 5; index++) tiers.push(await createTier(app, creator, { name: `T${index}`, price_stars: 10 * index }));
    const sixth = await send(app, 'POST', tiersPath(creator.slug), creator, { name: 'T6', price_stars: 60 });
    expect([sixth.statusCode, sixth.json().code]).toEqual([409, 'MEMBERSHIP_TIER_LIMIT']);

    const retired = await send(app, 'DELETE', `${tiersPath(creator.slug)}${tiers[0]!.id}/`, creator);
    expect(retired.statusCode).toBe(200);
    expect(retired.json().data).toMatchObject({ open: false, retired_at: expect.any(String) });
    expect((await send(app, 'POST', tiersPath(creator.slug), creator, { name: 'T6', price_stars: 60 })).statusCode).toBe(201);
    const edit = await send(app, 'PATCH', `${tiersPath(creator.slug)}${tiers[0]!.id}/`, creator, { name: 'Back' });
    expect([edit.statusCode, edit.json().code]).toEqual([409, 'MEMBERSHIP_TIER_RETIRED']);
    const publicNames = (await read(app, tiersPath(creator.slug))).json().data.map((tier: { name: string }) => tier.name);
    expect(publicNames).not.toContain('T1');
  });

  it("edits name, price, perks and openness; another user's or unknown channel or tier is 404", async () => {
    const { app } = testApp;
    const creator = await creatorWithChannel(testApp);
    const tier = await createTier(app, creator, { name: 'Silver', price_stars: 50 });
    const path = `${tiersPath(creator.slug)}${tier.id}/`;
    const edited = await send(app, 'PATCH', path, creator, { name: 'Silver+', price_stars: 60, perks: 'More', open: false });
    expect(edited.json().data).toMatchObject({ name: 'Silver+', price_stars: 60, perks: 'More', open: false });
    expect((await send(app, 'PATCH', path, creator, {})).statusCode).toBe(400);
    expect((await send(app, 'PATCH', path, creator, { price_stars: 5 })).statusCode).toBe(400);

    const stranger = await seededUser(testApp);
    const foreign = await send(app, 'PATCH', path, stranger, { name: 'Mine' });
    expect(foreign.statusCode).toBe(404);
    expect((await send(app, 'POST', tiersPath(creator.slug), stranger, { name: 'X', price_stars: 20 })).statusCode).toBe(404);
    expect((await read(app, `${tiersPath(creator.slug)}manage/`, stranger)).statusCode).toBe(404);
    const unknown = await send(app, 'PATCH', `${tiersPath(creator.slug)}${crypto.randomUUID()}/`, creator, { name: 'Y' });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'NOT_FOUND']);
    expect((await read(app, tiersPath('nobody-here'))).json().code).toBe('CHANNEL_NOT_FOUND');
    expect((await send(app, 'POST', tiersPath(creator.slug), creator, { name: 'Z', price_stars: 20 }, {})).statusCode).toBe(201);
  });
});
