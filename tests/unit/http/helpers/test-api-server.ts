import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { refreshRequest, type SessionTokens } from '@/contracts/auth';
import { checkSignature, SIGNATURE_PARAM } from '@/contracts/signing';
import { LoopbackServer } from '../../support/loopback-server';

export const TEST_SIGNING_KEY = 'starlit-test-signing-key';

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string | string[] | undefined>;
  /** The account whose valid access token came with the request, if any. */
  account: string | null;
  bearer: string | null;
  status: number;
}

interface RefreshRecord {
  account: string;
  spent: boolean;
}

/**
 * A small stand-in for the API: checks the `verify` signature like the real one, issues and
 * rotates tokens (single-use refresh tokens; reuse revokes the account), and records requests.
 * CORS headers let jsdom's XMLHttpRequest (the browser code path) talk to it cross-origin.
 */
export class TestApiServer extends LoopbackServer {
  readonly requests: RecordedRequest[] = [];
  refreshCalls = 0;
  refreshReuses = 0;
  refreshDelayMs = 0;
  /** While set, every refresh waits for it before answering (a test releases it when it is ready). */
  refreshHeldUntil: Promise<void> | null = null;
  /** Answer every refresh with 401, as the API does for a revoked sign-in. */
  rejectRefresh = false;
  /** Hand out access tokens that are already expired, so the replay meets 401 again. */
  refreshToExpired = false;
  private readonly access = new Map<string, { account: string; valid: boolean }>();
  private readonly refresh = new Map<string, RefreshRecord>();

  constructor(private readonly signingKey = TEST_SIGNING_KEY) {
    super();
  }

  issueTokens(account: string): SessionTokens {
    const accessToken = `at-${account}-${randomBytes(6).toString('hex')}`;
    const refreshToken = `rt-${account}-${randomBytes(6).toString('hex')}`;
    this.access.set(accessToken, { account, valid: true });
    this.refresh.set(refreshToken, { account, spent: false });
    return { access_token: accessToken, refresh_token: refreshToken, expires_in: 900 };
  }

  /** Makes every access token issued so far answer 401, as if they had all expired. */
  expireAccessTokens(): void {
    for (const record of this.access.values()) record.valid = false;
  }

  requestsTo(path: string): RecordedRequest[] {
    return this.requests.filter((request) => request.path === path);
  }

  protected async handle(req: IncomingMessage, res: ServerResponse, raw: Buffer): Promise<void> {
    const url = new URL(req.url ?? '/', this.origin);
    const body = raw.toString('utf8');
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? null;
    const record: RecordedRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: req.headers,
      account: null,
      bearer,
      status: 0,
    };
    this.requests.push(record);
    const send = (status: number, payload: unknown, contentType = 'application/json') => {
      record.status = status;
      res.writeHead(status, { 'Content-Type': contentType });
      res.end(typeof payload === 'string' ? payload : JSON.stringify(payload));
    };

    if (/^\/(core|paymee)\//.test(url.pathname)) {
      const verdict = checkSignature(
        this.signingKey,
        url.pathname,
        url.searchParams.get(SIGNATURE_PARAM) ?? undefined,
        Math.floor(Date.now() / 1000),
      );
      if (!verdict.ok) return send(401, { code: 'SIGNATURE_INVALID', message: `Signature ${verdict.reason}` });
    }
    if (url.pathname === '/core/v1/token/refresh/' && req.method === 'POST') return this.rotate(body, send);

    const delayMs = Number(url.searchParams.get('delay_ms') ?? 0);
    if (delayMs > 0) await sleep(delayMs);
    // The token is checked after the delay, so a slow request can meet a refresh that ran meanwhile.
    const holder = bearer ? this.access.get(bearer) : undefined;
    record.account = holder?.valid ? holder.account : null;

    const status = /^\/core\/v1\/status\/(\d{3})\/$/.exec(url.pathname)?.[1];
    if (status) {
      const code = Number(status);
      if (code >= 500) return send(code, '<html><body>Bad gateway</body></html>', 'text/html');
      return send(code, { code: 'TEST_ERROR', message: `Answered ${code}`, details: { field: 'name' } });
    }
    switch (url.pathname) {
      case '/core/v1/echo/':
        return send(200, {
          data: { method: record.method, query: record.query, headers: req.headers, body: body === '' ? null : JSON.parse(body) },
        });
      case '/core/v1/not-json/':
        return send(200, 'plain words', 'text/plain');
      case '/core/v1/me/':
      case '/paymee/payment/v3/whoami/':
      case '/billy/v5/billing/balance/':
        if (!record.account) return send(401, { code: 'UNAUTHORIZED', message: 'Token expired' });
        return send(200, { data: { account: record.account } });
      default:
        if (url.pathname.startsWith('/upload/')) return send(200, '', 'text/plain');
        return send(404, { code: 'NOT_FOUND', message: 'No such route' });
    }
  }

  private async rotate(body: string, send: (status: number, payload: unknown) => void): Promise<void> {
    this.refreshCalls += 1;
    if (this.refreshDelayMs > 0) await sleep(this.refreshDelayMs);
    if (this.refreshHeldUntil) await this.refreshHeldUntil;
    const parsed = refreshRequest.safeParse(JSON.parse(body || '{}'));
    if (!parsed.success) return send(400, { code: 'VALIDATION_ERROR', message: 'Bad refresh body', details: parsed.error.issues });
    const record = this.refresh.get(parsed.data.refresh_token);
    if (!record) return send(401, { code: 'UNAUTHORIZED', message: 'Unknown refresh token' });
    if (record.spent) {
      // Reuse of a spent token: revoke the whole sign-in, like the real API.
      this.refreshReuses += 1;
      for (const [token, other] of this.refresh) if (other.account === record.account) this.refresh.set(token, { ...other, spent: true });
      return send(401, { code: 'UNAUTHORIZED', message: 'Refresh token reused' });
    }
    if (this.rejectRefresh) return send(401, { code: 'UNAUTHORIZED', message: 'Sign-in revoked' });
    record.spent = true;
    const tokens = this.issueTokens(record.account);
    if (this.refreshToExpired) this.expireAccessTokens();
    send(200, { data: tokens });
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function startTestApi(signingKey?: string): Promise<TestApiServer> {
  return new TestApiServer(signingKey).listen();
}

/** A port nothing listens on: bound once, then released. */
export async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
