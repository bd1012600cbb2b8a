import { sessions } from '@/server/src/db/schema';
import { eq } from 'drizzle-orm';
import { aDevice, get, post, signInWithGoogle } from '../helpers/auth';
import { TestClock, useTestApp } from '../helpers/test-app';

const HOUR = 3600;

// A sign-in lasts at most two hours here, so a test can walk to the end of one.
describe('a QR approval never outlives the sign-in that approved it', () => {
  const clock = new TestClock();
  const testApp = useTestApp({
    clock: clock.now,
    config: { sessionMaxLifetimeSeconds: 2 * HOUR, refreshTokenTtlSeconds: HOUR, accessTokenTtlSeconds: HOUR },
  });

  async function approvedLink(bearer: string) {
    const device = aDevice();
    const created = (await post(testApp.app, '/core/v1/device-links/', device, { headers: { 'device-id': device.device_id } })).json().data;
    const step = (verb: string, body?: object) => post(testApp.app, `/core/v1/device-links/${created.link_id}/${verb}/`, body, { bearer });
    expect((await step('scan')).statusCode).toBe(200);
    expect((await step('approve', { code: created.code })).statusCode).toBe(200);
    return () =>
      post(
        testApp.app,
        '/core/v1/connect/qrcode/',
        { link_id: created.link_id, secret: created.secret },
        { headers: { 'device-id': device.device_id } },
      );
  }

  const familyEnd = async (userId: string) =>
    (await testApp.database.db.select().from(sessions).where(eq(sessions.userId, userId))).map((row) => row.familyExpiresAt.getTime());

  it('ends when the approver’s sign-in ends, not a full lifetime after the approval', async () => {
    const started = clock.now();
    const approver = await signInWithGoogle(testApp.app, `qr-life-${Date.now()}`);
    const userId = (await get(testApp.app, '/core/v1/me/', { bearer: approver.access_token })).json().data.id;
    clock.advance(50 * 60);

    const exchanged = await (await approvedLink(approver.access_token))();
    expect(exchanged.statusCode).toBe(200);

    const approverEnd = started.getTime() + 2 * HOUR * 1000;
    expect(await familyEnd(userId)).toEqual([approverEnd, approverEnd]);
    // Past the approver's end the QR sign-in cannot be refreshed either.
    clock.advance(2 * HOUR - 50 * 60 + 1);
    const refreshed = await post(testApp.app, '/core/v1/token/refresh/', {
      ...aDevice(),
      refresh_token: exchanged.json().data.refresh_token,
    });
    expect(refreshed.statusCode).toBe(401);
  });

  it('ends exactly when the approving sign-in ends, whatever the approver’s other sign-ins', async () => {
    const subject = `qr-exact-${Date.now()}`;
    const older = await signInWithGoogle(testApp.app, subject);
    const userId = (await get(testApp.app, '/core/v1/me/', { bearer: older.access_token })).json().data.id;
    clock.advance(HOUR);
    const approving = await signInWithGoogle(testApp.app, subject);
    const approvingEnd = clock.now().getTime() + 2 * HOUR * 1000;
    clock.advance(10 * 60);

    const exchanged = await (await approvedLink(approving.access_token))();
    expect(exchanged.statusCode).toBe(200);
    // The older sign-in ends an hour sooner; the QR sign-in follows the one that approved it.
    const ends = await familyEnd(userId);
    expect(ends.filter((end) => end === approvingEnd)).toHaveLength(2);
  });

  it('is refused once the approving sign-in has signed out, though another sign-in of the approver lives on', async () => {
    const subject = `qr-other-${Date.now()}`;
    const other = await signInWithGoogle(testApp.app, subject);
    const approving = await signInWithGoogle(testApp.app, subject);
    const exchange = await approvedLink(approving.access_token);
    expect((await post(testApp.app, '/core/v1/logout/', {}, { bearer: approving.access_token })).statusCode).toBeLessThan(300);
    expect((await get(testApp.app, '/core/v1/me/', { bearer: other.access_token })).statusCode).toBe(200);

    const refused = await exchange();
    expect(refused.statusCode).toBe(410);
    expect(refused.json()).toMatchObject({ code: 'DEVICE_LINK_EXPIRED' });
  });

  it('is refused once the approver has signed out, before the link was exchanged', async () => {
    const approver = await signInWithGoogle(testApp.app, `qr-out-${Date.now()}`);
    const exchange = await approvedLink(approver.access_token);
    expect((await post(testApp.app, '/core/v1/logout/', {}, { bearer: approver.access_token })).statusCode).toBeLessThan(300);

    const refused = await exchange();
    expect(refused.statusCode).toBe(410);
    expect(refused.json()).toMatchObject({ code: 'DEVICE_LINK_EXPIRED' });
  });
});
