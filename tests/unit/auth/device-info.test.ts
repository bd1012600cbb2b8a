import { getDeviceId, getDeviceInfo } from '@/services/auth/device-info';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

beforeEach(() => localStorage.clear());

describe('device', () => {
  it('creates the device id once and keeps it', () => {
    const id = getDeviceId();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(getDeviceId()).toBe(id);
    expect(JSON.parse(localStorage.getItem('device_id') ?? '{}').value).toBe(id);
  });

  it('describes a phone from its user agent', async () => {
    const info = await getDeviceInfo(undefined, IPHONE);
    expect(info).toEqual({ device_id: getDeviceId(), device_type: 'mobile', os: 'iOS 17.4', device_name: 'Safari 17.4 on Apple iPhone' });
  });

  it('describes a desktop from its user agent', async () => {
    const info = await getDeviceInfo(undefined, WINDOWS);
    expect(info).toMatchObject({ device_type: 'desktop', os: 'Windows NT 10.0', device_name: 'Chrome 126.0.0.0 on Windows' });
  });
});
