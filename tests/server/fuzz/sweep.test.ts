import { errorBody } from '@/contracts/envelope';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { signInWithGoogle } from '../helpers/auth';
import { signedUrl, useTestApp } from '../helpers/test-app';
import { malformedRequest, SWEPT, type MalformedRequest } from './malformed-requests';

const TABLES = ['users', 'identities', 'devices', 'sessions', 'bot_challenges', 'device_links', 'wallet_nonces', 'rate_limits', 'channels'];

describe('property: malformed requests get a 4xx in the envelope and write nothing', () => {
  const testApp = useTestApp();
  let bearer: string;

  beforeAll(async () => {
    bearer = (await signInWithGoogle(testApp.app, `fuzz-${Date.now()}`)).access_token;
  }, 60_000);

  async function rowCounts(): Promise<Record<string, number>> {
    const columns = TABLES.map((table) => `(select count(*)::int from ${table}) as ${table}`).join(', ');
    const result = (await testApp.database.db.execute(sql.raw(`select ${columns}`))) as unknown as { rows: Record<string, number>[] };
    return result.rows[0] ?? {};
  }

  function send(request: MalformedRequest) {
    const url =
      request.signature === undefined
        ? signedUrl(request.path, request.query)
        : `${request.path}?${new URLSearchParams({ ...request.query, ...(request.signature !== null && { verify: request.signature }) })}`;
    const authorization = request.bearer === true ? `Bearer ${bearer}` : request.bearer || undefined;
    return testApp.app.inject({
      method: request.method,
      url,
      headers: {
        ...request.headers,
        ...(authorization && { authorization }),
        ...(request.payload !== undefined && { 'content-type': 'application/json' }),
      },
      ...(request.payload !== undefined && { payload: request.payload }),
    });
  }

  it('covers every endpoint of the area', () => {
    expect(SWEPT.length).toBe(32);
  });

  it('holds for 400 requests across every endpoint', async () => {
    const before = await rowCounts();
    const seen = new Set<string>();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...SWEPT).chain(malformedRequest), async (request) => {
        seen.add(request.endpoint);
        const response = await send(request);
        expect(response.statusCode, `${request.endpoint} with a broken ${request.broken}: ${response.body}`).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, `${request.endpoint} with a broken ${request.broken}: ${response.body}`).toBeLessThan(500);
        expect(errorBody.safeParse(response.json()).success).toBe(true);
        expect(await rowCounts()).toEqual(before);
      }),
      { numRuns: 400 },
    );
    expect(seen.size).toBe(SWEPT.length);
  }, 120_000);
});
