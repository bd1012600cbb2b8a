import { botChallenges } from '@/server/src/db/schema';
import { aDevice, get, post } from '../helpers/auth';
import { emulatorIdToken } from '../helpers/firebase';
import { createTestApp, TestClock, useTestApp } from '../helpers/test-app';

describe('bot challenge (TURNSTILE_MODE=always) through the sandbox verifier', () => {
  const clock = new TestClock();
  const testApp = useTestApp({ clock: clock.now, config: { turnstileMode: 'always' } });

  const challenge = async (deviceId: string) => {
    const response = await get(testApp.app, '/core/v1/turnstile/', { headers: { 'device-id': deviceId } });
    expect(response.statusCode).toBe(200);
    return response.json().data as { site_key: string; challenge_id: string };
  };
  /** What the sandbox widget obtains when the user ticks the box. */
  const solve = async (siteKey: string) => {
    const response = await testApp.app.inject({ method: 'POST', url: '/sandbox/turnstile/token', payload: { sitekey: siteKey } });
    return response.json().token as string;
  };
  const signIn = async (deviceId: string, answer?: { token: string; challengeId: string }) => {
    const device = aDevice(deviceId);
    const token = await emulatorIdToken('google.com', { sub: `bot-${deviceId}`, email: `${deviceId}@example.com` });
    return post(
      testApp.app,
      '/core/v1/connect/google/',
      { ...device, firebase_id_token: token },
      {
        headers: {
          'device-id': deviceId,
          ...(answer && { turnstile: answer.token, 'x-turnstile-challenge': answer.challengeId }),
        },
      },
    );
  };

  it('asks for a challenge, then accepts the retry that solved one', async () => {
    const first = await signIn('bot-device-1');
    expect(first.statusCode).toBe(406);
    expect(first.json()).toEqual({ code: 'TURNSTILE_REQUIRED', message: 'Complete the bot challenge to sign in.' });

    const { site_key, challenge_id } = await challenge('bot-device-1');
    expect(site_key).toBe('1x00000000000000000000AA');
    const retry = await signIn('bot-device-1', { token: await solve(site_key), challengeId: challenge_id });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data).toHaveProperty('access_token');
  });

  it('refuses a spent token with a fresh challenge', async () => {
    const { site_key, challenge_id } = await challenge('bot-device-2');
    const token = await solve(site_key);
    expect((await signIn('bot-device-2', { token, challengeId: challenge_id })).statusCode).toBe(200);

    const fresh = await challenge('bot-device-2');
    const replay = await signIn('bot-device-2', { token, challengeId: fresh.challenge_id });
    expect(replay.statusCode).toBe(406);
    expect(replay.json()).toEqual({
      code: 'TURNSTILE_REQUIRED',
      message: 'The bot challenge was not passed. Try again.',
      details: { error_codes: ['timeout-or-duplicate'] },
    });
  });

  it('uses a challenge once, only on its device, for five minutes', async () => {
    const used = await challenge('bot-device-3');
    expect((await signIn('bot-device-3', { token: await solve(used.site_key), challengeId: used.challenge_id })).statusCode).toBe(200);
    const again = await signIn('bot-device-3', { token: await solve(used.site_key), challengeId: used.challenge_id });
    expect(again.json().message).toBe('The bot challenge is unknown, used or expired. Start a new one.');

    const foreign = await challenge('bot-device-4');
    const elsewhere = await signIn('bot-device-5', { token: await solve(foreign.site_key), challengeId: foreign.challenge_id });
    expect(elsewhere.statusCode).toBe(406);

    const stale = await challenge('bot-device-6');
    clock.advance(301);
    const late = await signIn('bot-device-6', { token: await solve(stale.site_key), challengeId: stale.challenge_id });
    expect(late.statusCode).toBe(406);
    expect(late.json().message).toBe('The bot challenge is unknown, used or expired. Start a new one.');
  });

  it('stores challenges bound to their device', async () => {
    const { challenge_id } = await challenge('bot-device-7');
    const rows = await testApp.database.db.select().from(botChallenges);
    expect(rows.find((row) => row.id === challenge_id)).toMatchObject({ deviceId: 'bot-device-7', usedAt: null });
  });
});

describe('bot challenge (TURNSTILE_MODE=risk)', () => {
  it('challenges a new device only after several attempts from its address', async () => {
    const testApp = await createTestApp({ config: { turnstileMode: 'risk', turnstileRiskAttempts: 2 } });
    try {
      const attempt = (deviceId: string) =>
        post(
          testApp.app,
          '/core/v1/connect/google/',
          { ...aDevice(deviceId), firebase_id_token: 'forged' },
          {
            headers: { 'device-id': deviceId },
          },
        );
      expect((await attempt('risk-1')).statusCode).toBe(401);
      expect((await attempt('risk-2')).statusCode).toBe(401);
      expect((await attempt('risk-3')).statusCode).toBe(406);
    } finally {
      await testApp.app.close();
    }
  });
});
