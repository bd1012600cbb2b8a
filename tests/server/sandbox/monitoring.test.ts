import { gzipSync } from 'node:zlib';
import { readFile } from 'node:fs/promises';
import type { InjectOptions } from 'fastify';
import { createTestApp, type TestApp } from '../helpers/test-app';

const checkedIn = async (key: string) =>
  JSON.parse(await readFile(new URL(`../../../server/src/sandbox/remote-config/${key}.json`, import.meta.url), 'utf8'));

const webConfigOn = {
  data_dog: { enabled: true, default: { rum: 100, trace: 0 }, rum_options: {} },
  posthog: { is_enabled: true, config: { capture_pageview: false } },
};

describe('monitoring stand-ins with SANDBOX=1', () => {
  let testApp: TestApp;
  const inject = (options: InjectOptions) => testApp.app.inject(options);

  beforeAll(async () => {
    testApp = await createTestApp({ config: { sandbox: true } });
  });
  afterAll(() => testApp.app.close());
  afterEach(async () => {
    await inject({ method: 'DELETE', url: '/sandbox/remote-config' });
    await inject({ method: 'DELETE', url: '/sandbox/datadog/intake' });
    await inject({ method: 'DELETE', url: '/sandbox/posthog/captured' });
  });

  it('serves the checked-in documents as Firebase would: JSON strings, monitoring and analytics off', async () => {
    const response = await inject({ method: 'GET', url: '/sandbox/remote-config' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { entries } = response.json<{ entries: Record<string, string> }>();
    expect(JSON.parse(entries.WEB_CONFIG!)).toEqual(await checkedIn('WEB_CONFIG'));
    expect(JSON.parse(entries.THIRD_PARTY_CONFIG!)).toEqual(await checkedIn('THIRD_PARTY_CONFIG'));
    expect(JSON.parse(entries.WEB_CONFIG!)).toMatchObject({ data_dog: { enabled: false }, posthog: { is_enabled: false } });
  });

  it('replaces a document at run time and goes back to the checked-in ones on reset', async () => {
    const put = await inject({ method: 'PUT', url: '/sandbox/remote-config/WEB_CONFIG', payload: webConfigOn });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ data: webConfigOn });
    expect((await inject({ method: 'GET', url: '/sandbox/remote-config/WEB_CONFIG' })).json()).toEqual({ data: webConfigOn });

    expect((await inject({ method: 'DELETE', url: '/sandbox/remote-config' })).statusCode).toBe(204);
    expect((await inject({ method: 'GET', url: '/sandbox/remote-config/WEB_CONFIG' })).json()).toEqual({
      data: await checkedIn('WEB_CONFIG'),
    });
  });

  it('refuses a document that does not match its schema, in the error envelope, and keeps the old one', async () => {
    const response = await inject({
      method: 'PUT',
      url: '/sandbox/remote-config/THIRD_PARTY_CONFIG',
      payload: { data_dog: { countries: { us: {} } } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: 'The body is not a valid THIRD_PARTY_CONFIG document.' });
    expect((await inject({ method: 'GET', url: '/sandbox/remote-config/THIRD_PARTY_CONFIG' })).json()).toEqual({
      data: await checkedIn('THIRD_PARTY_CONFIG'),
    });
  });

  it('answers 400 for a parameter that is not one of the two documents', async () => {
    const response = await inject({ method: 'PUT', url: '/sandbox/remote-config/OTHER', payload: webConfigOn });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('keeps the RUM events of a batch sent through the proxy, with the intake path they were meant for', async () => {
    const batch = [
      { type: 'view', _dd: { configuration: { session_sample_rate: 100 } } },
      { type: 'resource', resource: { url: 'http://x/' } },
    ];
    const response = await inject({
      method: 'POST',
      url: `/sandbox/datadog/intake?ddforward=${encodeURIComponent('/api/v2/rum?ddsource=browser&dd-api-key=pubsandbox')}`,
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: `${batch.map((event) => JSON.stringify(event)).join('\n')}\n`,
    });
    expect(response.statusCode).toBe(202);
    expect((await inject({ method: 'GET', url: '/sandbox/datadog/intake' })).json()).toEqual({
      data: batch.map((event) => ({ track: '/api/v2/rum', event })),
    });
  });

  it.each([
    ['plain JSON', '', 'application/json', (json: string) => json],
    ['gzip', '&compression=gzip-js', 'text/plain', (json: string) => gzipSync(json)],
    ['gzip without the query flag', '', 'text/plain', (json: string) => gzipSync(json)],
    [
      'a base64 form field',
      '&compression=base64',
      'application/x-www-form-urlencoded',
      (json: string) => `data=${encodeURIComponent(Buffer.from(json).toString('base64'))}`,
    ],
  ])('keeps the PostHog events it captures from %s', async (_name, query, contentType, encode) => {
    const events = [
      { event: '$identify', properties: { distinct_id: 'u-1', $set: { email: 'a@example.com' } } },
      { event: 'signed_up', properties: { distinct_id: 'u-1', signup_method: 'google' } },
    ];
    const response = await inject({
      method: 'POST',
      url: `/sandbox/posthog/e/?ip=0&ver=1.449.2${query}`,
      headers: { 'content-type': contentType },
      payload: encode(JSON.stringify(events)),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 1 });
    expect((await inject({ method: 'GET', url: '/sandbox/posthog/captured' })).json()).toEqual({
      data: events.map((event) => ({ path: '/e/', event })),
    });
  });

  it('answers 400 to a capture body that is not an event batch, keeping nothing', async () => {
    const response = await inject({
      method: 'POST',
      url: '/sandbox/posthog/e/?compression=gzip-js',
      headers: { 'content-type': 'text/plain' },
      payload: 'not gzip',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect((await inject({ method: 'GET', url: '/sandbox/posthog/captured' })).json()).toEqual({ data: [] });
  });
});

describe('monitoring stand-ins with SANDBOX=0', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ config: { sandbox: false } });
  });
  afterAll(() => testApp.app.close());

  it.each(['/sandbox/remote-config', '/sandbox/datadog/intake', '/sandbox/posthog/captured'])('answers 404 for %s', async (url) => {
    expect((await testApp.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});
