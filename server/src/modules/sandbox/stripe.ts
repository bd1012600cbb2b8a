import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readFile } from 'node:fs/promises';
import type { DatabaseHandle, Db } from '../../db/open';
import type { PaymentsConfig } from '../../providers/payments-config';
import { deliverDue } from '../../sandbox/stripe/deliveries';
import { publicView, StripeSandboxError } from '../../sandbox/stripe/errors';
import { list, parseForm, text, type FormObject } from '../../sandbox/stripe/form';
import type { Intent } from '../../sandbox/stripe/intents';
import { createStripeSandbox } from '../../sandbox/stripe/sandbox';
import { registerConnectSandbox } from './stripe-connect';

type Caller = 'secret' | 'publishable';
type Handler = (input: { form: FormObject; id: string; caller: Caller; request: FastifyRequest }) => Promise<unknown>;

const BASE = '/sandbox/stripe/v1';
const ID = /^[a-z]{2,4}_[A-Za-z0-9]{6,40}$/;

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The Stripe stand-in: the API's own SDK (secret key) and the browser's Stripe.js stand-in
 * (publishable key, with a client secret) call it as they would call api.stripe.com.
 */
/** The stand-in's webhook loop takes this lock per round (see DatabaseHandle.exclusively). */
export const DELIVERY_LOCK_KEY = 0x5354_4c33;

