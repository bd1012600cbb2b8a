import type { AddressInfo } from 'node:net';
import { deviceLinks } from '@/server/src/db/schema';
import { eq } from 'drizzle-orm';
import { aDevice, get, post, signInWithGoogle } from '../helpers/auth';
import { signedUrl, TestClock, useTestApp } from '../helpers/test-app';

/** The `status` of each server-sent event as it arrives, until the stream ends. */
async function* statusEvents(response: Response): AsyncGenerator<string> {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    buffered += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffered.indexOf('\n\n')) >= 0) {
      const [event, data] = buffered.slice(0, end).split('\n');
      buffered = buffered.slice(end + 2);
      expect(event).toBe('event: status');
      yield JSON.parse(data?.slice('data: '.length) ?? '').status;
    }
  }
}

describe('QR sign-in with device links', () => {
  const clock = new TestClock();
  const testApp = useTestApp({ clock: clock.now });
  let approver: { access_token: string };
  let approverId: string;

  beforeAll(async () => {
    approver = await signInWithGoogle(testApp.app, `qr-${Date.now()}`);
    approverId = (await get(testApp.app, '/core/v1/me/', { bearer: approver.access_token })).json().data.id;
  });

  const codes = new Map<string, string>();
  const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';

  async function createLink(ip = '203.0.113.7') {
    const device = { ...aDevice(), device_name: 'Firefox on Windows', os: 'Windows 11' };
    const response = await post(testApp.app, '/core/v1/device-links/', device, {
      headers: { 'device-id': device.device_id, 'user-agent': FIREFOX_ON_WINDOWS },
      ip,
    });
    expect(response.statusCode).toBe(201);
    const link = response.json().data as { link_id: string; secret: string; qr_value: string; code: string };
    codes.set(link.link_id, link.code);
    return { ...link, device };
  }
  const status = (linkId: string, secret: string) =>
    get(testApp.app, `/core/v1/device-links/${linkId}/status/`, { headers: { 'x-device-link-secret': secret } });
  const step = (linkId: string, verb: 'scan' | 'approve' | 'deny', bearer = approver.access_token, code = codes.get(linkId)) =>
    post(testApp.app, `/core/v1/device-links/${linkId}/${verb}/`, verb === 'approve' ? { code } : undefined, { bearer });
  const exchange = (linkId: string, secret: string, deviceId = 'any-device') =>
    post(testApp.app, '/core/v1/connect/qrcode/', { link_id: linkId, secret }, { headers: { 'device-id': deviceId } });

  it('goes pending → scanned → approved, then exchanges once for tokens of the approving user', async () => {
    const link = await createLink();
    expect(link).toMatchObject({ expires_in: 120, poll_interval: 2, qr_value: `http://localhost:3000/device-link/${link.link_id}` });
    expect((await status(link.link_id, link.secret)).json().data).toEqual({ status: 'pending', expires_in: 120 });

    const scanned = await step(link.link_id, 'scan');
    expect(scanned.json().data).toEqual({
      link_id: link.link_id,
      status: 'scanned',
      expires_in: 120,
      device_name: 'Firefox on Windows',
      device_type: 'web',
      os: 'Windows 11',
      observed: { ip: '203.0.113.7', network: '203.0.113.0/24', browser: 'Firefox 128', os: 'Windows 10', age_seconds: 0 },
    });
    expect((await status(link.link_id, link.secret)).json().data.status).toBe('scanned');
    expect((await step(link.link_id, 'approve')).json().data.status).toBe('approved');

    const tokens = await exchange(link.link_id, link.secret, link.device.device_id);
    expect(tokens.statusCode).toBe(200);
    expect(tokens.headers['cache-control']).toBe('no-store');
    // The approving user's account already existed.
    expect(tokens.json().data.created).toBe(false);
    const me = await get(testApp.app, '/core/v1/me/', { bearer: tokens.json().data.access_token });
    expect(me.json().data.id).toBe(approverId);

    const again = await exchange(link.link_id, link.secret);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'DEVICE_LINK_CONFLICT' });
  });

  it('keeps only a hash of the secret', async () => {
    const link = await createLink();
    const rows = await testApp.database.db.select().from(deviceLinks);
    expect(JSON.stringify(rows)).not.toContain(link.secret);
  });

  it("refuses another browser's secret, for status and exchange alike", async () => {
    const link = await createLink();
    const other = await createLink();
    await step(link.link_id, 'scan');
    await step(link.link_id, 'approve');

    expect((await status(link.link_id, other.secret)).statusCode).toBe(404);
    const stolen = await exchange(link.link_id, other.secret);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toMatchObject({ code: 'DEVICE_LINK_NOT_FOUND' });
    expect((await exchange(link.link_id, link.secret)).statusCode).toBe(200);
  });

  it('refuses a denied link', async () => {
    const link = await createLink();
    await step(link.link_id, 'scan');
    expect((await step(link.link_id, 'deny')).json().data.status).toBe('denied');

    expect((await status(link.link_id, link.secret)).json().data.status).toBe('denied');
    const response = await exchange(link.link_id, link.secret);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'DEVICE_LINK_DENIED' });
  });

  it('refuses an approval before a scan, or by someone else than the scanner', async () => {
    const link = await createLink();
    expect((await step(link.link_id, 'approve')).statusCode).toBe(409);
    await step(link.link_id, 'scan');
    const intruder = await signInWithGoogle(testApp.app, `intruder-${Date.now()}`);
    expect((await step(link.link_id, 'scan', intruder.access_token)).statusCode).toBe(409);
    expect((await step(link.link_id, 'approve', intruder.access_token)).statusCode).toBe(409);
    expect((await exchange(link.link_id, link.secret)).json()).toMatchObject({ code: 'DEVICE_LINK_CONFLICT' });
  });

  it('expires after 120 seconds, even once approved', async () => {
    const link = await createLink();
    await step(link.link_id, 'scan');
    await step(link.link_id, 'approve');
    clock.advance(121);

    expect((await status(link.link_id, link.secret)).json().data).toEqual({ status: 'expired', expires_in: 0 });
    const response = await exchange(link.link_id, link.secret);
    expect(response.statusCode).toBe(410);
    expect(response.json()).toMatchObject({ code: 'DEVICE_LINK_EXPIRED' });
    expect((await step((await createLink()).link_id, 'scan')).statusCode).toBe(200);
  });

  it('shows the approver a 6-digit code check: wrong codes count, the fifth denies the link', async () => {
    const link = await createLink();
    expect(link.code).toMatch(/^\d{6}$/);
    await step(link.link_id, 'scan');
    const wrong = link.code === '000000' ? '111111' : '000000';

    expect((await step(link.link_id, 'approve', approver.access_token, 'abc')).json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [{ path: 'body.code' }],
    });
    for (let left = 4; left >= 1; left--) {
      const refused = await step(link.link_id, 'approve', approver.access_token, wrong);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        code: 'DEVICE_LINK_CODE_INVALID',
        message: 'That is not the code on the other screen.',
        details: { attempts_left: left },
      });
    }
    const last = await step(link.link_id, 'approve', approver.access_token, wrong);
    expect(last.json()).toMatchObject({ code: 'DEVICE_LINK_DENIED' });
    expect((await step(link.link_id, 'approve')).json()).toMatchObject({ code: 'DEVICE_LINK_DENIED' });
    expect((await status(link.link_id, link.secret)).json().data.status).toBe('denied');
  });

  it('keeps only hashes of the secret and the code', async () => {
    const link = await createLink();
    const [row] = await testApp.database.db.select().from(deviceLinks).where(eq(deviceLinks.id, link.link_id));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(`"${link.code}"`);
  });

  it("shows the link's age as the server counts it", async () => {
    const link = await createLink();
    clock.advance(30);
    expect((await step(link.link_id, 'scan')).json().data.observed.age_seconds).toBe(30);
  });

  it('needs a signed-in user to scan', async () => {
    const link = await createLink();
    const response = await post(testApp.app, `/core/v1/device-links/${link.link_id}/scan/`, undefined);
    expect(response.statusCode).toBe(401);
  });

  describe('event stream', () => {
    const follow = (linkId: string, secret: string) =>
      testApp.app.inject({
        method: 'GET',
        url: signedUrl(`/core/v1/device-links/${linkId}/events/`),
        headers: { 'x-device-link-secret': secret },
      });

    it('sends each status change and ends when the link is decided', async () => {
      const link = await createLink();
      await testApp.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = testApp.app.server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}${signedUrl(`/core/v1/device-links/${link.link_id}/events/`)}`, {
        headers: { 'x-device-link-secret': link.secret },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      const events = statusEvents(response);

      // Each step waits for the event of the one before, so every change is seen as it happens.
      expect(await events.next()).toEqual({ done: false, value: 'pending' });
      await step(link.link_id, 'scan');
      expect(await events.next()).toEqual({ done: false, value: 'scanned' });
      await step(link.link_id, 'approve');
      expect(await events.next()).toEqual({ done: false, value: 'approved' });
      expect(await events.next()).toEqual({ done: true, value: undefined });
    });

    const open = (linkId: string, secret: string, ip = '198.51.100.1') =>
      testApp.app.inject({
        method: 'GET',
        url: signedUrl(`/core/v1/device-links/${linkId}/events/`),
        headers: { 'x-device-link-secret': secret },
        remoteAddress: ip,
        // Resolves once the stream has opened (headers sent), not when it ends.
        payloadAsStream: true,
      });

    it('limits open streams per link, and frees a slot when one ends', async () => {
      const link = await createLink();
      const streams = await Promise.all([1, 2, 3].map((n) => open(link.link_id, link.secret, `198.51.100.${n}`)));
      expect(streams.map((stream) => stream.statusCode)).toEqual([200, 200, 200]);
      const fourth = await open(link.link_id, link.secret, '198.51.100.4');
      expect(fourth.statusCode).toBe(429);
      let body = '';
      for await (const chunk of fourth.stream()) body += chunk;
      expect(JSON.parse(body)).toMatchObject({ code: 'RATE_LIMITED' });

      await step(link.link_id, 'scan');
      await step(link.link_id, 'deny');
      // The streams end once the link is final; their slots are free again.
      await Promise.all(streams.map((stream) => new Promise((resolve) => stream.stream().on('end', resolve).resume())));
      await expect.poll(async () => (await open(link.link_id, link.secret)).statusCode).toBe(200);
    });

    it('limits open streams per address across links', async () => {
      const links = await Promise.all(Array.from({ length: 21 }, () => createLink()));
      const opened = [];
      for (const link of links.slice(0, 20)) opened.push(await open(link.link_id, link.secret, '192.0.2.50'));
      expect(opened.every((stream) => stream.statusCode === 200)).toBe(true);
      const last = links[20];
      expect((await open(last?.link_id ?? '', last?.secret ?? '', '192.0.2.50')).statusCode).toBe(429);
      expect((await open(last?.link_id ?? '', last?.secret ?? '', '192.0.2.51')).statusCode).toBe(200);
      for (const link of links) {
        await step(link.link_id, 'scan');
        await step(link.link_id, 'deny');
      }
    });

    it('answers a wrong secret with 404 in the envelope instead of a stream', async () => {
      const link = await createLink();
      const response = await follow(link.link_id, 'wrong');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'DEVICE_LINK_NOT_FOUND' });
    });
  });
});
