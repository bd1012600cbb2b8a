import { loadMediaConfig } from '@/server/src/modules/media/config';
import { gcsSignedUrl } from '@/server/src/modules/media/gcs-signer';
import { createHash, createPrivateKey, generateKeyPairSync, verify } from 'node:crypto';
import { createTestApp, signedUrl, testConfig, TestClock } from '../helpers/test-app';
import { newUser } from '../channel/helpers';
import { CONFORMANCE_ACCOUNT, CONFORMANCE_CASES } from './gcs-conformance';

const GENERATE = '/core/v3/upload/generate-gcs-upload-url/';

describe('Google Cloud Storage V4 signed URLs', () => {
  it.each(CONFORMANCE_CASES)('matches the conformance case "$description"', (testCase) => {
    const url = gcsSignedUrl({
      method: testCase.method,
      bucket: 'test-bucket',
      object: testCase.object,
      ...(testCase.headers && { headers: testCase.headers }),
      expiresInSeconds: 10,
      now: new Date('2019-02-01T09:00:00Z'),
      serviceAccountEmail: CONFORMANCE_ACCOUNT.email,
      privateKey: createPrivateKey(CONFORMANCE_ACCOUNT.privateKey),
    });
    expect(url).toBe(testCase.expectedUrl);
  });

  it('with a bucket configured, generate-gcs-upload-url signs a Content-Type- and size-bound PUT to the bucket, and /media is gone', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString().replace(/\n/g, '\\n');
    const media = loadMediaConfig(
      { GCS_BUCKET: 'starlit-media', GCS_SERVICE_ACCOUNT_EMAIL: 'uploader@starlit.iam.gserviceaccount.com', GCS_PRIVATE_KEY: pem },
      { sandbox: false },
    );
    const clock = new TestClock();
    const testApp = await createTestApp({ config: { media }, clock: clock.now });
    try {
      const { bearer } = await newUser(testApp.app, 'gcs');
      const response = await testApp.app.inject({
        method: 'POST',
        url: signedUrl(GENERATE, { key: 'channel/banner.webp' }),
        headers: { authorization: `Bearer ${bearer}` },
      });
      expect(response.statusCode).toBe(200);
      const { upload_url, serve_url } = response.json().data as { upload_url: string; serve_url: string };
      const upload = new URL(upload_url);
      const object = /^\/starlit-media\/([0-9a-f]{32}\/channel\/banner\.webp)$/.exec(upload.pathname)?.[1];
      expect(object).toBeDefined();
      expect(serve_url).toBe(`https://storage.googleapis.com/starlit-media/${object}`);
      expect(upload.searchParams.get('X-Goog-SignedHeaders')).toBe('content-type;host;x-goog-content-length-range');
      expect(upload.searchParams.get('X-Goog-Expires')).toBe('600');

      // Rebuilt from the URL as Cloud Storage would, the signature verifies with the public key.
      const query = upload.search.slice(1).replace(/&X-Goog-Signature=.*$/, '');
      const canonical = [
        'PUT',
        upload.pathname,
        query,
        'content-type:image/webp\nhost:storage.googleapis.com\nx-goog-content-length-range:0,5242880\n',
        'content-type;host;x-goog-content-length-range',
        'UNSIGNED-PAYLOAD',
      ].join('\n');
      const date = upload.searchParams.get('X-Goog-Date') ?? '';
      const stringToSign = [
        'GOOG4-RSA-SHA256',
        date,
        `${date.slice(0, 8)}/auto/storage/goog4_request`,
        createHash('sha256').update(canonical).digest('hex'),
      ].join('\n');
      const signature = Buffer.from(upload.searchParams.get('X-Goog-Signature') ?? '', 'hex');
      expect(verify('sha256', Buffer.from(stringToSign), publicKey, signature)).toBe(true);

      const put = await testApp.app.inject({
        method: 'PUT',
        url: `/media/${object}`,
        headers: { 'content-type': 'image/webp' },
        payload: 'x',
      });
      expect(put.statusCode).toBe(404);
    } finally {
      await testApp.app.close();
    }
  });

  it('configuration: a bucket needs the service account; the sandbox keeps the local store', () => {
    expect(() => loadMediaConfig({ GCS_BUCKET: 'starlit-media' }, { sandbox: false })).toThrow(
      /GCS_SERVICE_ACCOUNT_EMAIL and GCS_PRIVATE_KEY/,
    );
    expect(() =>
      loadMediaConfig(
        { GCS_BUCKET: 'starlit-media', GCS_SERVICE_ACCOUNT_EMAIL: 'a@b.example', GCS_PRIVATE_KEY: 'not a key' },
        { sandbox: false },
      ),
    ).toThrow(/GCS_PRIVATE_KEY is not a PEM private key/);
    expect(loadMediaConfig({ GCS_BUCKET: 'starlit-media' }, { sandbox: true }).gcs).toBeUndefined();
    expect(() => loadMediaConfig({ UPLOAD_URL_TTL_SECONDS: '5' }, { sandbox: true })).toThrow(/UPLOAD_URL_TTL_SECONDS/);
    expect(testConfig().media).toMatchObject({ dir: '.data/media', uploadUrlTtlSeconds: 600, publicOrigin: undefined, gcs: undefined });
  });
});
