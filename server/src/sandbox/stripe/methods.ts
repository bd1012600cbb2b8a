import { classifyCard } from './cards';
import { invalidRequest, missing, StripeSandboxError } from './errors';
import { nested, text, type FormObject } from './form';
import { newId, type SandboxStore, type StripeObject } from './store';

const now = (clock: () => Date) => Math.floor(clock().getTime() / 1000);

/** Customers and card PaymentMethods of the Stripe stand-in. */
export class SandboxMethods {
  constructor(
    private readonly store: SandboxStore,
    private readonly clock: () => Date,
  ) {}

  async createCustomer(form: FormObject): Promise<StripeObject> {
    const customer = {
      id: newId('cus', 14),
      object: 'customer',
      created: now(this.clock),
      email: text(form, 'email') ?? null,
      metadata: nested(form, 'metadata'),
      invoice_settings: { default_payment_method: null as string | null },
      livemode: false,
    };
    await this.store.put(customer);
    return customer;
  }

  async customer(id: string): Promise<StripeObject & { invoice_settings: { default_payment_method: string | null } }> {
    const customer = await this.store.get<StripeObject & { invoice_settings: { default_payment_method: string | null } }>(id, 'customer');
    if (!customer) throw missing('customer', id);
    return customer;
  }

  async updateCustomer(id: string, form: FormObject): Promise<StripeObject> {
    const customer = await this.customer(id);
    const requested = text(nested(form, 'invoice_settings'), 'default_payment_method');
    if (requested !== undefined) {
      if (requested !== '') {
        const method = await this.paymentMethod(requested);
        if (method.customer !== id)
          throw invalidRequest(`The payment method ${requested} is not attached to ${id}.`, 'invoice_settings[default_payment_method]');
      }
      customer.invoice_settings = { default_payment_method: requested || null };
    }
    await this.store.put(customer);
    return customer;
  }

  async createPaymentMethod(form: FormObject): Promise<StripeObject> {
    if (text(form, 'type') !== 'card') throw invalidRequest('Only type=card is supported.', 'type');
    const card = nested(form, 'card');
    const number = text(card, 'number') ?? '';
    const expMonth = Number(text(card, 'exp_month'));
    const expYear = Number(text(card, 'exp_year'));
    const classified = classifyCard(number);
    if ('code' in classified) throw new StripeSandboxError(402, { type: 'card_error', ...classified, param: 'card[number]' });
    const year = expYear < 100 ? 2000 + expYear : expYear;
    const today = this.clock();
    if (
      !(expMonth >= 1 && expMonth <= 12) ||
      year < today.getUTCFullYear() ||
      (year === today.getUTCFullYear() && expMonth < today.getUTCMonth() + 1)
    ) {
      throw new StripeSandboxError(402, {
        type: 'card_error',
        code: 'invalid_expiry_year',
        message: "Your card's expiration date is invalid.",
        param: 'card[exp_year]',
      });
    }
    if (!/^\d{3,4}$/.test(text(card, 'cvc') ?? '')) {
      throw new StripeSandboxError(402, {
        type: 'card_error',
        code: 'incorrect_cvc',
        message: "Your card's security code is incorrect.",
        param: 'card[cvc]',
      });
    }
    const digits = number.replace(/\D/g, '');
    const method = {
      id: newId('pm'),
      object: 'payment_method',
      type: 'card',
      created: now(this.clock),
      customer: null as string | null,
      billing_details: { name: null, email: null, address: null, phone: null },
      card: { brand: classified.brand, last4: digits.slice(-4), exp_month: expMonth, exp_year: year, funding: 'credit', country: 'US' },
      livemode: false,
      metadata: {},
      _behaviour: classified.behaviour,
    };
    await this.store.put(method);
    return method;
  }

  async paymentMethod(id: string): Promise<StripeObject & { customer: string | null; _behaviour: string }> {
    const method = await this.store.get<StripeObject & { customer: string | null; _behaviour: string }>(id, 'payment_method');
    if (!method) throw missing('PaymentMethod', id);
    return method;
  }

  /**
   * The card, if an intent of `customer` may use it. As at Stripe, a saved card is charged only
   * through its own customer: an intent without one, or with another, cannot use it.
   */
  async usableBy(id: string, customer: string | null): Promise<StripeObject & { customer: string | null; _behaviour: string }> {
    const method = await this.paymentMethod(id);
    if (method.customer && !customer) {
      throw invalidRequest(
        `The \`payment_method\` parameter supplied ${id} belongs to the Customer ${method.customer}. Please include the Customer in the \`customer\` parameter on the PaymentIntent.`,
        'payment_method',
      );
    }
    if (method.customer && method.customer !== customer) {
      throw invalidRequest(
        `The customer does not have a payment method with the ID ${id}. The payment method must be attached to the customer.`,
        'payment_method',
      );
    }
    return method;
  }

  async attach(id: string, customerId: string): Promise<StripeObject> {
    const method = await this.paymentMethod(id);
    await this.customer(customerId);
    if (method.customer && method.customer !== customerId) throw invalidRequest('This PaymentMethod is attached to another customer.');
    method.customer = customerId;
    await this.store.put(method);
    return method;
  }

  async detach(id: string): Promise<StripeObject> {
    const method = await this.paymentMethod(id);
    if (!method.customer) throw invalidRequest(`The payment method ${id} is not attached to a customer.`);
    const customer = await this.customer(method.customer);
    if (customer.invoice_settings.default_payment_method === id) {
      customer.invoice_settings = { default_payment_method: null };
      await this.store.put(customer);
    }
    method.customer = null;
    await this.store.put(method);
    return method;
  }

  async listCards(customerId: string): Promise<StripeObject[]> {
    await this.customer(customerId);
    const methods = await this.store.list<StripeObject>('payment_method', 'customer', customerId);
    return methods.reverse();
  }
}
