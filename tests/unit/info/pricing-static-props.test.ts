// @vitest-environment node
import type { GetStaticPropsContext } from 'next';
import { LoopbackServer } from '../support/loopback-server';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** An API that answers the pricing path as scripted and records the countries asked for. */
class FakePricingApi extends LoopbackServer {
  answer: { status: number; body: unknown } = { status: 500, body: { code: 'INTERNAL_ERROR', message: 'Down' } };
  readonly asked: (string | null)[] = [];

  protected async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.origin);
    if (url.pathname !== '/core/v1/pricing/') {
      res.writeHead(404).end();
      return;
    }
    this.asked.push(url.searchParams.get('country'));
    res.writeHead(this.answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(this.answer.body));
  }
}

const target = vi.hoisted(() => ({ origin: '' }));
// Only the host changes: the page's own call, client, signature and parsing run as in production.
vi.mock('@/services/http/server-api', async () => {
  const { createApiClients } = await import('@/services/http/api-clients');
  return {
    createServerApi: (options: object = {}) => createApiClients({ ...options, apiHost: target.origin, billingHost: target.origin }),
  };
});

const { getStaticProps } = await import('@/pages/pricing');

const PRICING = {
  country: 'TH',
  currency: 'THB',
  packages: [{ id: 'stars_100', stars: 100, bonus_stars: 0, price: { amount: 3_500, currency: 'THB', exponent: 2 }, price_tvs: 1 }],
  fee_bps: 2_000,
  tvs_per_star: 10,
  tvs_to_star: { tvs: 100, stars: 10 },
};

async function staticProps(locale: string) {
  const result = await getStaticProps({ locale } as GetStaticPropsContext);
  if (!('props' in result)) throw new Error('The pricing page always renders');
  const props = await result.props;
  return { pricing: props.pricing, figures: props.figures, revalidate: result.revalidate };
}

describe('the pricing page at build and regeneration time', () => {
  let api: FakePricingApi;

  beforeEach(async () => {
    api = await new FakePricingApi().listen();
    target.origin = api.origin;
  });
  afterEach(async () => {
    await api.close();
  });

  it("asks for the language's country and keeps the answer for five minutes", async () => {
    api.answer = { status: 200, body: { data: PRICING } };
    expect(await staticProps('th')).toEqual({ pricing: PRICING, figures: expect.objectContaining({ fee: '20%' }), revalidate: 300 });
    await staticProps('en');
    await staticProps('id');
    await staticProps('fil');
    await staticProps('tw');
    expect(api.asked).toEqual(['TH', 'US', 'ID', 'PH', 'TW']);
  });

  it("formats the page's numbers in the page language's digits, so the browser formats none", async () => {
    const packages = [{ ...PRICING.packages[0]!, id: 'stars_10000', stars: 10_000, bonus_stars: 1_500 }];
    api.answer = { status: 200, body: { data: { ...PRICING, packages } } };
    const indonesian = (await staticProps('id')).figures!;
    expect(indonesian.packages.map(({ stars, bonus }) => ({ stars, bonus }))).toEqual([{ stars: '10.000', bonus: '1.500' }]);
    expect(indonesian.packages[0]!.price.replace(/\s/g, ' ')).toBe('฿35,00');
    // 10,000 STAR × 0.10 TVS = TVS 1,000.00, of which the platform keeps 20 %.
    const english = (await staticProps('en')).figures!;
    expect(english.packages.map(({ stars, bonus }) => ({ stars, bonus }))).toEqual([{ stars: '10,000', bonus: '1,500' }]);
    expect(english.example).toEqual({
      stars: '10,000',
      gross: expect.stringMatching(/^TVS\s1,000\.00$/),
      fee: expect.stringMatching(/^TVS\s200\.00$/),
      net: expect.stringMatching(/^TVS\s800\.00$/),
    });
  });

  it('renders without prices and asks again in seconds when the API answers an error', async () => {
    expect(await staticProps('en')).toEqual({ pricing: null, figures: null, revalidate: 5 });
  });

  it('renders without prices when no API is listening, as during the build', async () => {
    await api.close();
    expect(await staticProps('fil')).toEqual({ pricing: null, figures: null, revalidate: 5 });
    api = await new FakePricingApi().listen();
  });

  it('does not trust an answer of another shape', async () => {
    api.answer = { status: 200, body: { data: { ...PRICING, fee_bps: 'twenty' } } };
    expect(await staticProps('th')).toEqual({ pricing: null, figures: null, revalidate: 5 });
  });
});
