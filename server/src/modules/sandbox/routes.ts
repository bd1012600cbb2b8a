import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { telegramLoginHash } from '../../providers/telegram';
import { SandboxTurnstileTokens } from '../../providers/turnstile';
import type { Module } from '../module';
import { registerContactSandbox } from './contact';
import { registerGatewaySandbox } from './gateway';
import { registerStripeSandbox } from './stripe';
import { registerMonitoringSandbox } from './monitoring';
import { registerTikTokSandbox } from './tiktok';
import { registerWalletSandbox } from './wallet';
import { registerWalletWebSandbox } from './wallet-web';

/** Browser scripts standing in for third-party ones, by the path they are served at. */
const SCRIPTS = ['turnstile/api.js', 'telegram/widget.js', 'petra/wallet.js'] as const;

const turnstileTokenBody = z.object({ sitekey: z.string().min(1).max(100) });

const telegramUserBody = z.object({
  id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  first_name: z.string().trim().min(1).max(64),
  last_name: z.string().trim().min(1).max(64).optional(),
  username: z
    .string()
    .regex(/^[A-Za-z0-9_]{5,32}$/)
    .optional(),
});

const avatarParams = z.object({ file: z.string().regex(/^[A-Za-z0-9_.-]{1,40}\.svg$/) });

/** A generated picture, so stand-in profiles carry an avatar URL that loads offline. */
function avatarSvg(name: string): string {
  const hue = [...name].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 360, 7);
  const letter = (name.match(/[A-Za-z0-9]/)?.[0] ?? '?').toUpperCase();
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">` +
    `<rect width="128" height="128" fill="hsl(${hue} 55% 45%)"/>` +
    `<text x="64" y="84" font-family="sans-serif" font-size="60" fill="#fff" text-anchor="middle">${letter}</text></svg>`
  );
}

/**
 * The offline stand-ins of DESIGN.md §3 under /sandbox. Listed in MODULES always; it adds no
 * route unless the sandbox is on, so with SANDBOX=0 every /sandbox path is a plain 404.
 */
export const sandboxModule: Module = async (app, { config, clock, database }) => {
  if (!config.sandbox) return;
  const { providers } = config;

  for (const path of SCRIPTS) {
    const source = await readFile(new URL(`../../sandbox/${path}`, import.meta.url), 'utf8');
    app.get(`/sandbox/${path}`, async (_request, reply) =>
      reply
        .type('application/javascript; charset=utf-8')
        // Always revalidated: a stale stand-in after an API restart would be confusing to debug.
        .header('Cache-Control', 'no-cache')
        // Loaded by the web app's pages from another origin (the API's).
        .header('Cross-Origin-Resource-Policy', 'cross-origin')
        .send(source),
    );
  }

  app.get('/sandbox/avatars/:file', { schema: { params: avatarParams } }, async (request, reply) => {
    const { file } = request.params as z.infer<typeof avatarParams>;
    return reply
      .type('image/svg+xml')
      .header('Cross-Origin-Resource-Policy', 'cross-origin')
      .header('Cache-Control', 'public, max-age=86400')
      .send(avatarSvg(file.slice(0, -'.svg'.length)));
  });

  // The widget's "I am human" click: a real, single-use token for the sandbox verifier.
  const turnstileTokens = new SandboxTurnstileTokens(database.db);
  app.post('/sandbox/turnstile/token', { schema: { body: turnstileTokenBody } }, async (request, reply) => {
    const { sitekey } = request.body as z.infer<typeof turnstileTokenBody>;
    return reply.header('Cache-Control', 'no-store').send({ token: await turnstileTokens.mint(sitekey) });
  });

  // Signs here, so the test bot token stays on the server as Telegram's stays at Telegram.
  app.post('/sandbox/telegram/auth', { schema: { body: telegramUserBody } }, async (request, reply) => {
    const botToken = providers.telegram.botToken;
    if (!botToken) {
      return reply.code(503).send({ code: 'SERVICE_UNAVAILABLE', message: 'No Telegram bot token is configured.' });
    }
    const user = request.body as z.infer<typeof telegramUserBody>;
    // Telegram leaves out what a user does not have; an `undefined` would be signed as text.
    const given = Object.fromEntries(Object.entries(user).filter(([, value]) => value !== undefined)) as Record<string, string | number>;
    const fields = {
      ...given,
      photo_url: `${request.protocol}://${request.host}/sandbox/avatars/tg${user.id}.svg`,
      auth_date: Math.floor(Date.now() / 1000),
    };
    return reply.header('Cache-Control', 'no-store').send({ ...fields, hash: telegramLoginHash(fields, botToken) });
  });

  await registerWalletWebSandbox(app);
  await registerTikTokSandbox(app, {
    tiktok: providers.tiktok,
    webOrigins: config.webOrigins,
    db: database.db,
    now: () => clock().getTime(),
  });
  registerWalletSandbox(app, database.db);
  registerContactSandbox(app, database.db);
  await app.register(async (scope) => {
    await registerStripeSandbox(scope, {
      db: database.db,
      exclusively: database.exclusively,
      payments: config.payments,
      connectWebhookSecret: config.payouts.connectWebhookSecret,
      clock,
    });
    await registerGatewaySandbox(scope, { db: database.db, gateway: config.payments.gateway, clock });
  });
  await registerMonitoringSandbox(app, database.db);
};
