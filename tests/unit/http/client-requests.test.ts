import { z } from 'zod';
import { createSessionStore } from '@/services/auth/session-store';
import { createApiClients } from '@/services/http/api-clients';
import { HttpErrorCode } from '@/services/http/types';
import { openPage, signIn } from './helpers/fixtures';
import { closedPort, startTestApi, TEST_SIGNING_KEY, type TestApiServer } from './helpers/test-api-server';

const echo = z.object({
  data: z.object({
    method: z.string(),
    query: z.record(z.string(), z.string()),
    headers: z.record(z.string(), z.unknown()),
    body: z.unknown(),
  }),
});

let server: TestApiServer;
let storage: TestApiServer;

beforeEach(async () => {
  localStorage.clear();
  server = await startTestApi();
  storage = await startTestApi();
});
afterEach(async () => {
  await Promise.all([server.close(), storage.close()]);
});

describe('request shaping', () => {
  it('drops query parameters that are false, empty or undefined and keeps the rest', async () => {
    const page = openPage(server, createSessionStore());
    const result = await page.api.core.get('v1/echo/', echo, {
      params: { keep: 'x', zero: 0, yes: true, no: false, empty: '', missing: undefined, none: null },
    });
    expect(result.ok && result.data.data.query).toEqual({ keep: 'x', zero: '0', yes: 'true', verify: expect.any(String) });
  });

  it('drops empty headers and keeps the rest', async () => {
    const page = openPage(server, createSessionStore());
    const result = await page.api.core.get('v1/echo/', echo, {
      headers: { 'X-Kept': 'yes', 'X-Empty': '', 'X-Blank': '  ', 'X-Missing': undefined, 'X-Null': null },
    });
    expect(result.ok).toBe(true);
    const headers = result.ok ? result.data.data.headers : {};
    expect(headers['x-kept']).toBe('yes');
    expect(Object.keys(headers).filter((name) => ['x-empty', 'x-blank', 'x-missing', 'x-null'].includes(name))).toEqual([]);
  });

  it.each(['GET', 'POST', 'PATCH', 'PUT', 'DELETE'] as const)('sends %s with the bearer and, with a body, as JSON', async (method) => {
    const page = openPage(server, signIn(server, 'alice'));
    const body = method === 'GET' || method === 'DELETE' ? undefined : { name: 'Starlit' };
    const result = await page.api.core.request({ method, url: 'v1/echo/', body, schema: echo });
    expect(result.ok && result.data.data.method).toBe(method);
    expect(result.ok && result.data.data.body).toEqual(body ?? null);
    expect(server.requestsTo('/core/v1/echo/')[0]?.bearer).toBe(page.session.tokensFor('alice')?.access_token);
  });

  it('keeps an Authorization header the caller set', async () => {
    const page = openPage(server, signIn(server, 'alice'));
    await page.api.core.get('v1/echo/', echo, { headers: { Authorization: 'Bearer from-sign-in' } });
    expect(server.requestsTo('/core/v1/echo/')[0]?.bearer).toBe('from-sign-in');
  });

  it('sends neither bearer nor signature to a cloud-storage upload URL', async () => {
    const page = openPage(server, signIn(server, 'alice'));
    const uploadUrl = `${storage.origin}/upload/avatar.png?X-Goog-Signature=abc`;
    const result = await page.api.core.put(uploadUrl, 'bytes', z.undefined(), { headers: { 'Content-Type': 'image/png' } });
    expect(result).toEqual({ ok: true, status: 200, data: undefined });
    const [upload] = storage.requests;
    expect(upload?.headers.authorization).toBeUndefined();
    expect(upload?.query).toEqual({ 'X-Goog-Signature': 'abc' });
    expect(upload?.headers['content-type']).toBe('image/png');
  });

  it('gives the billing host the bearer but no signature when it is a host of its own', async () => {
    const session = signIn(server, 'alice');
    const api = createApiClients({ apiHost: storage.origin, billingHost: server.origin, signingKey: TEST_SIGNING_KEY, tokens: session });
    const result = await api.billing.get('v5/billing/balance/', z.object({ data: z.object({ account: z.string() }) }));
    expect(result.ok).toBe(true);
    const [balance] = server.requests;
    expect(balance?.query.verify).toBeUndefined();
    expect(balance?.bearer).toBe(session.tokensFor('alice')?.access_token);
  });
});

describe('errors are results', () => {
  it('returns a 4xx error envelope with its code, message and details', async () => {
    const page = openPage(server, createSessionStore());
    expect(await page.api.core.get('v1/status/422/', z.unknown())).toEqual({
      ok: false,
      status: 422,
      code: 'TEST_ERROR',
      message: 'Answered 422',
      details: { field: 'name' },
    });
  });

  it('returns a 5xx without an envelope as HTTP_ERROR', async () => {
    const page = openPage(server, createSessionStore());
    expect(await page.api.core.get('v1/status/502/', z.unknown())).toEqual({
      ok: false,
      status: 502,
      code: HttpErrorCode.HTTP_ERROR,
      message: 'Request failed with status 502',
    });
  });

  it('returns a refused connection as NETWORK_ERROR at status 0', async () => {
    const api = createApiClients({ apiHost: `http://127.0.0.1:${await closedPort()}`, signingKey: TEST_SIGNING_KEY });
    expect(await api.core.get('v1/me/', z.unknown())).toMatchObject({ ok: false, status: 0, code: HttpErrorCode.NETWORK_ERROR });
  });

  it('returns a timeout as TIMEOUT at status 0', async () => {
    const page = openPage(server, createSessionStore(), { timeoutMs: 50 });
    expect(await page.api.core.get('v1/echo/', z.unknown(), { params: { delay_ms: 500 } })).toMatchObject({
      ok: false,
      status: 0,
      code: HttpErrorCode.TIMEOUT,
    });
  });

  it('returns a canceled request as CANCELED', async () => {
    const page = openPage(server, createSessionStore());
    const controller = new AbortController();
    const pending = page.api.core.get('v1/echo/', z.unknown(), { params: { delay_ms: 500 }, signal: controller.signal });
    controller.abort();
    expect(await pending).toMatchObject({ ok: false, status: 0, code: HttpErrorCode.CANCELED });
  });

  it('returns a body that does not match the schema as INVALID_RESPONSE', async () => {
    const page = openPage(server, createSessionStore());
    const result = await page.api.core.get('v1/echo/', z.object({ data: z.object({ id: z.string() }) }));
    expect(result).toMatchObject({ ok: false, status: 200, code: HttpErrorCode.INVALID_RESPONSE });
    expect(!result.ok && result.details).toEqual(expect.arrayContaining([expect.objectContaining({ path: ['data', 'id'] })]));
  });

  it('returns a body that is not JSON as INVALID_RESPONSE', async () => {
    const page = openPage(server, createSessionStore());
    expect(await page.api.core.get('v1/not-json/', z.object({ data: z.unknown() }))).toMatchObject({
      ok: false,
      status: 200,
      code: HttpErrorCode.INVALID_RESPONSE,
    });
  });
});
