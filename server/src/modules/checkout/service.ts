import type { CheckoutRequest, CheckoutResult } from '@/contracts/checkout';
import { ErrorCode } from '@/contracts/envelope';
import { PaymentErrorCode } from '@/contracts/payments';
import { and, eq } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { orders } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { idempotentCreate } from '../money/idempotent-create';
import { limitMoney, type MoneyCaller } from '../money/limits';
import { requireGateway, requireStripe, type PaymentDeps } from '../payments/deps';
import { ownCard } from '../payments/saved-cards';
import { findPackage, paymentMethodsFor, resolveCountry } from '../wallet/catalogue';
import { awaitsProvider, claimUnstarted, openOrder, paymentFailed, replaySavedCard, startPayment } from './start-payment';
import { convertWithTvs } from './tvs';
import { orderView, type OrderRow } from './view';

/** Same body, same hash: key order and defaults do not matter. */
function hashRequest(body: CheckoutRequest, returnUrl: string): string {
  const canonical = [body.package_id, body.method, body.payment_method_id ?? '', body.country, returnUrl].join('\n');
  return createHash('sha256').update(canonical).digest('hex');
}

function returnUrlOf(deps: PaymentDeps, requested: string | undefined): string {
  const fallback = `${deps.config.webOrigins[0] ?? 'http://localhost:3000'}/get-star`;
  if (!requested) return fallback;
  if (!deps.config.webOrigins.includes(new URL(requested).origin)) {
    throw new ApiError(400, ErrorCode.VALIDATION_ERROR, 'The request is invalid.', [
      { path: 'body.return_url', message: 'Must be on the web app.' },
    ]);
  }
  return requested;
}

export async function createCheckout(deps: PaymentDeps, caller: MoneyCaller, key: string, body: CheckoutRequest): Promise<CheckoutResult> {
  const item = findPackage(body.package_id, body.country);
  if (!item) throw new ApiError(404, PaymentErrorCode.PACKAGE_NOT_FOUND, 'No such package.');
  const method = paymentMethodsFor(body.country).find((candidate) => candidate.id === body.method);
  if (!method) throw new ApiError(400, PaymentErrorCode.METHOD_UNAVAILABLE, 'This payment method is not offered in your country.');
  if (body.payment_method_id && method.type !== 'card') {
    throw new ApiError(400, PaymentErrorCode.METHOD_UNAVAILABLE, 'A saved card can only pay with the card method.');
  }
  const returnUrl = returnUrlOf(deps, body.return_url);
  const requestHash = hashRequest(body, returnUrl);
  const savedCard = body.payment_method_id;
  const { userId } = caller;
  const result = (order: OrderRow) => resultOf(deps, order);
  const price = method.type === 'tvs' ? { amount: item.price_tvs, currency: 'TVS', exponent: 2 } : item.price;
  const orderValues = () => {
    const now = deps.clock();
    return {
      userId,
      idempotencyKey: key,
      requestHash,
      packageId: item.id,
      stars: item.stars,
      bonusStars: item.bonus_stars,
      priceAmount: price.amount,
      priceCurrency: price.currency,
      priceExponent: price.exponent,
      country: resolveCountry(body.country).code,
      methodType: method.type,
      methodId: method.id,
      gateway: method.gateway,
      returnUrl,
      createdAt: now,
      updatedAt: now,
      expiresAt: new Date(now.getTime() + deps.config.payments.orderTtlMinutes * 60_000),
    };
  };
  // A TVS purchase is tried at once, in one round trip; an Idempotency-Key used before is replayed below.
  if (method.type === 'tvs') {
    const order = await convertWithTvs(deps, caller, orderValues());
    if (order) return result(order);
  }

  return idempotentCreate<OrderRow, CheckoutResult>({
    requestHash,
    find: () => findByKey(deps, userId, key),
    create: async () => {
      if (method.type === 'tvs') return convertWithTvs(deps, caller, orderValues());
      if (method.type === 'card') requireStripe(deps);
      if (method.type === 'gateway') requireGateway(deps);
      await limitMoney(deps.db, deps.config.moneyLimits, 'checkout', caller, deps.clock());
      if (savedCard) await ownCard(deps, userId, savedCard);
      return openOrder(deps, orderValues());
    },
    complete: async (order) => (order.methodType === 'tvs' ? result(order) : startPayment(deps, order, savedCard, result)),
    replay: async (stored) => {
      const order = await replaySavedCard(deps, stored);
      if (order.status === 'failed' && order.methodType === 'card' && order.nextActionUrl === null && order.clientSecret === null) {
        throw paymentFailed(order.failureMessage ?? 'The payment was not completed.');
      }
      return result(order);
    },
    unfinished: { is: awaitsProvider, claim: (order) => claimUnstarted(deps, order) },
  });
}

async function findByKey(deps: PaymentDeps, userId: string, key: string): Promise<OrderRow | undefined> {
  const [row] = await deps.db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
  return row;
}

function resultOf(deps: PaymentDeps, order: OrderRow): CheckoutResult {
  const result: CheckoutResult = { order: orderView(order), client_secret: order.clientSecret, redirect_url: null, next_action: null };
  if (order.nextActionUrl && order.status === 'pending') {
    result.next_action = { type: 'redirect_to_url', redirect_to_url: { url: order.nextActionUrl, return_url: order.returnUrl } };
  }
  if (order.methodType === 'gateway' && order.providerRef) result.redirect_url = gatewayRedirect(deps, order);
  return result;
}

function gatewayRedirect(deps: PaymentDeps, order: OrderRow): string {
  const gateway = requireGateway(deps);
  const returnUrl = new URL(order.returnUrl);
  returnUrl.searchParams.set('gateway', gateway.name);
  returnUrl.searchParams.set('TxnId', order.providerRef!);
  return gateway.createRedirect({
    paymentId: order.providerRef!,
    orderNumber: order.id.slice(0, 8),
    amount: { amount: order.priceAmount, currency: order.priceCurrency, exponent: order.priceExponent },
    description: `${order.stars + order.bonusStars} STAR`,
    channel: order.methodId.split(':')[1] ?? '',
    returnUrl: returnUrl.toString(),
    callbackUrl: `${deps.config.payments.publicApiUrl}/paymee/payment/v3/gateway/${gateway.name}/notify/`,
  }).url;
}
