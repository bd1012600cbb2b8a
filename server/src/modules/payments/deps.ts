import { ErrorCode } from '@/contracts/envelope';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import type { Config } from '../../config';
import type { Db } from '../../db/open';
import { ApiError } from '../../http/errors';
import type { GatewayAdapter } from '../../providers/gateway';
import { createEghlAdapter } from '../../providers/gateway-eghl';
import { loopbackFetch } from '../../providers/loopback';
import { createStripeClient } from '../../providers/stripe';
import type { Clock } from '../module';

/** What the wallet, checkout and payment areas share: the database, the clock and the providers. */
export interface PaymentDeps {
  db: Db;
  config: Config;
  clock: Clock;
  stripe: Stripe | undefined;
  gateway: GatewayAdapter | undefined;
  log: FastifyBaseLogger;
}

export function createPaymentDeps(app: FastifyInstance, config: Config, db: Db, clock: Clock): PaymentDeps {
  const { payments } = config;
  // The sandbox's stand-ins live in this API: answer them in-process, listening or not.
  const fetchFn = config.sandbox ? loopbackFetch(app, payments.publicApiUrl) : fetch;
  return {
    db,
    config,
    clock,
    stripe: createStripeClient(payments.stripe, fetchFn),
    gateway: createEghlAdapter(payments.gateway, fetchFn),
    log: app.log,
  };
}

export function requireStripe(deps: PaymentDeps): Stripe {
  if (!deps.stripe || !deps.config.payments.stripe.publishableKey) {
    throw new ApiError(503, ErrorCode.SERVICE_UNAVAILABLE, 'Card payments are not configured.');
  }
  return deps.stripe;
}

export function requireGateway(deps: PaymentDeps): GatewayAdapter {
  if (!deps.gateway) throw new ApiError(503, ErrorCode.SERVICE_UNAVAILABLE, 'The payment gateway is not configured.');
  return deps.gateway;
}
