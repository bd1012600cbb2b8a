import { CONTACT_MESSAGE_MAX } from '@/contracts/contact';
import { contactMessages } from '@/server/src/db/schema';
import { get, post } from '../helpers/auth';
import { signedUrl, TestClock, useTestApp } from '../helpers/test-app';

const PATH = '/core/v1/contact/';
const good = { name: 'Ana Creator', email: 'ana@example.com', topic: 'creators', message: 'How do memberships pay out?' };

describe('POST /core/v1/contact/', () => {
  const clock = new TestClock();
  const testApp = useTestApp({
    clock: clock.now,
    config: { rateLimit: { windowSeconds: 60, perDevice: 3, perAddress: 5 } },
  });
  const send = (body: unknown, deviceId: string, ip = '198.51.100.20') =>
    post(testApp.app, PATH, body, { headers: { 'device-id': deviceId }, ip });
  const stored = () => testApp.database.db.select().from(contactMessages);

  it('stores a good message, trimmed, with the device and address, and answers 201', async () => {
    const response = await send({ ...good, name: '  Ana Creator ', email: ' ana@example.com ' }, 'contact-good');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ data: { received: true } });
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...good, deviceId: 'contact-good', ip: '198.51.100.20' });
    // The sandbox's support inbox reads the same rows (the e2e test checks the database through it).
    const inbox = await testApp.app.inject({ method: 'GET', url: '/sandbox/contact/messages?email=ana@example.com' });
    expect(inbox.json()).toEqual({ data: [good] });
  });

  it.each([
    ['an empty name', { ...good, name: '   ' }, 'body.name', 'Enter your name.'],
    ['a malformed email', { ...good, email: 'ana@' }, 'body.email', 'Enter a valid email address.'],
    ['a short message', { ...good, message: 'hi' }, 'body.message', 'The message must be at least 10 characters.'],
    [
      'an oversized message',
      { ...good, message: 'x'.repeat(CONTACT_MESSAGE_MAX + 1) },
      'body.message',
      `The message must be at most ${CONTACT_MESSAGE_MAX} characters.`,
    ],
    ['an oversized name', { ...good, name: 'n'.repeat(101) }, 'body.name', 'The name must be at most 100 characters.'],
    ['an unknown topic', { ...good, topic: 'lottery' }, 'body.topic', expect.any(String)],
    ['a NUL byte', { ...good, message: 'hello\u0000 world!' }, 'body.message', expect.any(String)],
  ])('answers 400 VALIDATION_ERROR to %s and stores nothing', async (_name, body, path, message) => {
    const before = (await stored()).length;
    const response = await send(body, 'contact-bad');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'The request is invalid.',
      details: expect.arrayContaining([{ path, message }]),
    });
    expect(await stored()).toHaveLength(before);
  });

  it('answers 400 without a device-id header', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: signedUrl(PATH), payload: good });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
  });

  it('answers a filled honeypot like a real message and stores nothing', async () => {
    const before = (await stored()).length;
    const response = await send({ ...good, website: 'http://spam.example' }, 'contact-bot');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ data: { received: true } });
    expect(await stored()).toHaveLength(before);
  });

  it('limits a device to its window (429 RATE_LIMITED), then accepts it again', async () => {
    clock.advance(61);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await send(good, 'contact-flood', '198.51.100.21')).statusCode);
    expect(statuses).toEqual([201, 201, 201, 429]);
    const limited = await send(good, 'contact-flood', '198.51.100.21');
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', message: 'Too many attempts. Wait a minute and try again.' });
    clock.advance(61);
    expect((await send(good, 'contact-flood', '198.51.100.21')).statusCode).toBe(201);
  });

  it('limits an address across devices', async () => {
    clock.advance(61);
    const statuses: number[] = [];
    for (let i = 1; i <= 6; i += 1) statuses.push((await send(good, `contact-addr-${i}`, '198.51.100.22')).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

describe('POST /core/v1/contact/ with the bot challenge on', () => {
  const testApp = useTestApp({ config: { turnstileMode: 'always' } });

  it('asks for the challenge (406) before storing, then stores the solved retry', async () => {
    const first = await post(testApp.app, PATH, good, { headers: { 'device-id': 'contact-challenged' } });
    expect(first.statusCode).toBe(406);
    expect(first.json()).toEqual({ code: 'TURNSTILE_REQUIRED', message: 'Complete the bot challenge to send your message.' });
    expect(await testApp.database.db.select().from(contactMessages)).toHaveLength(0);

    const challenge = await get(testApp.app, '/core/v1/turnstile/', { headers: { 'device-id': 'contact-challenged' } });
    const { site_key, challenge_id } = challenge.json().data as { site_key: string; challenge_id: string };
    const solved = await testApp.app.inject({ method: 'POST', url: '/sandbox/turnstile/token', payload: { sitekey: site_key } });
    const retry = await post(testApp.app, PATH, good, {
      headers: { 'device-id': 'contact-challenged', turnstile: solved.json().token, 'x-turnstile-challenge': challenge_id },
    });
    expect(retry.statusCode).toBe(201);
    expect(await testApp.database.db.select().from(contactMessages)).toHaveLength(1);
  });
});
