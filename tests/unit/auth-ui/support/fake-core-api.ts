import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CurrentUser } from '@/contracts/auth';
import { LoopbackServer } from '../../support/loopback-server';

export interface Answer {
  status: number;
  body?: unknown;
}

export interface Received {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

/**
 * The core API at the network edge, for the web's side of sign-in: connect endpoints answer from
 * a script (so 406s and failures can be staged), and tokens it issued lead `GET /core/v1/me/`
 * to their user, as the real API would.
 */
export class FakeCoreApi extends LoopbackServer {
  readonly received: Received[] = [];
  readonly challengeId = randomUUID();
  private readonly scripts = new Map<string, Answer[]>();
  private readonly users = new Map<string, CurrentUser>();

  /** The next answers of `path`, in order; the last one repeats. */
  script(path: string, ...answers: Answer[]): void {
    this.scripts.set(path, answers);
  }

  /** A sign-in answer whose access token belongs to `user`; `created` as the API says a new account. */
  tokensFor(user: CurrentUser, { created = false }: { created?: boolean } = {}): Answer {
    const accessToken = `at-${user.id}-${randomUUID()}`;
    this.users.set(accessToken, user);
    return { status: 200, body: { data: { access_token: accessToken, refresh_token: `rt-${randomUUID()}`, expires_in: 900, created } } };
  }

  to(path: string): Received[] {
    return this.received.filter((request) => request.path === path);
  }

  private answer(req: IncomingMessage, path: string): Answer {
    const scripted = this.scripts.get(path);
    if (scripted) return scripted.length > 1 ? (scripted.shift() as Answer) : (scripted[0] as Answer);
    if (path === '/core/v1/turnstile/') {
      return { status: 200, body: { data: { site_key: '1x00000000000000000000AA', challenge_id: this.challengeId } } };
    }
    const bearer = req.headers.authorization?.replace(/^Bearer /, '') ?? '';
    const user = this.users.get(bearer);
    if (!user) return { status: 401, body: { code: 'UNAUTHORIZED', message: 'Sign in first' } };
    if (path === '/core/v1/me/') return { status: 200, body: { data: user } };
    if (path === '/core/v1/logout/') {
      this.users.delete(bearer);
      return { status: 200, body: { data: { signed_out: true } } };
    }
    return { status: 404, body: { code: 'NOT_FOUND', message: `No route ${path}` } };
  }

  /** Resolves before each answer is sent; a test can hold answers back to see the waiting state. */
  hold(): Promise<void> {
    return Promise.resolve();
  }

  protected async handle(req: IncomingMessage, res: ServerResponse, raw: Buffer): Promise<void> {
    const text = raw.toString('utf8');
    const url = new URL(req.url ?? '/', this.origin);
    this.received.push({ method: req.method ?? '', path: url.pathname, headers: req.headers, body: text ? JSON.parse(text) : undefined });
    const { status, body } = this.answer(req, url.pathname);
    await this.hold();
    res.writeHead(status, { 'Content-Type': 'application/json' }).end(body === undefined ? '' : JSON.stringify(body));
  }
}
