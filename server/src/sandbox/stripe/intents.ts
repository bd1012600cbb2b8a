import { AUTHENTICATION_FAILED, DECLINES, PROCESSING_SECONDS, type CardBehaviour, type CardError } from './cards';
import { invalidRequest, missing, publicView, StripeSandboxError } from './errors';
import { nested, text, type FormObject } from './form';
import type { SandboxMethods } from './methods';
import { newId, type Delivery, type SandboxStore, type StripeObject } from './store';

export type Intent = StripeObject & {
  status: string;
  client_secret: string;
  customer: string | null;
  payment_method: string | null;
  _processing_until?: number;
};

export interface IntentOptions {
  /** The API's public origin: the 3-D Secure page lives there. */
  publicApiUrl: string;
  clock: () => Date;
  /** The webhook delivery of an event, saved in the same transaction as the change it reports. */
  event: (type: string, object: StripeObject) => Delivery;
  /** Opens a dispute on a payment just made with the disputed test card. */
  dispute: (intent: Intent) => Promise<unknown>;
}

const kindOf = (id: string) => (id.startsWith('seti_') ? 'setup_intent' : 'payment_intent');

/** PaymentIntents, SetupIntents and refunds of the Stripe stand-in, following the test cards. */
export class SandboxIntents {
  constructor(
    private readonly store: SandboxStore,
    private readonly methods: SandboxMethods,
    private readonly options: IntentOptions,
  ) {}

  private now = () => Math.floor(this.options.clock().getTime() / 1000);

  async createPaymentIntent(form: FormObject): Promise<Intent> {
    const amount = Number(text(form, 'amount'));
    const currency = (text(form, 'currency') ?? '').toLowerCase();
    if (!Number.isSafeInteger(amount) || amount < 1 || amount > 99_999_999_999) throw invalidRequest('Invalid integer amount.', 'amount');
    if (!/^[a-z]{3}$/.test(currency)) throw invalidRequest('Invalid currency.', 'currency');
    const id = newId('pi');
    const intent: Intent = {
      id,
      object: 'payment_intent',
      amount,
      amount_received: 0,
      currency,
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${newId('s').slice(2)}`,
      customer: text(form, 'customer') ?? null,
      payment_method: null,
      payment_method_types: ['card'],
      capture_method: 'automatic',
      confirmation_method: 'automatic',
      description: text(form, 'description') ?? null,
      metadata: nested(form, 'metadata'),
      last_payment_error: null,
      next_action: null,
      latest_charge: null,
      canceled_at: null,
      cancellation_reason: null,
      created: this.now(),
      livemode: false,
    };
    if (intent.customer) await this.methods.customer(intent.customer);
    await this.store.put(intent);
    const method = text(form, 'payment_method');
    if (text(form, 'confirm') === 'true')
      return this.confirm(id, { payment_method: method ?? '', return_url: text(form, 'return_url') ?? '' });
    if (method) {
      intent.payment_method = (await this.methods.usableBy(method, intent.customer)).id;
      intent.status = 'requires_confirmation';
      await this.store.put(intent);
    }
    return intent;
  }

  createSetupIntent = async (form: FormObject): Promise<Intent> => {
    const id = newId('seti');
    const customer = text(form, 'customer') ?? null;
    if (customer) await this.methods.customer(customer);
    const intent: Intent = {
      id,
      object: 'setup_intent',
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${newId('s').slice(2)}`,
      customer,
      payment_method: null,
      payment_method_types: ['card'],
      usage: text(form, 'usage') ?? 'off_session',
      metadata: nested(form, 'metadata'),
      last_setup_error: null,
      next_action: null,
      created: this.now(),
      livemode: false,
    };
    await this.store.put(intent);
    return intent;
  };

  /** Retrieves an intent, moving a `processing` payment on once its time has come. */
  async get(id: string): Promise<Intent> {
    const intent = await this.store.get<Intent>(id, kindOf(id));
    if (!intent) throw missing(kindOf(id), id);
    if (intent.status === 'processing' && (intent._processing_until ?? 0) <= this.now()) {
      const settled = { ...intent, status: 'succeeded', amount_received: intent.amount, latest_charge: newId('ch') };
      delete settled._processing_until;
      await this.store.transition(settled, 'processing', this.options.event('payment_intent.succeeded', settled));
      return (await this.store.get<Intent>(id)) ?? settled;
    }
    return intent;
  }

  /** Moves every due `processing` payment on (the stand-in's timer calls this). */
  async advanceProcessing(): Promise<void> {
    for (const intent of await this.store.list<Intent>('payment_intent', 'status', 'processing')) await this.get(intent.id);
  }

  /** Browser calls carry the client secret; it must match, as at Stripe. */
  async getWithSecret(id: string, clientSecret: string | undefined): Promise<Intent> {
    const intent = await this.get(id);
    if (clientSecret !== undefined && clientSecret !== intent.client_secret) throw missing(kindOf(id), id);
    return intent;
  }

