import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readFile } from 'node:fs/promises';
import { StripeSandboxError } from '../../sandbox/stripe/errors';
import { text, type FormObject } from '../../sandbox/stripe/form';
import type { StripeSandbox } from '../../sandbox/stripe/sandbox';

type Handler = (input: { form: FormObject; id: string; request: FastifyRequest }) => Promise<unknown>;
type Route = (method: 'GET' | 'POST', path: string, allow: readonly 'secret'[], handler: Handler) => void;

const TOKEN = /^acctlink_[A-Za-z0-9]{24}$/;
const PAYOUT = /^po_[A-Za-z0-9]{24}$/;

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** `Stripe-Account: acct_…`: the SDK's `stripeAccount` option, acting on a connected account. */
function connectedAccount(request: FastifyRequest): string {
  const header = request.headers['stripe-account'];
  const account = typeof header === 'string' ? header : '';
  if (!/^acct_[A-Za-z0-9]{6,40}$/.test(account)) {
    throw new StripeSandboxError(400, { type: 'invalid_request_error', message: 'This call needs a Stripe-Account header.' });
  }
  return account;
}

const list = (url: string, data: unknown[]) => ({ object: 'list', url, has_more: false, data });

/**
 * Stripe Connect in the stand-in: Express accounts, account links and a hosted onboarding page,
 * transfers and their reversals, the connected accounts' payouts, and a control page that marks
 * a payout paid or failed (as the bank would).
 */
export async function registerConnectSandbox(app: FastifyInstance, route: Route, sandbox: StripeSandbox) {
  const { accounts, connectMoney } = sandbox;
  const server = ['secret'] as const;
  const page = await readFile(new URL('../../sandbox/stripe/onboard.html', import.meta.url), 'utf8');

  route('POST', '/accounts', server, async ({ form }) => accounts.view(await accounts.create(form)));
  route('GET', '/accounts/:id', server, async ({ id }) => accounts.view(await accounts.get(id)));
  route('POST', '/account_links', server, ({ form }) => accounts.createLink(form));
  route('POST', '/transfers', server, async ({ form }) => connectMoney.view(await connectMoney.createTransfer(form)));
  route('GET', '/transfers/:id', server, async ({ id }) => connectMoney.view(await connectMoney.transfer(id)));
  route('POST', '/transfers/:id/reversals', server, ({ id, form }) => connectMoney.reverse(id, form));
  route('POST', '/payouts', server, async ({ form, request }) =>
    connectMoney.view(await connectMoney.createPayout(connectedAccount(request), form)),
  );
  route('GET', '/payouts', server, async ({ request }) =>
    list('/v1/payouts', (await connectMoney.listPayouts(connectedAccount(request))).map(connectMoney.view)),
  );
  route('GET', '/payouts/:id', server, async ({ id, request }) =>
    connectMoney.view(await connectMoney.payout(connectedAccount(request), id)),
  );

  const html = (reply: FastifyReply, body: string, status = 200) =>
    reply.code(status).type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(body);
  const gone = (reply: FastifyReply) =>
    html(reply, '<!doctype html><title>Link not found</title><p>This onboarding link does not exist.</p>', 404);

  app.get('/sandbox/stripe/connect/onboard/:token', async (request, reply) => {
    const { token } = request.params as { token: string };
    const opened = TOKEN.test(token) ? await accounts.openLink(token) : undefined;
    if (!opened) return gone(reply);
    // A used or expired link sends the person to the refresh URL, as Stripe does.
    if ('refresh' in opened) return reply.header('Cache-Control', 'no-store').redirect(opened.refresh, 303);
    const fields: Record<string, string> = { account: opened.account.id, country: opened.account.country };
    return html(
      reply,
      page.replace(/\{\{(\w+)\}\}/g, (_, name: string) => escapeHtml(fields[name] ?? '')),
    );
  });

  app.post('/sandbox/stripe/connect/onboard/:token', async (request, reply) => {
    const { token } = request.params as { token: string };
    if (!TOKEN.test(token) || !(await accounts.openLink(token))) return gone(reply);
    const target = await accounts.submit(token, (request.body as FormObject | undefined) ?? {});
    return reply.header('Cache-Control', 'no-store').redirect(target, 303);
  });

  app.get('/sandbox/stripe/connect/payouts', async (_request, reply) => {
    const rows = (await connectMoney.pendingPayouts()).map((payout) => {
      // The platform's own reference (metadata.payout_id) lets a person or a test find their payout.
      const reference = (payout.metadata as Record<string, string> | undefined)?.payout_id;
      const label =
        `${escapeHtml(payout.id)}: ${(payout.amount / 100).toFixed(2)} ${escapeHtml(payout.currency.toUpperCase())} to ${escapeHtml(payout._account)}` +
        (reference ? ` (payout ${escapeHtml(reference)})` : '');
      const button = (action: string, name: string) =>
        `<form method="post" action="/sandbox/stripe/connect/payouts/${escapeHtml(payout.id)}" style="display:inline">` +
        `<input type="hidden" name="action" value="${action}"><button type="submit" aria-label="${name} ${escapeHtml(payout.id)}">${name}</button></form>`;
      return `<li data-reference="${escapeHtml(reference ?? '')}">${label} ${button('paid', 'Mark paid')} ${button('failed', 'Mark failed')}</li>`;
    });
    return html(
      reply,
      '<!doctype html><html lang="en"><meta charset="utf-8"><link rel="icon" href="data:,">' +
        '<meta name="viewport" content="width=device-width, initial-scale=1">' +
        '<title>Stripe sandbox: payouts</title><main><h1>Pending payouts</h1>' +
        (rows.length ? `<ul>${rows.join('')}</ul>` : '<p>No payout is pending.</p>') +
        '</main></html>',
    );
  });

  // The bank's answer; a browser form is sent back to the list, a script gets the payout.
  app.post('/sandbox/stripe/connect/payouts/:id', async (request, reply) => {
    const { id } = request.params as { id: string };
    const action = text((request.body as FormObject | undefined) ?? {}, 'action');
    if (!PAYOUT.test(id) || (action !== 'paid' && action !== 'failed')) {
      return reply.code(400).send({ error: { type: 'invalid_request_error', message: 'Name a payout and action=paid or failed.' } });
    }
    try {
      const payout = await connectMoney.settle(id, action);
      if (String(request.headers.accept ?? '').includes('text/html')) return reply.redirect('/sandbox/stripe/connect/payouts', 303);
      return reply.header('Cache-Control', 'no-store').send(connectMoney.view(payout));
    } catch (error) {
      if (error instanceof StripeSandboxError) return reply.code(error.status).send({ error: error.body });
      throw error;
    }
  });
}