export async function registerStripeSandbox(
  app: FastifyInstance,
  options: {
    db: Db;
    exclusively: DatabaseHandle['exclusively'];
    payments: PaymentsConfig;
    connectWebhookSecret?: string;
    clock: () => Date;
  },
) {
  // Stripe's clients send urlencoded forms with bracketed keys (`card[number]`); this scope
  // parses them into objects, unlike the plain flat forms of the other stand-ins.
  const FORM = 'application/x-www-form-urlencoded';
  if (app.hasContentTypeParser(FORM)) app.removeContentTypeParser(FORM);
  app.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: 16_384 }, (_request, body, done) => {
    try {
      done(null, parseForm(body as string));
    } catch (error) {
      done(Object.assign(error as Error, { statusCode: 400 }), undefined);
    }
  });
  const { stripe } = options.payments;
  const sandbox = createStripeSandbox(options.db, { publicApiUrl: options.payments.publicApiUrl, clock: options.clock });
  const { methods, intents, disputes } = sandbox;
  const page = await readFile(new URL('../../sandbox/stripe/3ds.html', import.meta.url), 'utf8');

  const fail = (reply: FastifyReply, status: number, error: Record<string, unknown>) => reply.code(status).send({ error });

  function callerOf(request: FastifyRequest, form: FormObject): Caller | undefined {
    const bearer = /^Bearer (\S+)$/.exec(String(request.headers.authorization ?? ''))?.[1];
    const key = bearer ?? text(form, 'key') ?? (request.query as Record<string, string>).key;
    if (key && key === stripe.secretKey) return 'secret';
    if (key && key === stripe.publishableKey) return 'publishable';
    return undefined;
  }

  function route(method: 'GET' | 'POST', path: string, allow: readonly Caller[], handler: Handler) {
    app.route({
      method,
      url: `${BASE}${path}`,
      handler: async (request, reply) => {
        const query = request.query as Record<string, string>;
        const form = method === 'GET' ? parseForm(new URLSearchParams(query).toString()) : ((request.body as FormObject | undefined) ?? {});
        const caller = callerOf(request, form);
        if (!caller) return fail(reply, 401, { type: 'invalid_request_error', message: 'Invalid API Key provided.' });
        if (!allow.includes(caller)) {
          return fail(reply, 403, { type: 'invalid_request_error', message: 'This API call cannot be made with a publishable API key.' });
        }
        const id = (request.params as { id?: string }).id ?? '';
        if (path.includes(':id') && !ID.test(id))
          return fail(reply, 404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such object: '${id}'` });
        const idempotencyKey =
          caller === 'secret' && method === 'POST' ? (request.headers['idempotency-key'] as string | undefined) : undefined;
        const answer = await sandbox.idempotent(idempotencyKey, request.url, JSON.stringify(form), async () => {
          try {
            return { status: 200, body: await handler({ form, id, caller, request }) };
          } catch (error) {
            if (error instanceof StripeSandboxError) return { status: error.status, body: { error: error.body } };
            throw error;
          }
        });
        return reply.code(answer.status).header('Cache-Control', 'no-store').send(answer.body);
      },
    });
  }

  const both = ['secret', 'publishable'] as const;
  const server = ['secret'] as const;

  /** A browser confirm/retrieve must name the intent's client secret; the server needs none. */
  const secretOf = (caller: Caller, form: FormObject) => (caller === 'publishable' ? (text(form, 'client_secret') ?? '') : undefined);

  async function intentView(intent: Intent, form: FormObject) {
    const view: Record<string, unknown> = publicView(intent);
    if (list(form, 'expand').includes('payment_method') && intent.payment_method) {
      view.payment_method = publicView(await methods.paymentMethod(intent.payment_method));
    }
    return view;
  }

  /** The server learns a refusal as Stripe's 402 card error; the browser gets the intent itself. */
  async function confirmed(intent: Intent, caller: Caller, form: FormObject) {
    const error = (intent.last_payment_error ?? intent.last_setup_error) as Record<string, unknown> | null;
    if (caller === 'secret' && intent.status === 'requires_payment_method' && error) {
      const key = intent.object === 'setup_intent' ? 'setup_intent' : 'payment_intent';
      throw new StripeSandboxError(402, { ...(error as { type: string; message: string }), [key]: publicView(intent) });
    }
    return intentView(intent, form);
  }

  route('POST', '/customers', server, ({ form }) => methods.createCustomer(form));
  route('GET', '/customers/:id', server, ({ id }) => methods.customer(id));
  route('POST', '/customers/:id', server, ({ id, form }) => methods.updateCustomer(id, form));
  route('GET', '/customers/:id/payment_methods', server, async ({ id }) => ({
    object: 'list',
    url: `/v1/customers/${id}/payment_methods`,
    has_more: false,
    data: (await methods.listCards(id)).map(publicView),
  }));
  route('POST', '/payment_methods', both, async ({ form }) => publicView(await methods.createPaymentMethod(form)));
  route('GET', '/payment_methods/:id', server, async ({ id }) => publicView(await methods.paymentMethod(id)));
  route('POST', '/payment_methods/:id/attach', server, async ({ id, form }) =>
    publicView(await methods.attach(id, text(form, 'customer') ?? '')),
  );
  route('POST', '/payment_methods/:id/detach', server, async ({ id }) => publicView(await methods.detach(id)));

  route('POST', '/payment_intents', server, async ({ form, caller }) => confirmed(await intents.createPaymentIntent(form), caller, form));
  route('POST', '/setup_intents', server, async ({ form }) => publicView(await intents.createSetupIntent(form)));
  for (const kind of ['payment_intents', 'setup_intents'] as const) {
    route('GET', `/${kind}/:id`, both, async ({ id, form, caller }) =>
      intentView(await intents.getWithSecret(id, secretOf(caller, form)), form),
    );
    route('POST', `/${kind}/:id/confirm`, both, async ({ id, form, caller }) =>
      confirmed(await intents.confirm(id, form, secretOf(caller, form)), caller, form),
    );
  }
  route('POST', '/payment_intents/:id/cancel', server, async ({ id }) => publicView(await intents.cancel(id)));
  route('POST', '/refunds', server, ({ form }) => intents.refund(form));
  route('GET', '/disputes', server, ({ form }) => disputes.list(form));
  route('GET', '/disputes/:id', server, async ({ id }) => publicView(await disputes.get(id)));
  route('POST', '/disputes/:id', server, async ({ id, form }) => publicView(await disputes.update(id, form)));
  route('POST', '/disputes/:id/close', server, async ({ id }) => publicView(await disputes.close(id)));
  await registerConnectSandbox(app, route, sandbox);

  app.get('/sandbox/stripe/3ds/:id', async (request, reply) => {
    const { id } = request.params as { id: string };
    if (!/^(pi|seti)_[A-Za-z0-9]{6,40}$/.test(id)) return fail(reply, 404, { type: 'invalid_request_error', message: 'No such intent.' });
    const what = id.startsWith('seti_') ? 'Saving a card:' : 'Payment';
    const html = page.replace(/\{\{(\w+)\}\}/g, (_, name: string) => escapeHtml(name === 'id' ? id : what));
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(html);
  });

  app.post('/sandbox/stripe/3ds/:id', async (request, reply) => {
    const { id } = request.params as { id: string };
    const form = (request.body as FormObject | undefined) ?? {};
    try {
      const target = await intents.authenticate(id, text(form, 'action') === 'complete');
      return reply.header('Cache-Control', 'no-store').redirect(target, 303);
    } catch (error) {
      if (error instanceof StripeSandboxError) return fail(reply, error.status, error.body);
      throw error;
    }
  });

  const deliver = async () => {
    await intents.advanceProcessing();
    return deliverDue(options.db, app, {
      stripeWebhookSecret: stripe.webhookSecret,
      stripeConnectWebhookSecret: options.connectWebhookSecret,
      clock: options.clock,
    });
  };
  // Tests and demos deliver due webhooks now instead of waiting for the timer.
  app.post('/sandbox/stripe/deliver', async () => ({ delivered: await deliver() }));
  const interval = options.payments.sandboxDeliveryIntervalMs;
  if (interval > 0) {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      // One API instance delivers per round; the others would send the same webhooks again.
      void options
        .exclusively(DELIVERY_LOCK_KEY, deliver)
        .catch(() => undefined)
        .finally(() => {
          running = false;
        });
    }, interval);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
}
