import { readFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { REMOTE_CONFIG_KEYS, remoteConfigSchemas, type RemoteConfigKey } from '@/contracts/remote-config';

/** How many received events each stand-in keeps for tests to read, newest last. */
export const KEPT_EVENTS = 1000;

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

function keepLast<T>(list: T[], added: T[]): void {
  list.push(...added);
  if (list.length > KEPT_EVENTS) list.splice(0, list.length - KEPT_EVENTS);
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
 * endpoint (`api_host`). The two receivers keep what arrives so tests can read it back.
 */
export async function registerMonitoringSandbox(app: FastifyInstance): Promise<void> {
  const defaults = Object.fromEntries(
    await Promise.all(
      REMOTE_CONFIG_KEYS.map(async (key) => {
        const text = await readFile(new URL(`../../sandbox/remote-config/${key}.json`, import.meta.url), 'utf8');
        // A broken checked-in default must stop the start, not surface as a blank config later.
        return [key, remoteConfigSchemas[key].parse(JSON.parse(text))] as const;
      }),
    ),
  ) as Record<RemoteConfigKey, unknown>;
  const documents: Record<RemoteConfigKey, unknown> = { ...defaults };
  const rum: DatadogIntakeEvent[] = [];
  const captured: PosthogCapturedEvent[] = [];

  // Shaped like Firebase's fetch answer: every parameter value is a JSON string.
  app.get('/sandbox/remote-config', async (_request, reply) =>
    reply.header('Cache-Control', 'no-store').send({
      entries: Object.fromEntries(REMOTE_CONFIG_KEYS.map((key) => [key, JSON.stringify(documents[key])])),
    }),
  );
  app.get('/sandbox/remote-config/:key', { schema: { params: keyParams } }, async (request, reply) => {
    const { key } = request.params as z.infer<typeof keyParams>;
    return reply.header('Cache-Control', 'no-store').send({ data: documents[key] });
  });
  app.put('/sandbox/remote-config/:key', { schema: { params: keyParams } }, async (request, reply) => {
    const { key } = request.params as z.infer<typeof keyParams>;
    const parsed = remoteConfigSchemas[key].safeParse(request.body);
    if (!parsed.success) {
      return reply
        .code(400)
        .send({ code: 'VALIDATION_ERROR', message: `The body is not a valid ${key} document.`, details: parsed.error.issues });
    }
    documents[key] = parsed.data;
    return reply.send({ data: parsed.data });
  });
  app.delete('/sandbox/remote-config', async (_request, reply) => {
    Object.assign(documents, defaults);
    return reply.code(204).send();
  });

  // The SDKs post text/plain, gzip and form bodies: these routes read every body as bytes.
  await app.register(async (receivers) => {
    receivers.removeAllContentTypeParsers();
    receivers.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1_048_576 }, (_request, body, done) => done(null, body));
    const bytes = (request: FastifyRequest) => (Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0));
    const query = (request: FastifyRequest) => request.query as Record<string, string | undefined>;

    receivers.post('/sandbox/datadog/intake', async (request, reply) => {
      keepLast(rum, rumEvents(bytes(request), query(request).ddforward ?? ''));
      return reply.code(202).send({});
    });
    receivers.get('/sandbox/datadog/intake', async (_request, reply) => reply.header('Cache-Control', 'no-store').send({ data: rum }));
    receivers.delete('/sandbox/datadog/intake', async (_request, reply) => {
      rum.length = 0;
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
      keepLast(
        captured,
        events.map((event) => ({ path, event })),
      );
      return reply.send({ status: 1 });
    });
    receivers.get('/sandbox/posthog/captured', async (_request, reply) =>
      reply.header('Cache-Control', 'no-store').send({ data: captured }),
    );
    receivers.delete('/sandbox/posthog/captured', async (_request, reply) => {
      captured.length = 0;
      return reply.code(204).send();
    });
  });
}
