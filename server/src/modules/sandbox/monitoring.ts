import { readFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { REMOTE_CONFIG_KEYS, remoteConfigSchemas, type RemoteConfigKey } from '@/contracts/remote-config';
import type { Db } from '../../db/open';
import { STANDIN_EVENTS_KEPT, standinDocuments, standinEvents } from '../../db/schema';

type Receiver = (typeof standinEvents.receiver.enumValues)[number];

const keyParams = z.object({ key: z.enum(REMOTE_CONFIG_KEYS) });

export interface DatadogIntakeEvent {
  /** The intake path the SDK meant, e.g. `/api/v2/rum`. */
  track: string;
  event: Record<string, unknown>;
}

export interface PosthogCapturedEvent {
  path: string;
  event: Record<string, unknown>;
}

async function keep(db: Db, receiver: Receiver, entries: readonly object[]): Promise<void> {
  if (entries.length > 0) await db.insert(standinEvents).values(entries.map((entry) => ({ receiver, entry })));
}

async function kept(db: Db, receiver: Receiver): Promise<unknown[]> {
  const rows = await db
    .select({ entry: standinEvents.entry })
    .from(standinEvents)
    .where(eq(standinEvents.receiver, receiver))
    .orderBy(desc(standinEvents.id))
    .limit(STANDIN_EVENTS_KEPT);
  return rows.reverse().map((row) => row.entry);
}

const asObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** RUM batches are newline-delimited JSON events (uncompressed: we never turn compression on). */
function rumEvents(body: Buffer, ddforward: string): DatadogIntakeEvent[] {
  const track = new URL(ddforward, 'http://intake.invalid').pathname;
  return body
    .toString('utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .flatMap((line) => {
      try {
        const event: unknown = JSON.parse(line);
        return asObject(event) ? [{ track, event }] : [];
      } catch {
        return [];
      }
    });
}

const isGzip = (body: Buffer) => body.length > 2 && body[0] === 0x1f && body[1] === 0x8b;

/**
 * posthog-js sends JSON, gzip (flagged `compression=gzip-js` by older versions, by its magic bytes
 * alone by newer ones) or a base64 form field (`compression=base64`).
 */
function posthogEvents(body: Buffer, compression: string | undefined): Record<string, unknown>[] {
  let text: string;
  if (compression === 'gzip-js' || isGzip(body)) text = gunzipSync(body).toString('utf8');
  else if (compression === 'base64')
    text = Buffer.from(new URLSearchParams(body.toString('utf8')).get('data') ?? '', 'base64').toString('utf8');
  else text = body.toString('utf8');
  const parsed: unknown = JSON.parse(text);
  const list = Array.isArray(parsed) ? parsed : asObject(parsed) && Array.isArray(parsed.batch) ? parsed.batch : [parsed];
  return list.filter(asObject);
}

/**
 * The offline stand-ins of DESIGN.md §3 for remote config (the two documents, from checked-in
 * defaults, replaceable at run time), Datadog's intake (RUM's `proxy`) and PostHog's capture
 * endpoint (`api_host`). The two receivers keep what arrives so tests can read it back. All of it
 * lives in the database, so what one API instance behind the balancer stores, every one serves.
 */
