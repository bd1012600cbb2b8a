import type { IncomingMessage, ServerResponse } from 'node:http';
// Not the global timer: tests that fake timers for the UI must not stop the network.
import { setTimeout as sleep } from 'node:timers/promises';
import type { CurrentUser } from '@/contracts/auth';
import { publicChannel, slugProblem, type Channel } from '@/contracts/channel';
import { LoopbackServer } from '../../support/loopback-server';

export interface Answer {
  status: number;
  body?: unknown;
  /** Holds the answer back this long. */
  delayMs?: number;
}

export interface Received {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: unknown;
}

const CHANNEL_PATH = '/core/v3/channel/my-channel/';

/**
 * The core API at the network edge for the channel screens: users by bearer token, one channel
 * each, slugs taken by other channels, and the `/media` store for uploads. Any path can be given
 * scripted answers to stage failures.
 */
export class FakeChannelApi extends LoopbackServer {
  readonly received: Received[] = [];
  readonly takenSlugs = new Set<string>();
  /** Holds back every answer to an upload PUT this long. */
  uploadDelayMs = 0;
  private readonly users = new Map<string, CurrentUser>();
  private readonly channels = new Map<string, Channel>();
  private readonly scripts = new Map<string, Answer[]>();

  /** An access token of `user`. */
  tokenFor(user: CurrentUser): string {
    const token = `at-${user.id}-${this.users.size}`;
    this.users.set(token, user);
    return token;
  }

  giveChannel(userId: string, fields: Partial<Channel> & { slug: string }): Channel {
    const channel: Channel = {
      id: `ch-${userId}`,
      display_name: fields.slug,
      bio: '',
      avatar_url: null,
      banner_url: null,
      verified: false,
      verified_tick_badge: null,
      created_at: '2025-01-01T00:00:00.000Z',
      updated_at: '2025-01-01T00:00:00.000Z',
      ...fields,
    };
    this.channels.set(userId, channel);
    this.takenSlugs.add(channel.slug);
    return channel;
  }

  /** The next answers of `method path`, in order; the last one repeats. */
  script(method: string, path: string, ...answers: Answer[]): void {
    this.scripts.set(`${method} ${path}`, answers);
  }

  to(method: string, path: string): Received[] {
    return this.received.filter((request) => request.method === method && request.path === path);
  }

  toChannelApi(): Received[] {
    return this.received.filter((request) => request.path.startsWith('/core/v3/') || request.path.startsWith('/media/'));
  }

  private answer(request: Received): Answer {
    const scripted = this.scripts.get(`${request.method} ${request.path}`);
    if (scripted) return scripted.length > 1 ? (scripted.shift() as Answer) : (scripted[0] as Answer);
    if (request.method === 'PUT' && request.path.startsWith('/media/upload/')) return { status: 200, delayMs: this.uploadDelayMs };
    const publicSlug = /^\/core\/v3\/channel\/channels\/([^/]+)\/$/.exec(request.path)?.[1];
    if (request.method === 'GET' && publicSlug) {
      const found = [...this.channels.values()].find((channel) => channel.slug === publicSlug);
      if (!found) return { status: 404, body: { code: 'CHANNEL_NOT_FOUND', message: 'No channel' } };
      return { status: 200, body: { data: publicChannel.parse(found) } };
    }
    const user = this.users.get(request.headers.authorization?.replace(/^Bearer /, '') ?? '');
    if (!user) return { status: 401, body: { code: 'UNAUTHORIZED', message: 'Sign in first' } };
    const route = `${request.method} ${request.path}`;
    if (route === 'GET /core/v1/me/') return { status: 200, body: { data: user } };
    if (route === `GET ${CHANNEL_PATH}`) {
      const channel = this.channels.get(user.id);
      return channel
        ? { status: 200, body: { data: channel } }
        : { status: 404, body: { code: 'CHANNEL_NOT_FOUND', message: 'No channel' } };
    }
    if (route === `POST ${CHANNEL_PATH}`) {
      const { slug, display_name, avatar_url } = request.body as { slug: string; display_name: string; avatar_url?: string };
      if (this.channels.has(user.id)) return { status: 409, body: { code: 'CHANNEL_EXISTS', message: 'You already have a channel.' } };
      if (this.takenSlugs.has(slug)) return { status: 409, body: { code: 'SLUG_TAKEN', message: 'Taken' } };
      return { status: 201, body: { data: this.giveChannel(user.id, { slug, display_name, avatar_url: avatar_url ?? null }) } };
    }
    if (route === 'GET /core/v3/channel/suggest-slug/') {
      const base = (request.query.get('q') ?? '').toLowerCase().replace(/[^a-z0-9]+/g, '-');
      return { status: 200, body: { data: { slugs: [base, `${base}-1`, `${base}-2`] } } };
    }
    if (route === 'POST /core/v3/channel/check-slug/') {
      const { slug } = request.body as { slug: string };
      const reason = slugProblem(slug) ?? (this.takenSlugs.has(slug) ? 'TAKEN' : null);
      return { status: 200, body: { data: { slug, available: reason === null, reason } } };
    }
    if (route === 'POST /core/v3/upload/generate-gcs-upload-url/') {
      const key = request.query.get('key') ?? '';
      return {
        status: 200,
        body: { data: { upload_url: `${this.origin}/media/upload/${key}?sig=abc`, serve_url: `${this.origin}/media/${key}` } },
      };
    }
    return { status: 404, body: { code: 'NOT_FOUND', message: `No route ${route}` } };
  }

  protected async handle(req: IncomingMessage, res: ServerResponse, raw: Buffer): Promise<void> {
    const url = new URL(req.url ?? '/', this.origin);
    const json = req.headers['content-type']?.includes('json') && raw.length > 0;
    const request: Received = {
      method: req.method ?? '',
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body: json ? JSON.parse(raw.toString('utf8')) : raw.length,
    };
    this.received.push(request);
    const { status, body, delayMs } = this.answer(request);
    if (delayMs) await sleep(delayMs);
    res.writeHead(status, { 'Content-Type': 'application/json' }).end(body === undefined ? '' : JSON.stringify(body));
  }
}
