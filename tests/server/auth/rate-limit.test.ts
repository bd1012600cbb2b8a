import { aDevice, get, post } from '../helpers/auth';
import { TestClock, useTestApp } from '../helpers/test-app';

describe('rate limits (429 RATE_LIMITED per device and per address)', () => {
  const clock = new TestClock();
  const testApp = useTestApp({
    clock: clock.now,
    config: { rateLimit: { windowSeconds: 60, perDevice: 3, perAddress: 5 } },
  });

  const connect = (deviceId: string, ip: string) =>
    post(
      testApp.app,
      '/core/v1/connect/google/',
      { ...aDevice(deviceId), firebase_id_token: 'x' },
      {
        headers: { 'device-id': deviceId },
        ip,
      },
    );
  const statuses = async (calls: (() => Promise<{ statusCode: number }>)[]) => {
    const seen: number[] = [];
    for (const call of calls) seen.push((await call()).statusCode);
    return seen;
  };

  it('limits a device on connect, then lets it in again after the window', async () => {
    const attempt = () => connect('rl-device', '198.51.100.1');
    expect(await statuses([attempt, attempt, attempt, attempt])).toEqual([401, 401, 401, 429]);
    const limited = await attempt();
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', message: 'Too many attempts. Wait a minute and try again.' });
    // The clock stood still since the window opened: all of it is left.
    expect([limited.headers['retry-after'], limited.json().details]).toEqual(['60', { retry_after_seconds: 60 }]);

    clock.advance(61);
    expect((await attempt()).statusCode).toBe(401);
  });

  it('limits an address across devices, and not another address', async () => {
    clock.advance(61);
    const calls = [1, 2, 3, 4, 5, 6].map((n) => () => connect(`rl-addr-${n}`, '198.51.100.2'));
    expect(await statuses(calls)).toEqual([401, 401, 401, 401, 401, 429]);
    expect((await connect('rl-addr-7', '198.51.100.3')).statusCode).toBe(401);
  });

  it('limits refresh, device links and challenges too', async () => {
    clock.advance(61);
    const ip = '198.51.100.4';
    const refresh = () => post(testApp.app, '/core/v1/token/refresh/', { ...aDevice('rl-r'), refresh_token: 'x' }, { ip });
    expect(await statuses([refresh, refresh, refresh, refresh])).toEqual([401, 401, 401, 429]);

    const link = () => post(testApp.app, '/core/v1/device-links/', aDevice('rl-l'), { headers: { 'device-id': 'rl-l' }, ip });
    expect(await statuses([link, link, link, link])).toEqual([201, 201, 201, 429]);

    const challenge = () => get(testApp.app, '/core/v1/turnstile/', { headers: { 'device-id': 'rl-t' }, ip });
    expect(await statuses([challenge, challenge, challenge, challenge])).toEqual([200, 200, 200, 429]);
  });
});
