import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { signatureParam } from '../../contracts/signing';
import { follow } from './support/event-stream';
import { API_INSTANCES, call } from './support/fleet';
import { newAccount } from './support/people';

const [API_1, API_2] = API_INSTANCES;

test('issue 28, test 2: a QR link made and approved on API 1 is seen approved on API 2 within 1.5 s, and exchanged once', async () => {
  const approver = await newAccount('Approver');
  const device = { device_id: `fleet-qr-${randomUUID()}`, device_type: 'web', os: 'Linux', device_name: 'Chromium on Linux' };
  const created = await call(API_1, '/core/v1/device-links/', { method: 'POST', body: device, headers: { 'device-id': device.device_id } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const link = created.body.data as { link_id: string; secret: string; code: string };

  const path = `/core/v1/device-links/${link.link_id}/events/`;
  const verify = signatureParam(process.env.NEXT_PUBLIC_API_SIGNING_KEY || 'starlit-dev-signing-key', path, Math.floor(Date.now() / 1000));
  const stream = follow(`${API_2}${path}?verify=${encodeURIComponent(verify)}`, { 'x-device-link-secret': link.secret });
  await expect.poll(() => stream.events.map((event) => event.event)).toEqual(['status']);
  expect(JSON.parse(stream.events[0]!.data).status).toBe('pending');

  const step = (verb: 'scan' | 'approve') =>
    call(API_1, `/core/v1/device-links/${link.link_id}/${verb}/`, {
      method: 'POST',
      bearer: approver.bearer,
      body: verb === 'approve' ? { code: link.code } : undefined,
    });
  expect((await step('scan')).status).toBe(200);
  await expect.poll(() => stream.events.map((event) => JSON.parse(event.data).status)).toEqual(['pending', 'scanned']);
  const approved = await step('approve');
  const approvedAt = Date.now();
  expect([approved.status, approved.body.data.status]).toEqual([200, 'approved']);

  // The stream on the other instance sees it, then ends (the link is final).
  await stream.ended;
  const last = stream.events.at(-1)!;
  expect(JSON.parse(last.data).status).toBe('approved');
  const seenAfterMs = last.at - approvedAt;
  console.log(`approval on api-1 seen by the stream on api-2 after ${seenAfterMs} ms`);
  expect(seenAfterMs).toBeLessThanOrEqual(1500);

  // Exchanged at once on both instances: one of them gets the tokens, the other 409.
  const exchanges = await Promise.all(
    API_INSTANCES.map((base) =>
      call(base, '/core/v1/connect/qrcode/', {
        method: 'POST',
        body: { link_id: link.link_id, secret: link.secret },
        headers: { 'device-id': device.device_id },
      }),
    ),
  );
  expect(exchanges.map((answer) => answer.status).sort()).toEqual([200, 409]);
  const refused = exchanges.find((answer) => answer.status === 409)!;
  expect(refused.body.code).toBe('DEVICE_LINK_CONFLICT');
  const tokens = exchanges.find((answer) => answer.status === 200)!.body.data;
  const me = await call(API_2, '/core/v1/me/', { bearer: tokens.access_token });
  expect(me.body.data.id).toBe(approver.userId);
});
