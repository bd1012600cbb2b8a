import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { dataEnvelope } from '@/contracts/envelope';
import { createApiClients, type ApiClients } from '@/services/http/api-clients';
import { useTestApp } from './helpers/test-app';

// The web client against the real API: what it signs is what the API accepts.
const meta = dataEnvelope(z.object({ name: z.string(), currencies: z.array(z.string()) }));

describe('the shared HTTP client against the API', () => {
  const testApp = useTestApp();
  let origin: string;

  beforeAll(async () => {
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
  });

  const clients = (options: { signingKey?: string; now?: () => number } = {}): ApiClients =>
    createApiClients({ apiHost: origin, billingHost: origin, signingKey: testApp.config.apiSigningKey, ...options });

  it('gets /core/v1/meta/ with a signature the API accepts', async () => {
    expect(await clients().core.get('v1/meta/', meta)).toEqual({
      ok: true,
      status: 200,
      data: { data: { name: 'Starlit', currencies: ['STAR', 'TVS'] } },
    });
  });

  it('returns a tampered signature as a 401 SIGNATURE_INVALID result', async () => {
    const result = await clients({ signingKey: 'tampered-key' }).core.get('v1/meta/', meta);
    expect(result).toMatchObject({ ok: false, status: 401, code: 'SIGNATURE_INVALID' });
  });

  it('returns a signature older than 300 s as a 401 SIGNATURE_INVALID result', async () => {
    const result = await clients({ now: () => Date.now() - 301_000 }).core.get('v1/meta/', meta);
    expect(result).toMatchObject({ ok: false, status: 401, code: 'SIGNATURE_INVALID' });
  });
});
