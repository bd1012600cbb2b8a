import { fetchCountry } from '@/services/monitoring/country';

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
