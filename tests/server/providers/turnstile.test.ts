import {
  createTurnstileVerifier,
  SandboxTurnstileTokens,
  TURNSTILE_TEST_KEYS as KEYS,
  TURNSTILE_TOKEN_LIFE_MS,
} from '@/server/src/providers/turnstile';
import type { DatabaseHandle } from '@/server/src/db/open';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { openTestDatabase, testConfig } from '../helpers/test-app';

const config = (secret: string | undefined, siteverifyUrl = 'http://127.0.0.1:9/siteverify') => ({
  siteKey: KEYS.passSiteKey,
  secret,
  siteverifyUrl,
});

describe('sandbox Turnstile verifier', () => {
  let time: number;
  let tokens: SandboxTurnstileTokens;
  const verifier = (secret: string | undefined = KEYS.passSecret) => createTurnstileVerifier(config(secret), { sandbox: true, tokens });

  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase(testConfig());
  }, 120_000);
  afterAll(() => database.close());

  beforeEach(() => {
    time = Date.now();
    tokens = new SandboxTurnstileTokens(database.db, () => time);
  });

  it('passes a fresh token under the always-pass test secret, once', async () => {
    const token = await tokens.mint(KEYS.passSiteKey);

    expect(await verifier().verify(token, '127.0.0.1')).toEqual({ success: true, errorCodes: [] });
    expect(await verifier().verify(token)).toEqual({ success: false, errorCodes: ['timeout-or-duplicate'] });
  });

  it('answers the failing and the spent test secrets as Cloudflare documents', async () => {
    expect(await verifier(KEYS.failSecret).verify(await tokens.mint(KEYS.passSiteKey))).toEqual({
      success: false,
      errorCodes: ['invalid-input-response'],
    });
    expect(await verifier(KEYS.spentSecret).verify(await tokens.mint(KEYS.passSiteKey))).toEqual({
      success: false,
      errorCodes: ['timeout-or-duplicate'],
    });
  });

  it('refuses a token after five minutes', async () => {
    const token = await tokens.mint(KEYS.passSiteKey);
    time += TURNSTILE_TOKEN_LIFE_MS;

    expect(await verifier().verify(token)).toEqual({ success: false, errorCodes: ['timeout-or-duplicate'] });
  });

  it('passes a token just before it expires', async () => {
    const token = await tokens.mint(KEYS.passSiteKey);
    time += TURNSTILE_TOKEN_LIFE_MS - 1;

    expect((await verifier().verify(token)).success).toBe(true);
  });

  it('never passes a token minted for the blocking site key', async () => {
    expect(await verifier().verify(await tokens.mint(KEYS.blockSiteKey))).toEqual({
      success: false,
      errorCodes: ['invalid-input-response'],
    });
  });

  it('refuses unknown and empty tokens, unknown secrets, and a missing secret', async () => {
    expect(await verifier().verify('XXXX.DUMMY.TOKEN.XXXX')).toEqual({ success: false, errorCodes: ['invalid-input-response'] });
    expect(await verifier().verify('')).toEqual({ success: false, errorCodes: ['missing-input-response'] });
    expect(await verifier('0x-real-looking-secret').verify(await tokens.mint(KEYS.passSiteKey))).toEqual({
      success: false,
      errorCodes: ['invalid-input-secret'],
    });
    const unconfigured = createTurnstileVerifier(config(undefined), { sandbox: true, tokens });
    expect(await unconfigured.verify('anything')).toEqual({ success: false, errorCodes: ['missing-input-secret'] });
  });
});

describe('production Turnstile verifier', () => {
  let server: Server;
  let url: string;
  let received: URLSearchParams[];
  let answer: { status: number; body: string };

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded');
        received.push(new URLSearchParams(body));
        response.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(answer.body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/turnstile/v0/siteverify`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  beforeEach(() => {
    received = [];
  });

  const verifier = () => createTurnstileVerifier(config('live-secret', url), { sandbox: false });

  it('posts secret, response and remote address, and passes on success', async () => {
    answer = { status: 200, body: JSON.stringify({ success: true, 'error-codes': [], hostname: 'starlit.example' }) };

    expect(await verifier().verify('token-from-widget', '203.0.113.9')).toEqual({ success: true, errorCodes: [] });
    expect(Object.fromEntries(received[0]!)).toEqual({
      secret: 'live-secret',
      response: 'token-from-widget',
      remoteip: '203.0.113.9',
    });
  });

  it("returns Cloudflare's error codes", async () => {
    answer = { status: 200, body: JSON.stringify({ success: false, 'error-codes': ['timeout-or-duplicate'] }) };

    expect(await verifier().verify('spent')).toEqual({ success: false, errorCodes: ['timeout-or-duplicate'] });
  });

  it('fails closed with internal-error on a nonsense answer or an unreachable siteverify', async () => {
    answer = { status: 502, body: '<html>bad gateway</html>' };
    expect(await verifier().verify('token')).toEqual({ success: false, errorCodes: ['internal-error'] });

    const unreachable = createTurnstileVerifier(config('live-secret', 'http://127.0.0.1:9/siteverify'), { sandbox: false });
    expect(await unreachable.verify('token')).toEqual({ success: false, errorCodes: ['internal-error'] });
  });

  it('does not call siteverify without a secret', async () => {
    const unconfigured = createTurnstileVerifier(config(undefined, url), { sandbox: false });

    expect(await unconfigured.verify('token')).toEqual({ success: false, errorCodes: ['missing-input-secret'] });
    expect(received).toHaveLength(0);
  });
});
