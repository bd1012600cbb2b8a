import { streamSlots } from '@/server/src/db/schema';
import { STREAMS_PER_ADDRESS, STREAMS_PER_LINK } from '@/server/src/modules/device-links/stream-limits';
import type { FastifyInstance } from 'fastify';
import { aDevice, post, signInWithGoogle } from '../helpers/auth';
import { createInstancePair, type InstancePair } from '../helpers/fleet';
import { signedUrl } from '../helpers/test-app';

/** A browser's reload or second tab may reach the other instance: the limits count streams on both. */
describe(`device-link event-stream limits across two API instances on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  let pair: InstancePair;
  let approver: string;
  let links = 0;

  beforeAll(async () => {
    pair = await createInstancePair();
    approver = (await signInWithGoogle(pair.a, `fleet-streams-${Date.now()}`)).access_token;
  }, 120_000);
  afterAll(() => pair.close());

  // Each link from its own address: creating links is rate-limited per address, streams are not.
  const createLink = async () => {
    const device = aDevice();
    const response = await post(pair.a, '/core/v1/device-links/', device, {
      headers: { 'device-id': device.device_id },
      ip: `198.18.0.${++links}`,
    });
    return response.json().data as { link_id: string; secret: string };
  };
  const open = (app: FastifyInstance, link: { link_id: string; secret: string }, ip: string) =>
    app.inject({
      method: 'GET',
      url: signedUrl(`/core/v1/device-links/${link.link_id}/events/`),
      headers: { 'x-device-link-secret': link.secret },
      remoteAddress: ip,
      // Resolves once the stream has opened (headers sent), not when it ends.
      payloadAsStream: true,
    });
  /** Denying the link makes it final: every stream of it ends and frees its slot. */
  const end = async (link: { link_id: string }) => {
    await post(pair.b, `/core/v1/device-links/${link.link_id}/scan/`, undefined, { bearer: approver });
    await post(pair.b, `/core/v1/device-links/${link.link_id}/deny/`, undefined, { bearer: approver });
  };
  const openSlots = async () => (await pair.database.db.select().from(streamSlots)).length;

  it('counts one link’s streams on both instances, and frees the slots when they end', async () => {
    const link = await createLink();
    const instances = [pair.a, pair.b, pair.a];
    expect(instances).toHaveLength(STREAMS_PER_LINK);
    const streams = [];
    for (const [n, app] of instances.entries()) streams.push(await open(app, link, `198.51.100.${n + 1}`));
    expect(streams.map((stream) => stream.statusCode)).toEqual([200, 200, 200]);

    const fourth = await open(pair.b, link, '198.51.100.9');
    expect(fourth.statusCode).toBe(429);
    let body = '';
    for await (const chunk of fourth.stream()) body += chunk;
    expect(JSON.parse(body)).toMatchObject({ code: 'RATE_LIMITED' });

    await end(link);
    await Promise.all(streams.map((stream) => new Promise((resolve) => stream.stream().on('end', resolve).resume())));
    await expect.poll(openSlots).toBe(0);
  });

  it('counts one address’s streams on both instances, across links', async () => {
    const all = [];
    for (let n = 0; n <= STREAMS_PER_ADDRESS; n++) all.push(await createLink());
    const opened = [];
    for (const [n, link] of all.slice(0, STREAMS_PER_ADDRESS).entries())
      opened.push(await open(n % 2 ? pair.b : pair.a, link, '192.0.2.60'));
    expect(opened.every((stream) => stream.statusCode === 200)).toBe(true);

    const last = all[STREAMS_PER_ADDRESS]!;
    expect((await open(pair.a, last, '192.0.2.60')).statusCode).toBe(429);
    expect((await open(pair.b, last, '192.0.2.60')).statusCode).toBe(429);
    const elsewhere = await open(pair.b, last, '192.0.2.61');
    expect(elsewhere.statusCode).toBe(200);

    for (const link of all) await end(link);
    await Promise.all([...opened, elsewhere].map((stream) => new Promise((resolve) => stream.stream().on('end', resolve).resume())));
    await expect.poll(openSlots).toBe(0);
  });
});
