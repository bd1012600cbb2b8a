import { loadConfig } from '@/server/src/config';
import { aDevice, get, post } from '../helpers/auth';
import { TestClock, useTestApp } from '../helpers/test-app';

describe('DEVICE_LINK_TTL_SECONDS', () => {
  it('defaults to 120 seconds and accepts 5 to 900', () => {
    expect(loadConfig({ DEPLOY_ENV: 'local' }).deviceLinkTtlSeconds).toBe(120);
    expect(loadConfig({ DEPLOY_ENV: 'local', DEVICE_LINK_TTL_SECONDS: '' }).deviceLinkTtlSeconds).toBe(120);
    expect(loadConfig({ DEPLOY_ENV: 'local', DEVICE_LINK_TTL_SECONDS: '15' }).deviceLinkTtlSeconds).toBe(15);
    expect(() => loadConfig({ DEPLOY_ENV: 'local', DEVICE_LINK_TTL_SECONDS: '4' })).toThrow(/DEVICE_LINK_TTL_SECONDS/);
    expect(() => loadConfig({ DEPLOY_ENV: 'local', DEVICE_LINK_TTL_SECONDS: '901' })).toThrow(/DEVICE_LINK_TTL_SECONDS/);
  });

  describe('a configured lifetime', () => {
    const clock = new TestClock();
    const testApp = useTestApp({ clock: clock.now, config: { deviceLinkTtlSeconds: 15 } });

    it('is what a new link announces, and when it expires', async () => {
      const device = aDevice();
      const created = await post(testApp.app, '/core/v1/device-links/', device, { headers: { 'device-id': device.device_id } });
      expect(created.statusCode).toBe(201);
      const { link_id: linkId, secret, expires_in: expiresIn } = created.json().data;
      expect(expiresIn).toBe(15);
      const status = () => get(testApp.app, `/core/v1/device-links/${linkId}/status/`, { headers: { 'x-device-link-secret': secret } });

      clock.advance(14);
      expect((await status()).json().data).toEqual({ status: 'pending', expires_in: 1 });
      clock.advance(1);
      expect((await status()).json().data).toEqual({ status: 'expired', expires_in: 0 });
    });
  });
});
