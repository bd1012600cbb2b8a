import {
  connectWebhook,
  createOnboardingLink,
  createPayoutAccount,
  getPayout,
  getPayoutSummary,
  listPayouts as listPayoutsEndpoint,
  requestPayout as requestPayoutEndpoint,
} from '@/contracts/payouts';
import { registerEndpoint } from '../../http/endpoint';
import type { Module } from '../module';
import { createPaymentDeps } from '../payments/deps';
import { createAccount, onboardingLink, summaryOf } from './accounts';
import type { PayoutDeps } from './deps';
import { payoutRestrictions } from './eligibility';
import { handleConnectWebhook } from './events';
import { startPayoutRetries } from './retry';
import { listPayouts, payoutOf, requestPayout } from './service';
import { payoutView } from './view';

export const payoutsModule: Module = async (app, { config, database, clock }) => {
  const deps: PayoutDeps = { ...createPaymentDeps(app, config, database.db, clock), restrictions: payoutRestrictions() };
  startPayoutRetries(app, deps);

  registerEndpoint(app, getPayoutSummary, async ({ principal }) => ({
    status: 200,
    body: { data: await summaryOf(deps, principal.userId) },
  }));

  registerEndpoint(app, createPayoutAccount, async ({ principal, body }) => ({
    status: 201,
    body: { data: await createAccount(deps, principal.userId, body.country) },
  }));

  registerEndpoint(app, createOnboardingLink, async ({ principal, body }) => ({
    status: 200,
    body: { data: await onboardingLink(deps, principal.userId, body.language) },
  }));

  registerEndpoint(app, requestPayoutEndpoint, async ({ principal, headers, body, request }) => ({
    status: 200,
    body: { data: await requestPayout(deps, { userId: principal.userId, ip: request.ip }, headers['idempotency-key'], body) },
  }));

  registerEndpoint(app, listPayoutsEndpoint, async ({ principal, query }) => ({
    status: 200,
    body: await listPayouts(deps, principal.userId, query.page, query.page_size),
  }));

  registerEndpoint(app, getPayout, async ({ principal, params }) => ({
    status: 200,
    body: { data: payoutView(await payoutOf(deps, principal.userId, params.id)) },
  }));

  // Stripe signs the exact bytes it sent.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_request, body, done) =>
      done(null, body),
    );
    registerEndpoint(scope, connectWebhook, async ({ request, headers }) => {
      await handleConnectWebhook(deps, Buffer.isBuffer(request.body) ? request.body : undefined, headers['stripe-signature']);
      return { status: 200, body: { data: { received: true } } };
    });
  });
};
