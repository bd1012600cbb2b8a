import type { NextApiRequest, NextApiResponse } from 'next';
import { configuredGeoHeaders, countryFromHeaders } from '@/services/payments/country-header';
import { detectCountry } from '@/services/payments/geo-lookup';

function call(handler: (request: NextApiRequest, response: NextApiResponse) => void, headers: Record<string, string>, method = 'GET') {
  const sent: { status?: number; body?: unknown; headers: Record<string, unknown> } = { headers: {} };
  const response = {
    setHeader: (name: string, value: unknown) => {
      sent.headers[name] = value;
      return response;
    },
    status: (code: number) => {
      sent.status = code;
      return response;
    },
    json: (body: unknown) => {
      sent.body = body;
      return response;
    },
  };
  handler({ method, headers } as unknown as NextApiRequest, response as unknown as NextApiResponse);
  return sent;
}

describe('GET /api/country', () => {
  it('answers the edge geo header, upper-cased, and never lets a shared cache keep it', async () => {
    const { default: handler } = await import('@/pages/api/country');
    expect(call(handler, { 'cf-ipcountry': 'th' })).toMatchObject({
      status: 200,
      body: { country: 'TH' },
      headers: { 'Cache-Control': 'private, no-store' },
    });
    expect(call(handler, { 'x-vercel-ip-country': 'ID' }).body).toEqual({ country: 'ID' });
  });

  it('reads the x-country-code header the README names', async () => {
    const { default: handler } = await import('@/pages/api/country');
    expect(call(handler, { 'x-country-code': 'ph' }).body).toEqual({ country: 'PH' });
  });

  it('answers US without a usable header', async () => {
    const { default: handler } = await import('@/pages/api/country');
    expect(call(handler, {}).body).toEqual({ country: 'US' });
    expect(call(handler, { 'cf-ipcountry': 'XX' }).body).toEqual({ country: 'US' });
    expect(call(handler, { 'cf-ipcountry': 'T1' }).body).toEqual({ country: 'US' });
  });

  it('refuses other methods in the error envelope', async () => {
    const { default: handler } = await import('@/pages/api/country');
    expect(call(handler, {}, 'POST')).toMatchObject({ status: 405, body: { code: 'METHOD_NOT_ALLOWED' } });
  });

  it('reads the headers a deployment configures', () => {
    const names = configuredGeoHeaders(' X-Geo-Country , ');
    expect(names).toEqual(['x-geo-country']);
    expect(countryFromHeaders({ 'x-geo-country': 'ph', 'cf-ipcountry': 'TH' }, names)).toBe('PH');
    expect(configuredGeoHeaders(undefined)).toContain('cf-ipcountry');
  });
});

describe('detectCountry', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("takes our route's answer", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ country: 'PH' }), { status: 200 })),
    );
    const lookup = vi.fn();
    expect(await detectCountry(lookup)).toBe('PH');
    expect(lookup).not.toHaveBeenCalled();
  });

  it('falls back to the third-party lookup when the route fails, then to US', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('oops', { status: 502 })),
    );
    expect(await detectCountry(async () => 'tw\n')).toBe('TW');
    expect(await detectCountry(async () => undefined)).toBe('US');
    expect(await detectCountry(async () => '<html>')).toBe('US');
  });
});
