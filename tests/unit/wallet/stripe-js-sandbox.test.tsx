import { readFileSync } from 'node:fs';
import { useEffect } from 'react';
import path from 'node:path';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe, StripeElements } from '@stripe/stripe-js';

const SOURCE = readFileSync(path.join(process.cwd(), 'server/src/sandbox/stripe-js/v3.js'), 'utf8');
const API = 'http://api.test/sandbox/stripe/v1/';

type Sent = { method: string; url: string; form: URLSearchParams };

/** Runs the stand-in as the page would after loading it from the API's origin. */
function loadStandIn(answers: Record<string, unknown>) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const parsed = new URL(url);
      sent.push({
        method,
        url: `${parsed.origin}${parsed.pathname}`,
        form: new URLSearchParams(method === 'GET' ? parsed.search : String(init.body)),
      });
      const body = answers[`${method} ${parsed.pathname}`];
      return new Response(
        JSON.stringify(
          body ?? {
            error: { type: 'invalid_request_error', message: 'No route' },
          },
        ),
        { status: body ? 200 : 404 },
      );
    }),
  );
  Object.defineProperty(document, 'currentScript', {
    value: { src: `${API.replace('v1/', '')}v3.js` },
    configurable: true,
  });
  delete (window as { Stripe?: unknown }).Stripe;
  window.eval(SOURCE);
  const factory = (window as unknown as { Stripe: (key: string) => Stripe }).Stripe;
  return { stripe: factory('pk_test_sandbox'), sent };
}

const handles: { stripe: Stripe | null; elements: StripeElements | null } = {
  stripe: null,
  elements: null,
};
/** Hands the test what a component inside <Elements> gets. */
function Grab() {
  const stripe = useStripe();
  const elements = useElements();
  useEffect(() => {
    handles.stripe = stripe;
    handles.elements = elements;
  });
  return null;
}

async function mountPaymentElement(stripe: Stripe, onReady = vi.fn(), onChange = vi.fn()) {
  render(
    <Elements stripe={stripe} options={{ clientSecret: 'pi_1_secret_abc' }}>
      <PaymentElement onReady={onReady} onChange={onChange} />
      <Grab />
    </Elements>,
  );
  await waitFor(() => expect(onReady).toHaveBeenCalled());
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Card number'), '4242 4242 4242 4242');
  await user.type(screen.getByLabelText('Expiration date'), '12 / 34');
  await user.type(screen.getByLabelText('Security code'), '123');
  return { onChange };
}

afterEach(() => {
  vi.unstubAllGlobals();
  delete (window as { Stripe?: unknown }).Stripe;
});

describe('the Stripe.js stand-in', () => {
  it("passes @stripe/react-stripe-js's checks and renders a labelled Payment Element that reports completeness", async () => {
    const { stripe } = loadStandIn({});
    const { onChange } = await mountPaymentElement(stripe);
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({
        elementType: 'payment',
        complete: true,
        empty: false,
      }),
    );
    expect(handles.stripe).toBe(stripe);
  });

  it('creates the payment method and confirms the intent form-encoded with the publishable key and client secret', async () => {
    const { stripe, sent } = loadStandIn({
      'POST /sandbox/stripe/v1/payment_methods': {
        id: 'pm_1',
        object: 'payment_method',
      },
      'POST /sandbox/stripe/v1/payment_intents/pi_1/confirm': {
        id: 'pi_1',
        object: 'payment_intent',
        status: 'succeeded',
      },
    });
    await mountPaymentElement(stripe);

    const result = await handles.stripe!.confirmPayment({
      elements: handles.elements!,
      redirect: 'if_required',
      confirmParams: { return_url: 'http://localhost:3000/get-star' },
    });

    expect(result).toEqual({
      paymentIntent: {
        id: 'pi_1',
        object: 'payment_intent',
        status: 'succeeded',
      },
    });
    expect(sent.map(({ method, url }) => `${method} ${url}`)).toEqual([
      `POST ${API}payment_methods`,
      `POST ${API}payment_intents/pi_1/confirm`,
    ]);
    expect(Object.fromEntries(sent[0]!.form)).toEqual({
      type: 'card',
      'card[number]': '4242424242424242',
      'card[exp_month]': '12',
      'card[exp_year]': '2034',
      'card[cvc]': '123',
      key: 'pk_test_sandbox',
    });
    expect(Object.fromEntries(sent[1]!.form)).toEqual({
      client_secret: 'pi_1_secret_abc',
      payment_method: 'pm_1',
      return_url: 'http://localhost:3000/get-star',
      key: 'pk_test_sandbox',
    });
  });

  it('resolves a decline as a card error without leaving the page, and shows it in the element', async () => {
    const declined = {
      type: 'card_error',
      code: 'card_declined',
      message: 'Your card was declined.',
    };
    const { stripe } = loadStandIn({
      'POST /sandbox/stripe/v1/payment_methods': { id: 'pm_2' },
      'POST /sandbox/stripe/v1/payment_intents/pi_1/confirm': {
        id: 'pi_1',
        status: 'requires_payment_method',
        last_payment_error: declined,
      },
    });
    await mountPaymentElement(stripe);
    const result = await handles.stripe!.confirmPayment({
      elements: handles.elements!,
      confirmParams: { return_url: 'http://localhost:3000/get-star' },
    });
    expect(result).toEqual({ error: declined });
  });

  it('refuses incomplete card details before calling the API', async () => {
    const { stripe, sent } = loadStandIn({});
    render(
      <Elements stripe={stripe} options={{ clientSecret: 'pi_1_secret_abc' }}>
        <PaymentElement />
        <Grab />
      </Elements>,
    );
    await screen.findByLabelText('Card number');
    expect(await handles.elements!.submit()).toEqual({
      error: {
        type: 'validation_error',
        message: 'Your card number is incomplete.',
      },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Your card number is incomplete.');
    expect(sent).toEqual([]);
  });

  it('retrieves an intent by its client secret', async () => {
    const { stripe, sent } = loadStandIn({
      'GET /sandbox/stripe/v1/payment_intents/pi_9': {
        id: 'pi_9',
        status: 'processing',
      },
    });
    expect(await stripe.retrievePaymentIntent('pi_9_secret_x')).toEqual({
      paymentIntent: { id: 'pi_9', status: 'processing' },
    });
    expect(Object.fromEntries(sent[0]!.form)).toEqual({
      client_secret: 'pi_9_secret_x',
      key: 'pk_test_sandbox',
    });
  });
});
