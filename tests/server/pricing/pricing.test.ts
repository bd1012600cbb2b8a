import { errorBody } from '@/contracts/envelope';
import { pricing } from '@/contracts/pricing';
import type { StarPackage } from '@/contracts/wallet';
import type { FastifyInstance } from 'fastify';
import { createTestApp, signedUrl, testConfig, type TestApp } from '../helpers/test-app';
import { BALANCE, getWith, newUser, type SignedInUser } from '../wallet/helpers';

const PRICING = '/core/v1/pricing/';

function getPricing(app: FastifyInstance, query: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url: signedUrl(PRICING, query) });
}

/** What the wallet shows a signed-in user for `country`, and the gift dialog's configuration. */
async function walletView(app: FastifyInstance, user: SignedInUser, query: Record<string, string>) {
  const packages = (await getWith(app, '/paymee/stars/v3/conversion-packages/', { ...query, pageSize: '100' }, user)).json();
  const gifts = (await app.inject({ method: 'GET', url: signedUrl('/core/v3/channel/gift-config/') })).json().data;
  const balance = (await app.inject({ method: 'GET', url: BALANCE, headers: { authorization: `Bearer ${user.bearer}` } })).json().data;
  return { packages: packages.data as StarPackage[], total: packages.meta.total as number, gifts, rate: balance.config.tvs_to_star_rate };
}

describe(`public pricing on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  let testApp: TestApp;
  let user: SignedInUser;

  beforeAll(async () => {
    testApp = await createTestApp();
    user = await newUser(testApp.app, 'pricing');
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  it.each(['TH', 'ID', 'PH', 'TW', 'US'])(
    'answers for %s, without a session, what the wallet and the gift config answer',
    async (country) => {
      const answer = await getPricing(testApp.app, { country });
      expect(answer.statusCode).toBe(200);
      const { data } = answer.json();
      expect(pricing.strict().safeParse(data).success).toBe(true);
      const wallet = await walletView(testApp.app, user, { country });
      expect(data.packages).toHaveLength(wallet.total);
      expect(data).toEqual({
        country,
        currency: wallet.packages[0]!.price.currency,
        packages: wallet.packages,
        fee_bps: wallet.gifts.fee_bps,
        tvs_per_star: wallet.gifts.tvs_per_star,
        tvs_to_star: wallet.rate,
      });
    },
  );

  it('prices Thailand in baht, cheapest package first', async () => {
    const { data } = (await getPricing(testApp.app, { country: 'TH' })).json();
    expect(data.currency).toBe('THB');
    expect(data.packages[0]).toMatchObject({
      id: 'stars_100',
      stars: 100,
      bonus_stars: 0,
      price: { amount: 3_500, currency: 'THB', exponent: 2 },
    });
    expect(data.packages.map((item: { price: { amount: number } }) => item.price.amount)).toEqual(
      [...data.packages.map((item: { price: { amount: number } }) => item.price.amount)].sort((a, b) => a - b),
    );
  });

  it('answers the default price list without a country or for one the catalogue does not price', async () => {
    const fallback = (await walletView(testApp.app, user, {})).packages;
    for (const query of [{}, { country: 'DE' }, { country: 'ZZ' }] as Record<string, string>[]) {
      const answer = await getPricing(testApp.app, query);
      expect(answer.statusCode).toBe(200);
      const { data } = answer.json();
      expect([data.country, data.currency]).toEqual(['US', 'USD']);
      expect(data.packages).toEqual(fallback);
    }
  });

  it('reads a country code as the wallet does (any case, spaces trimmed)', async () => {
    for (const country of ['th', ' TH']) {
      const { data } = (await getPricing(testApp.app, { country })).json();
      expect([data.country, data.currency], JSON.stringify(country)).toEqual(['TH', 'THB']);
    }
  });

  it('refuses a country that is not two letters with a 400 in the envelope', async () => {
    for (const country of ['T', 'THA', '12', 'T1', '', 'ÅÄ', 'TH\u0000']) {
      const answer = await getPricing(testApp.app, { country });
      expect([answer.statusCode, answer.json().code], `country=${JSON.stringify(country)}`).toEqual([400, 'VALIDATION_ERROR']);
      expect(errorBody.safeParse(answer.json()).success).toBe(true);
    }
    const twice = await testApp.app.inject({ method: 'GET', url: `${signedUrl(PRICING, { country: 'TH' })}&country=ID` });
    expect([twice.statusCode, twice.json().code]).toEqual([400, 'VALIDATION_ERROR']);
  });

  it('is signed like every /core path: unsigned is a 401 in the envelope', async () => {
    const answer = await testApp.app.inject({ method: 'GET', url: `${PRICING}?country=TH` });
    expect(answer.statusCode).toBe(401);
    expect(errorBody.safeParse(answer.json()).success).toBe(true);
  });
});

describe('public pricing follows the configuration', () => {
  it('answers the configured fee and rate, not numbers of its own', async () => {
    const base = testConfig();
    const testApp = await createTestApp({ config: { gifts: { ...base.gifts, feeBps: 1_250, tvsPerStar: 7 } } });
    try {
      const { data } = (await getPricing(testApp.app, { country: 'PH' })).json();
      expect([data.fee_bps, data.tvs_per_star]).toEqual([1_250, 7]);
    } finally {
      await testApp.app.close();
    }
  });
});