  async confirm(id: string, form: FormObject, clientSecret?: string): Promise<Intent> {
    const intent = await this.getWithSecret(id, clientSecret);
    const isSetup = intent.object === 'setup_intent';
    if (!['requires_payment_method', 'requires_confirmation'].includes(intent.status)) {
      throw new StripeSandboxError(400, {
        type: 'invalid_request_error',
        code: isSetup ? 'setup_intent_unexpected_state' : 'payment_intent_unexpected_state',
        message: `This ${isSetup ? 'SetupIntent' : 'PaymentIntent'}'s status is ${intent.status}; it cannot be confirmed.`,
      });
    }
    const methodId = text(form, 'payment_method') || intent.payment_method;
    if (!methodId) throw invalidRequest('You must provide a payment_method.', 'payment_method');
    const method = await this.methods.usableBy(methodId, intent.customer);
    const returnUrl = text(form, 'return_url') ?? '';
    const next: Intent = { ...intent, payment_method: method.id, next_action: null, last_payment_error: null };
    if (isSetup) next.last_setup_error = null;
    const behaviour = method._behaviour as CardBehaviour;
    const decline = DECLINES[behaviour];
    if (decline && !isSetup) return this.fail(next, decline, method);
    if (behaviour === 'decline') return this.fail(next, decline ?? DECLINES.decline!, method);
    if (behaviour === 'authenticate') {
      if (!returnUrl) throw invalidRequest('This card needs authentication: send a return_url.', 'return_url');
      next.status = 'requires_action';
      next._return_url = returnUrl;
      next.next_action = {
        type: 'redirect_to_url',
        redirect_to_url: { url: `${this.options.publicApiUrl}/sandbox/stripe/3ds/${id}`, return_url: returnUrl },
      };
      await this.store.put(next);
      return next;
    }
    if (behaviour === 'processing' && !isSetup) {
      next.status = 'processing';
      next._processing_until = this.now() + PROCESSING_SECONDS;
      await this.store.put(next);
      return next;
    }
    const done = await this.succeed(next);
    if (behaviour === 'dispute' && !isSetup) await this.options.dispute(done);
    return done;
  }

  private async succeed(intent: Intent): Promise<Intent> {
    const done: Intent = { ...intent, status: 'succeeded', next_action: null };
    // A SetupIntent saves the card on the customer only once it succeeds.
    if (done.object === 'setup_intent' && done.customer && done.payment_method)
      await this.methods.attach(done.payment_method, done.customer);
    if (done.object === 'payment_intent') Object.assign(done, { amount_received: done.amount, latest_charge: newId('ch') });
    await this.store.save(done, this.options.event(`${done.object}.succeeded`, done));
    return done;
  }

  private async fail(intent: Intent, error: CardError, method: StripeObject): Promise<Intent> {
    // As at Stripe, the error carries the whole PaymentMethod (its card's brand and last digits).
    const lastError = { type: 'card_error', ...error, payment_method: publicView(method) };
    const failed: Intent = { ...intent, status: 'requires_payment_method', next_action: null };
    if (failed.object === 'setup_intent') failed.last_setup_error = lastError;
    else failed.last_payment_error = lastError;
    await this.store.save(
      failed,
      this.options.event(failed.object === 'setup_intent' ? 'setup_intent.setup_failed' : 'payment_intent.payment_failed', failed),
    );
    return failed;
  }

  /** The 3-D Secure page's answer; where the browser goes next, as Stripe redirects it. */
  async authenticate(id: string, approve: boolean): Promise<string> {
    const intent = await this.get(id);
    if (intent.status !== 'requires_action') throw invalidRequest('Nothing to authenticate.');
    const returnUrl = String(intent._return_url);
    const { _return_url, ...rest } = intent;
    void _return_url;
    const result = approve
      ? await this.succeed(rest as Intent)
      : await this.fail(rest as Intent, AUTHENTICATION_FAILED, await this.methods.paymentMethod(intent.payment_method ?? ''));
    const url = new URL(returnUrl);
    const prefix = intent.object === 'setup_intent' ? 'setup_intent' : 'payment_intent';
    url.searchParams.set(prefix, id);
    url.searchParams.set(`${prefix}_client_secret`, intent.client_secret);
    url.searchParams.set('redirect_status', result.status === 'succeeded' ? 'succeeded' : 'failed');
    return url.toString();
  }

  async cancel(id: string): Promise<Intent> {
    const intent = await this.get(id);
    if (['succeeded', 'canceled', 'processing'].includes(intent.status)) {
      throw new StripeSandboxError(400, {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message: `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
      });
    }
    const canceled: Intent = {
      ...intent,
      status: 'canceled',
      canceled_at: this.now(),
      cancellation_reason: 'abandoned',
      next_action: null,
    };
    await this.store.save(canceled, this.options.event('payment_intent.canceled', canceled));
    return canceled;
  }

  async refund(form: FormObject): Promise<StripeObject> {
    const intent = await this.get(text(form, 'payment_intent') ?? '');
    if (intent.status !== 'succeeded') throw invalidRequest('This PaymentIntent has no successful charge to refund.', 'payment_intent');
    const previously = Number(intent.amount_refunded ?? 0);
    const amount = text(form, 'amount') ? Number(text(form, 'amount')) : Number(intent.amount) - previously;
    if (!Number.isSafeInteger(amount) || amount < 1 || previously + amount > Number(intent.amount))
      throw invalidRequest('Invalid refund amount.', 'amount');
    const refund = {
      id: newId('re'),
      object: 'refund',
      amount,
      currency: intent.currency,
      payment_intent: intent.id,
      charge: intent.latest_charge,
      status: 'succeeded',
      created: this.now(),
    };
    await this.store.put(refund);
    const charge = {
      id: String(intent.latest_charge),
      object: 'charge',
      amount: intent.amount,
      amount_refunded: previously + amount,
      currency: intent.currency,
      payment_intent: intent.id,
      refunded: previously + amount === Number(intent.amount),
      status: 'succeeded',
      created: this.now(),
      livemode: false,
    };
    await this.store.save({ ...intent, amount_refunded: previously + amount }, this.options.event('charge.refunded', charge));
    return refund;
  }

  view = (intent: Intent) => publicView(intent);
}
