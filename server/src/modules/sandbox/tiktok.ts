import { createHash, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/open';
import { standinTokens } from '../../db/schema';
import type { ProviderConfig } from '../../providers/config';

/** Codes are meant to be exchanged at once by the server that received them. */
export const TIKTOK_CODE_LIFE_MS = 300_000;
const ACCESS_TOKEN_LIFE_S = 86_400;
const REFRESH_TOKEN_LIFE_S = 31_536_000;
const BASE = '/sandbox/tiktok/v2';

interface SandboxUser {
  handle: string;
  displayName: string;
}

const PRESETS: Record<string, string> = { tika_sandbox: 'Tika', toby_sandbox: 'Toby' };
const HANDLE = /^[A-Za-z0-9_.]{2,24}$/;

const authorizeQuery = z.object({
  client_key: z.string(),
  scope: z.string().min(1).max(200),
  response_type: z.literal('code'),
  redirect_uri: z.url({ protocol: /^https?$/ }),
  state: z.string().max(512).default(''),
});
const decision = authorizeQuery.omit({ response_type: true }).extend({
  decision: z.enum(['approve', 'deny']),
  account: z.string().default('tika_sandbox'),
  handle: z.string().default(''),
  display_name: z.string().max(64).default(''),
});

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const random = (prefix: string) => `${prefix}${randomBytes(32).toString('base64url')}`;
const digest = (text: string) => createHash('sha256').update(text).digest('hex');

function chosenUser(body: z.infer<typeof decision>): SandboxUser | null {
  const preset = PRESETS[body.account];
  if (preset) return { handle: body.account, displayName: preset };
  const handle = body.handle.trim();
  if (!HANDLE.test(handle)) return null;
  return { handle, displayName: body.display_name.trim() || handle };
}

/** TikTok's answer shape for token errors (OAuth 2 codes, `error_description`, `log_id`). */
function tokenError(reply: FastifyReply, status: number, error: string, description: string) {
  return reply.code(status).send({ error, error_description: description, log_id: random('sandbox.') });
}

export interface TikTokSandboxOptions {
  tiktok: ProviderConfig['tiktok'];
  /** Where redirect_uri may point: the web app's origins stand in for TikTok's registered URIs. */
  webOrigins: readonly string[];
  /** Holds the codes and access tokens, so any API instance behind the balancer knows them. */
  db: Db;
  now?: () => number;
}

/**
 * TikTok Login Kit v2 offline: the authorize page, the token endpoint, and the user-info
 * endpoint, with TikTok's paths, parameters, field names and error shapes.
 */
export async function registerTikTokSandbox(app: FastifyInstance, options: TikTokSandboxOptions): Promise<void> {
  const { tiktok, webOrigins, db } = options;
  const now = options.now ?? Date.now;
  const page = await readFile(new URL('../../sandbox/tiktok/authorize.html', import.meta.url), 'utf8');
  // The token endpoint and the authorize page's form take urlencoded bodies, as TikTok's do.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16_384 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  const openIdOf = (user: SandboxUser) => `-000${digest(`${tiktok.clientKey}:${user.handle}`).slice(0, 32)}`;

  /** The problem with an authorize request, as TikTok shows it on its own page, or null. */
  function refusal(clientKey: string, redirectUri: string): string | null {
    if (!tiktok.clientKey || clientKey !== tiktok.clientKey) return 'client_key: unknown application.';
    if (!webOrigins.includes(new URL(redirectUri).origin)) return 'redirect_uri: not registered for this application.';
    return null;
  }

  async function issue(kind: 'tiktok-code' | 'tiktok-access', prefix: string, lifeMs: number, data: Record<string, string>) {
    const token = random(prefix);
    const at = now();
    await db.insert(standinTokens).values({ token, kind, data, expiresAt: new Date(at + lifeMs), createdAt: new Date(at) });
    return token;
  }

  /** Spends an unused, unexpired code for `redirectUri` in one statement: two exchanges racing on two instances cannot both win. */
  async function spendCode(code: string, redirectUri: string): Promise<Record<string, string> | undefined> {
    const at = new Date(now());
    const [spent] = await db
      .update(standinTokens)
      .set({ usedAt: at })
      .where(
        and(
          eq(standinTokens.token, code),
          eq(standinTokens.kind, 'tiktok-code'),
          isNull(standinTokens.usedAt),
          gt(standinTokens.expiresAt, at),
          sql`${standinTokens.data}->>'redirectUri' = ${redirectUri}`,
        ),
      )
      .returning({ data: standinTokens.data });
    return spent?.data;
  }

  async function holderOf(accessToken: string): Promise<SandboxUser | undefined> {
    const at = new Date(now());
    const [issued] = await db
      .select({ data: standinTokens.data })
      .from(standinTokens)
      .where(and(eq(standinTokens.token, accessToken), eq(standinTokens.kind, 'tiktok-access'), gt(standinTokens.expiresAt, at)));
    return issued && { handle: issued.data.handle!, displayName: issued.data.displayName! };
  }

  app.get(`${BASE}/auth/authorize/`, async (request, reply) => {
    const query = authorizeQuery.safeParse(request.query);
    const problem = query.success ? refusal(query.data.client_key, query.data.redirect_uri) : 'Invalid request parameters.';
    if (!query.success || problem) return reply.code(400).type('text/plain; charset=utf-8').send(problem);
    const values: Record<string, string> = { ...query.data, client: 'Starlit' };
    const html = page.replace(/\{\{(\w+)\}\}/g, (_, name: string) => escapeHtml(values[name] ?? ''));
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(html);
  });

  app.post(`${BASE}/auth/authorize/`, async (request, reply) => {
    const body = decision.safeParse(request.body);
    const problem = body.success ? refusal(body.data.client_key, body.data.redirect_uri) : 'Invalid request parameters.';
    if (!body.success || problem) return reply.code(400).type('text/plain; charset=utf-8').send(problem);
    const { redirect_uri: redirectUri, state, scope } = body.data;
    const target = new URL(redirectUri);
    const user = chosenUser(body.data);
    if (body.data.decision === 'deny' || !user) {
      target.searchParams.set('error', 'access_denied');
      target.searchParams.set('error_description', user ? 'The user denied the request.' : 'No valid test account was chosen.');
    } else {
      const code = await issue('tiktok-code', '', TIKTOK_CODE_LIFE_MS, { ...user, redirectUri, scope });
      target.searchParams.set('code', code);
      target.searchParams.set('scopes', scope);
    }
    if (state) target.searchParams.set('state', state);
    return reply.header('Cache-Control', 'no-store').redirect(target.toString(), 302);
  });

  app.post(`${BASE}/oauth/token/`, async (request, reply) => {
    const form = (request.body ?? {}) as Record<string, unknown>;
    const field = (name: string) => (typeof form[name] === 'string' ? (form[name] as string) : '');
    if (field('grant_type') !== 'authorization_code') {
      return tokenError(reply, 400, 'unsupported_grant_type', 'grant_type must be authorization_code.');
    }
    if (!tiktok.clientKey || field('client_key') !== tiktok.clientKey || field('client_secret') !== tiktok.clientSecret) {
      return tokenError(reply, 401, 'invalid_client', 'Client key or secret is incorrect.');
    }
    const issued = await spendCode(field('code'), field('redirect_uri'));
    if (!issued) return tokenError(reply, 400, 'invalid_grant', 'Authorization code is expired, already used, or invalid.');
    const user = { handle: issued.handle!, displayName: issued.displayName! };
    const accessToken = await issue('tiktok-access', 'act.', ACCESS_TOKEN_LIFE_S * 1000, user);
    return reply.header('Cache-Control', 'no-store').send({
      access_token: accessToken,
      expires_in: ACCESS_TOKEN_LIFE_S,
      open_id: openIdOf(user),
      refresh_expires_in: REFRESH_TOKEN_LIFE_S,
      refresh_token: random('rft.'),
      scope: issued.scope,
      token_type: 'Bearer',
    });
  });

  app.get(`${BASE}/user/info/`, async (request, reply) => {
    const logId = random('sandbox.');
    const bearer = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    const user = await holderOf(bearer);
    if (!user) {
      return reply.code(401).send({
        data: {},
        error: { code: 'access_token_invalid', message: 'The access token is invalid or not found in the request.', log_id: logId },
      });
    }
    const fields = String((request.query as Record<string, unknown>).fields ?? '').split(',');
    const avatar = `${request.protocol}://${request.host}/sandbox/avatars/${user.handle}.svg`;
    const all: Record<string, string> = {
      open_id: openIdOf(user),
      union_id: `${digest(`union:${user.handle}`).slice(0, 32)}`,
      avatar_url: avatar,
      display_name: user.displayName,
    };
    const chosen = Object.fromEntries(fields.filter((name) => Object.hasOwn(all, name)).map((name) => [name, all[name]]));
    if (Object.keys(chosen).length === 0) {
      return reply.code(400).send({
        data: {},
        error: { code: 'invalid_params', message: 'fields: name at least one supported field.', log_id: logId },
      });
    }
    return reply.send({ data: { user: chosen }, error: { code: 'ok', message: '', log_id: logId } });
  });
}
