import Stripe from 'stripe';
import type { PaymentsConfig } from './payments-config';

export type StripeClient = Stripe;

/**
 * The official SDK, pointed at `config.api` through its own host/port/protocol options. A base
 * path (the sandbox's `/sandbox/stripe`) goes into the SDK's fetch-based HTTP client, which
 * prefixes it to every request path. `fetchFn` lets the API answer its own stand-in in-process.
 */
export function createStripeClient(config: PaymentsConfig['stripe'], fetchFn: typeof fetch = fetch): Stripe | undefined {
  if (!config.secretKey) return undefined;
  const { protocol, host, port, basePath } = config.api;
  const prefixed: typeof fetch = (input, init) => {
    if (!basePath) return fetchFn(input, init);
    const url = new URL(String(input));
    url.pathname = `${basePath}${url.pathname}`;
    return fetchFn(url.toString(), init);
  };
  return new Stripe(config.secretKey, {
    protocol,
    host,
    port,
    httpClient: Stripe.createFetchHttpClient(prefixed),
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
  });
}

/** Stripe's `pi_…` from a PaymentIntent client secret (`pi_…_secret_…`). */
export function paymentIntentIdOf(clientSecret: string): string | undefined {
  return /^(pi_[A-Za-z0-9]+)_secret_[A-Za-z0-9]+$/.exec(clientSecret)?.[1];
}

/** Stripe's own words when it refused a payment, e.g. 'Your card was declined.'. */
export function failureMessageOf(intent: Stripe.PaymentIntent): string {
  return intent.last_payment_error?.message ?? 'The payment was not completed.';
}
