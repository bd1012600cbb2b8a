import { defineEndpoint } from '@/contracts/endpoint';
import { errorBody } from '@/contracts/envelope';
import { registerEndpoint } from '@/server/src/http/endpoint';
import { z } from 'zod';
import { useTestApp } from './helpers/test-app';

// Endpoints declared the way product areas declare theirs, to drive every kind of bad input.
const echo = defineEndpoint({
  id: 'echo',
  method: 'POST',
  path: '/test/echo/:id',
  summary: 'Echoes its parsed input',
  tags: ['test'],
  params: z.object({ id: z.coerce.number().int() }),
  query: z.object({ mode: z.enum(['short', 'long']).optional() }),
  headers: z.object({ 'device-id': z.string().min(1) }),
  body: z.object({ name: z.string(), age: z.number().int() }),
  responses: { 200: z.object({ data: z.unknown() }) },
});

const broken = defineEndpoint({
  id: 'broken',
  method: 'GET',
  path: '/test/broken',
  summary: 'Fails like a bug would',
  tags: ['test'],
  responses: { 200: z.object({ data: z.string() }) },
});

const good = { name: 'Ana', age: 30 };
const deviceHeaders = { 'device-id': 'device-1' };

describe('error envelope', () => {
  const logLines: string[] = [];
  const testApp = useTestApp({
    config: { logLevel: 'error' },
    logStream: { write: (line) => logLines.push(line) },
  });

  beforeAll(async () => {
    registerEndpoint(testApp.app, echo, async ({ body, params, query, headers }) => ({
      status: 200,
      body: { data: { body, params, query, deviceId: headers['device-id'] } },
    }));
    registerEndpoint(testApp.app, broken, async () => {
      throw new Error('database password is hunter2');
    });
  });

  const post = (payload: string, headers: Record<string, string> = {}, url = '/test/echo/7') =>
    testApp.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { 'content-type': 'application/json', ...deviceHeaders, ...headers },
    });

  it('passes parsed input to the handler and drops unknown fields', async () => {
    const response = await post(JSON.stringify({ ...good, admin: true }), {}, '/test/echo/7?mode=long&x=1');

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: { body: good, params: { id: 7 }, query: { mode: 'long' }, deviceId: 'device-1' },
    });
  });

  it('answers malformed JSON with 400 VALIDATION_ERROR and details', async () => {
    const response = await post('{"name": "Ana",');

    expect(response.statusCode).toBe(400);
    const body = errorBody.parse(response.json());
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.details).toEqual([{ path: 'body', message: expect.stringContaining('not valid JSON') }]);
  });

  it('lists every missing field and wrong type with its path', async () => {
    const response = await post(JSON.stringify({ age: 'thirty' }));

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'The request is invalid.',
      details: [
        { path: 'body.name', message: expect.stringContaining('expected string') },
        { path: 'body.age', message: expect.stringContaining('expected number') },
      ],
    });
  });

  it.each([
    ['params', '/test/echo/seven', {}, 'params.id'],
    ['query', '/test/echo/7?mode=medium', {}, 'query.mode'],
    ['headers', '/test/echo/7', { 'device-id': '' }, 'headers.device-id'],
  ])('rejects bad %s with 400 and the offending path', async (_part, url, headers, path) => {
    const response = await post(JSON.stringify(good), headers, url);

    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([{ path, message: expect.any(String) }]);
  });

  it('answers a missing body with 400, not 500', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/test/echo/7', headers: deviceHeaders });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ path: 'body' }] });
  });

  it.each(['text/plain', 'application/xml', 'application/x-www-form-urlencoded'])(
    'answers content type %s with 415 UNSUPPORTED_MEDIA_TYPE',
    async (contentType) => {
      const response = await post('name=Ana', { 'content-type': contentType });

      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    },
  );

  it('answers a body over the limit with 413 PAYLOAD_TOO_LARGE', async () => {
    const response = await post(JSON.stringify({ ...good, name: 'x'.repeat(1_100_000) }));

    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers an unknown route with 404 NOT_FOUND, without echoing the query', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/nowhere?token=abc' });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'No route for GET /nowhere.' });
  });

  it('answers a malformed URL with 400 in the envelope', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/test/echo/%E0%A4%A' });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('answers a bug with a generic 500 INTERNAL_ERROR and logs the cause', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/test/broken' });

    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 'INTERNAL_ERROR', message: 'Something went wrong on our side.' });
    expect(response.body).not.toContain('hunter2');
    expect(logLines.join('')).toContain('hunter2');
  });
});