export async function registerMonitoringSandbox(app: FastifyInstance, db: Db): Promise<void> {
  const defaults = Object.fromEntries(
    await Promise.all(
      REMOTE_CONFIG_KEYS.map(async (key) => {
        const text = await readFile(new URL(`../../sandbox/remote-config/${key}.json`, import.meta.url), 'utf8');
        // A broken checked-in default must stop the start, not surface as a blank config later.
        return [key, remoteConfigSchemas[key].parse(JSON.parse(text))] as const;
      }),
    ),
  ) as Record<RemoteConfigKey, unknown>;
  /** The replaced documents over the checked-in ones. */
  const documents = async (): Promise<Record<RemoteConfigKey, unknown>> => {
    const replaced = await db.select({ key: standinDocuments.key, document: standinDocuments.document }).from(standinDocuments);
    return { ...defaults, ...Object.fromEntries(replaced.map((row) => [row.key, row.document])) };
  };

  // Shaped like Firebase's fetch answer: every parameter value is a JSON string.
  app.get('/sandbox/remote-config', async (_request, reply) => {
    const current = await documents();
    return reply.header('Cache-Control', 'no-store').send({
      entries: Object.fromEntries(REMOTE_CONFIG_KEYS.map((key) => [key, JSON.stringify(current[key])])),
    });
  });
  app.get('/sandbox/remote-config/:key', { schema: { params: keyParams } }, async (request, reply) => {
    const { key } = request.params as z.infer<typeof keyParams>;
    return reply.header('Cache-Control', 'no-store').send({ data: (await documents())[key] });
  });
  app.put('/sandbox/remote-config/:key', { schema: { params: keyParams } }, async (request, reply) => {
    const { key } = request.params as z.infer<typeof keyParams>;
    const parsed = remoteConfigSchemas[key].safeParse(request.body);
    if (!parsed.success) {
      return reply
        .code(400)
        .send({ code: 'VALIDATION_ERROR', message: `The body is not a valid ${key} document.`, details: parsed.error.issues });
    }
    const updatedAt = new Date();
    await db
      .insert(standinDocuments)
      .values({ key, document: parsed.data, updatedAt })
      .onConflictDoUpdate({ target: standinDocuments.key, set: { document: parsed.data, updatedAt } });
    return reply.send({ data: parsed.data });
  });
  app.delete('/sandbox/remote-config', async (_request, reply) => {
    await db.delete(standinDocuments);
    return reply.code(204).send();
  });

  // The SDKs post text/plain, gzip and form bodies: these routes read every body as bytes.
  await app.register(async (receivers) => {
    receivers.removeAllContentTypeParsers();
    receivers.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1_048_576 }, (_request, body, done) => done(null, body));
    const bytes = (request: FastifyRequest) => (Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0));
    const query = (request: FastifyRequest) => request.query as Record<string, string | undefined>;

    receivers.post('/sandbox/datadog/intake', async (request, reply) => {
      await keep(db, 'datadog', rumEvents(bytes(request), query(request).ddforward ?? ''));
      return reply.code(202).send({});
    });
    receivers.get('/sandbox/datadog/intake', async (_request, reply) =>
      reply.header('Cache-Control', 'no-store').send({ data: await kept(db, 'datadog') }),
    );
    receivers.delete('/sandbox/datadog/intake', async (_request, reply) => {
      await db.delete(standinEvents).where(eq(standinEvents.receiver, 'datadog'));
      return reply.code(204).send();
    });

    receivers.post('/sandbox/posthog/*', async (request, reply) => {
      // From the URL as sent: the router ignores a trailing slash, which PostHog's paths carry (`/e/`).
      const path = new URL(request.url, 'http://receiver.invalid').pathname.slice('/sandbox/posthog'.length);
      let events: Record<string, unknown>[];
      try {
        events = posthogEvents(bytes(request), query(request).compression);
      } catch {
        return reply.code(400).send({ code: 'VALIDATION_ERROR', message: 'The body is not a PostHog event batch.' });
      }
      const captured: PosthogCapturedEvent[] = events.map((event) => ({ path, event }));
      await keep(db, 'posthog', captured);
      return reply.send({ status: 1 });
    });
    receivers.get('/sandbox/posthog/captured', async (_request, reply) =>
      reply.header('Cache-Control', 'no-store').send({ data: await kept(db, 'posthog') }),
    );
    receivers.delete('/sandbox/posthog/captured', async (_request, reply) => {
      await db.delete(standinEvents).where(eq(standinEvents.receiver, 'posthog'));
      return reply.code(204).send();
    });
  });
}
