import {
  createMyPaymentMethod,
  deleteMyPaymentMethod,
  gatewayNotify,
  listCountries as listCountriesEndpoint,
  listMyPaymentMethods,
  listPaymentMethods,
  redirectCallback as redirectCallbackEndpoint,
  setDefaultPaymentMethod,
  stripeCallback as stripeCallbackEndpoint,
  stripeWebhook,
  getStripeConfig,
} from '@/contracts/payments';
import { registerEndpoint } from '../../http/endpoint';
import type { Module } from '../module';
import { listCountries, paymentMethodsFor } from '../wallet/catalogue';
import { gatewayNotification, redirectCallback, stripeCallback } from './callbacks';
import { createPaymentDeps, requireStripe } from './deps';
import { deleteCard, listCards, setDefaultCard, startSavingCard } from './saved-cards';
import { startSweep } from './sweep';
import { handleStripeWebhook } from './webhook';

export const paymentsModule: Module = async (app, { config, database, clock }) => {
  const deps = createPaymentDeps(app, config, database.db, clock);
  if (config.payments.sweepIntervalSeconds > 0) app.addHook('onClose', startSweep(deps, database));

  registerEndpoint(app, listCountriesEndpoint, async () => ({ status: 200, body: { data: listCountries() } }));

  registerEndpoint(app, listPaymentMethods, async ({ query }) => ({ status: 200, body: { data: paymentMethodsFor(query.country) } }));

  registerEndpoint(app, getStripeConfig, async () => {
    requireStripe(deps);
    return { status: 200, body: { data: { publishable_key: config.payments.stripe.publishableKey!, sandbox: config.sandbox } } };
  });

  registerEndpoint(app, stripeCallbackEndpoint, async ({ principal, body }) => ({
    status: 200,
    body: { data: await stripeCallback(deps, principal.userId, body.clientSecret) },
  }));

  registerEndpoint(app, redirectCallbackEndpoint, async ({ principal, body }) => ({
    status: 200,
    body: { data: await redirectCallback(deps, principal.userId, body) },
  }));

  registerEndpoint(app, listMyPaymentMethods, async ({ principal }) => ({
    status: 200,
    body: { data: await listCards(deps, principal.userId) },
  }));

  registerEndpoint(app, createMyPaymentMethod, async ({ principal, request }) => ({
    status: 201,
    body: { data: await startSavingCard(deps, { userId: principal.userId, ip: request.ip }) },
  }));

  registerEndpoint(app, deleteMyPaymentMethod, async ({ principal, params }) => ({
    status: 200,
    body: { data: await deleteCard(deps, principal.userId, params.id) },
  }));

  registerEndpoint(app, setDefaultPaymentMethod, async ({ principal, params }) => ({
    status: 200,
    body: { data: await setDefaultCard(deps, principal.userId, params.id) },
  }));

  // Providers' own formats: Stripe signs the exact bytes it sent, eGHL posts a form.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_request, body, done) =>
      done(null, body),
    );
    registerEndpoint(scope, stripeWebhook, async ({ request, headers }) => {
      await handleStripeWebhook(deps, Buffer.isBuffer(request.body) ? request.body : undefined, headers['stripe-signature']);
      return { status: 200, body: { data: { received: true } } };
    });
  });
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16_384 }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    registerEndpoint(scope, gatewayNotify, async ({ params, body }) => {
      await gatewayNotification(deps, params.gateway, body);
      return { status: 200, body: { data: { received: true } } };
    });
  });
};
