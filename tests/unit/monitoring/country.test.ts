import type { NextApiRequest, NextApiResponse } from 'next';
import country from '@/pages/api/country';
import { fetchCountry } from '@/services/monitoring/country';

function answer(headers: Record<string, string | string[]>) {
  const sent: { status?: number; body?: unknown; headers: Record<string, unknown> } = { headers: {} };
  const response = {
    setHeader: (name: string, value: unknown) => ((sent.headers[name] = value), response),
    status: (status: number) => ((sent.status = status), response),
    json: (body: unknown) => ((sent.body = body), response),
  };
  country({ headers } as unknown as NextApiRequest, response as unknown as NextApiResponse);
  return sent;
}

describe('GET /api/country', () => {
  it.each([
    [{ 'x-vercel-ip-country': 'id' }, 'ID'],
    [{ 'cf-ipcountry': 'TH' }, 'TH'],
    [{ 'x-country-code': ['PH'] }, 'PH'],
    [{ 'cf-ipcountry': 'XX', 'x-country-code': 'TW' }, 'TW'],
    [{ 'cf-ipcountry': 'T1' }, 'US'],
    [{ 'x-vercel-ip-country': 'not a country' }, 'US'],
    [{}, 'US'],
  ])('answers the edge geo header %j as %s, default US', (headers, expected) => {
    const sent = answer(headers);
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ country: expected });
    expect(sent.headers['Cache-Control']).toBe('private, no-store');
  });
});

describe('the country for the sampling rules', () => {
  it('reads it from /api/country', async () => {
    const fetchImpl = vi.fn(async () => Response.json({ country: 'id' }));
    await expect(fetchCountry(fetchImpl)).resolves.toBe('ID');
    expect(fetchImpl).toHaveBeenCalledWith('/api/country', { cache: 'no-store' });
  });

  it.each([
    ['an error status', async () => new Response('', { status: 500 })],
    ['an unexpected body', async () => Response.json({ country: 12 })],
    ['a network failure', async () => Promise.reject(new TypeError('offline'))],
  ])('falls back to US on %s', async (_name, fetchImpl) => {
    await expect(fetchCountry(fetchImpl as typeof fetch)).resolves.toBe('US');
  });
});
