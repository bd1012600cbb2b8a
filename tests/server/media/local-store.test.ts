import { UPLOAD_MAX_BYTES } from '@/contracts/upload';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newUser } from '../channel/helpers';
import { createTestApp, signedUrl, TestClock, testConfig, useTestApp } from '../helpers/test-app';

const GENERATE = '/core/v3/upload/generate-gcs-upload-url/';

// A real 1×1 PNG, and the first bytes of the other accepted types.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0]);
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([26, 0, 0, 0]), Buffer.from('WEBPVP8L'), Buffer.alloc(14)]);

describe('uploads through the API as object store', () => {
  const dir = mkdtempSync(join(tmpdir(), 'starlit-media-'));
  const clock = new TestClock();
  const testApp = useTestApp({ config: { media: { ...testConfig().media, dir } }, clock: clock.now });
  let bearer: string;

  beforeAll(async () => {
    ({ bearer } = await newUser(testApp.app, 'upload'));
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  async function uploadUrls(key: string): Promise<{ upload: string; serve: string; object: string }> {
    const response = await testApp.app.inject({
      method: 'POST',
      url: signedUrl(GENERATE, { key }),
      headers: { authorization: `Bearer ${bearer}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { upload_url, serve_url } = response.json().data as { upload_url: string; serve_url: string };
    const upload = new URL(upload_url);
    return {
      upload: `${upload.pathname}${upload.search}`,
      serve: new URL(serve_url).pathname,
      object: upload.pathname.slice('/media/'.length),
    };
  }

  const put = (url: string, contentType: string, payload: Buffer, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'PUT', url, headers: { 'content-type': contentType, ...headers }, payload });

  it('happy path: a signed PUT URL under /media, then the bytes served with long cache headers', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: signedUrl(GENERATE, { key: 'channel/avatar.png' }),
      headers: { authorization: `Bearer ${bearer}` },
    });
    const { upload_url, serve_url } = response.json().data as { upload_url: string; serve_url: string };
    expect(upload_url).toMatch(/^http:\/\/localhost(:80)?\/media\/[0-9a-f]{32}\/channel\/avatar\.png\?expires=\d+&signature=[\w-]{43}$/);
    expect(serve_url).toBe(upload_url.split('?')[0]);
    expect(upload_url).not.toContain(bearer);

    const { upload, serve, object } = await uploadUrls('channel/avatar.png');
    // The web client's axios may add its bearer; the URL's own signature is what counts.
    const stored = await put(upload, 'image/png', PNG, { authorization: `Bearer ${bearer}`, origin: 'http://localhost:3000' });
    expect(stored.statusCode, stored.body).toBe(200);
    expect(stored.json()).toEqual({ data: { size: PNG.length } });
    expect(stored.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(readFileSync(join(dir, object))).toEqual(PNG);

    const served = await testApp.app.inject({ method: 'GET', url: serve });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload).toEqual(PNG);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(PNG.length),
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'cross-origin',
    });
  });

  it.each([
    ['channel/photo.jpg', 'image/jpeg', JPEG],
    ['channel/photo.jpeg', 'image/jpeg; charset=binary', JPEG],
    ['channel/banner.webp', 'image/webp', WEBP],
    ['post/cover/anim.gif', 'image/gif', GIF],
  ])('accepts %s as %s', async (key, contentType, bytes) => {
    const { upload, serve } = await uploadUrls(key);
    expect((await put(upload, contentType, bytes)).statusCode).toBe(200);
    const served = await testApp.app.inject({ method: 'GET', url: serve });
    expect(served.headers['content-type']).toBe(contentType.split(';')[0]);
    expect(served.rawPayload).toEqual(bytes);
  });

  it('lets the browser PUT from the web origin (CORS preflight)', async () => {
    const { upload } = await uploadUrls('channel/avatar.png');
    const preflight = await testApp.app.inject({
      method: 'OPTIONS',
      url: upload,
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(String(preflight.headers['access-control-allow-methods'])).toContain('PUT');
  });

  it('refuses a tampered URL with 403 in the envelope, storing nothing', async () => {
    const { upload, object } = await uploadUrls('channel/avatar.png');
    const url = new URL(upload, 'http://localhost');
    const signature = url.searchParams.get('signature') ?? '';
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    const otherObject = url.pathname.replace(/[0-9a-f]{32}/, '0'.repeat(32));
    const laterExpiry = String(Number(url.searchParams.get('expires')) + 3600);
    for (const tampered of [
      `${url.pathname}?expires=${url.searchParams.get('expires')}&signature=${flipped}`,
      `${otherObject}${url.search}`,
      `${url.pathname.replace('avatar.png', 'avatar.gif')}${url.search}`,
      `${url.pathname}?expires=${laterExpiry}&signature=${signature}`,
      `${url.pathname}?expires=${url.searchParams.get('expires')}`,
      url.pathname,
    ]) {
      const response = await put(tampered, 'image/png', PNG);
      expect(response.statusCode, tampered).toBe(403);
      expect(response.json()).toEqual({
        code: 'UPLOAD_URL_INVALID',
        message: 'This upload URL is invalid or has expired; ask for a new one.',
      });
    }
    expect(existsSync(join(dir, object))).toBe(false);
  });

  it('refuses an expired URL with 403', async () => {
    const { upload, object } = await uploadUrls('channel/avatar.png');
    clock.advance(600);
    const justInTime = await uploadUrls('channel/avatar.png');
    expect((await put(justInTime.upload, 'image/png', PNG)).statusCode).toBe(200);
    clock.advance(1);
    const response = await put(upload, 'image/png', PNG);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('UPLOAD_URL_INVALID');
    expect(existsSync(join(dir, object))).toBe(false);
  });

  it('refuses a wrong Content-Type, or bytes that are not that image, with 415', async () => {
    const { upload, object } = await uploadUrls('channel/avatar.png');
    for (const [contentType, bytes, message] of [
      ['text/html', PNG, 'Upload a JPEG, PNG, WebP or GIF image.'],
      ['image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'Upload a JPEG, PNG, WebP or GIF image.'],
      ['image/jpeg', JPEG, 'This URL takes image/png, not image/jpeg.'],
      ['image/png', JPEG, "The file's content is not image/png."],
      ['image/png', Buffer.from('<html><script>alert(1)</script></html>'), "The file's content is not image/png."],
      ['image/png', Buffer.alloc(0), "The file's content is not image/png."],
    ] as const) {
      const response = await put(upload, contentType, bytes);
      expect(response.statusCode, `${contentType} ${message}`).toBe(415);
      expect(response.json()).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE', message });
    }
    expect(existsSync(join(dir, object))).toBe(false);
    expect((await put(upload, 'image/png', PNG)).statusCode).toBe(200);
  });

  it('refuses a file over 5 MB with 413, storing nothing', async () => {
    const { upload, object } = await uploadUrls('channel/banner.png');
    const big = Buffer.concat([PNG, Buffer.alloc(UPLOAD_MAX_BYTES + 1 - PNG.length)]);
    const response = await put(upload, 'image/png', big);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(existsSync(join(dir, object))).toBe(false);
    const exact = Buffer.concat([PNG, Buffer.alloc(UPLOAD_MAX_BYTES - PNG.length)]);
    expect((await put(upload, 'image/png', exact)).statusCode).toBe(200);
  });

  it('takes one file per URL: a second PUT is 409 and the first file stays', async () => {
    const { upload, object } = await uploadUrls('channel/avatar.gif');
    expect((await put(upload, 'image/gif', GIF)).statusCode).toBe(200);
    const again = await put(upload, 'image/gif', Buffer.concat([GIF, Buffer.from('other')]));
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('UPLOAD_EXISTS');
    expect(readFileSync(join(dir, object))).toEqual(GIF);
  });

  it('answers 404 in the envelope for a missing or malformed media path', async () => {
    for (const url of [
      `/media/${'a'.repeat(32)}/channel/avatar.png`,
      '/media/../package.json',
      '/media/%2e%2e/%2e%2e/package.json',
      '/media/',
    ]) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
  });

  it('generate-gcs-upload-url: 401 without sign-in, 400 for a key that is not an image path', async () => {
    const anonymous = await testApp.app.inject({ method: 'POST', url: signedUrl(GENERATE, { key: 'channel/avatar.png' }) });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Sign in to continue.' });
    for (const key of [
      '',
      'avatar',
      'channel/avatar.svg',
      '../avatar.png',
      '/avatar.png',
      'Channel/Avatar.PNG',
      'a/b/c/d.png',
      'channel//x.png',
      `${'x'.repeat(131)}.png`,
    ]) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: signedUrl(GENERATE, { key }),
        headers: { authorization: `Bearer ${bearer}` },
      });
      expect(response.statusCode, key).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        details: expect.arrayContaining([expect.objectContaining({ path: 'query.key' })]),
      });
    }
    const unsigned = await testApp.app.inject({
      method: 'POST',
      url: `${GENERATE}?key=channel/avatar.png`,
      headers: { authorization: `Bearer ${bearer}` },
    });
    expect(unsigned.json().code).toBe('SIGNATURE_INVALID');
  });
});

describe('API_PUBLIC_ORIGIN', () => {
  it('names the origin of upload and serve URLs when set', async () => {
    const base = testConfig().media;
    const testApp = await createTestApp({ config: { media: { ...base, publicOrigin: 'https://api.starlit.example' } } });
    try {
      const { bearer } = await newUser(testApp.app, 'origin');
      const response = await testApp.app.inject({
        method: 'POST',
        url: signedUrl(GENERATE, { key: 'channel/avatar.png' }),
        headers: { authorization: `Bearer ${bearer}` },
      });
      expect(response.json().data.upload_url).toMatch(/^https:\/\/api\.starlit\.example\/media\//);
      expect(response.json().data.serve_url).toMatch(/^https:\/\/api\.starlit\.example\/media\/[0-9a-f]{32}\/channel\/avatar\.png$/);
    } finally {
      await testApp.app.close();
    }
  });

  it('outside the sandbox without it, the Host header never names upload URLs: 503', async () => {
    const testApp = await createTestApp({ config: { sandbox: false } });
    try {
      const { bearer } = await newUser(testApp.app, 'no-origin');
      const response = await testApp.app.inject({
        method: 'POST',
        url: signedUrl(GENERATE, { key: 'channel/avatar.png' }),
        headers: { authorization: `Bearer ${bearer}`, host: 'evil.example' },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
      expect(response.body).not.toContain('evil.example');
    } finally {
      await testApp.app.close();
    }
  });
});
