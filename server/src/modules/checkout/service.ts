import type { CheckoutRequest, CheckoutResult } from '@/contracts/checkout';
import { ErrorCode } from '@/contracts/envelope';
import { PaymentErrorCode } from '@/contracts/payments';
import { and, eq } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import Stripe from 'stripe';
import { orders } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { requireGateway, requireStripe, type PaymentDeps } from '../payments/deps';
import { ensureCustomer, ownCard } from '../payments/saved-cards';
import { applyOutcome, outcomeOfIntent, recordEvent, settleOrder } from '../payments/settle';
import { findPackage, paymentMethodsFor, resolveCountry } from '../wallet/catalogue';
import { convertWithTvs } from './tvs';
import { orderView, type OrderRow } from './view';

const paymentFailed = (message: string) => new ApiError(402, PaymentErrorCode.PAYMENT_FAILED, message);

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

/** eGHL's PaymentID: at most 20 characters, derived from the order so a retry reuses it. */
export const gatewayPaymentId = (orderId: string) => `SL${orderId.replace(/-/g, '').slice(0, 18).toUpperCase()}`;

export async function createCheckout(deps: PaymentDeps, userId: string, key: string, body: CheckoutRequest): Promise<CheckoutResult> {
  const item = findPackage(body.package_id, body.country);
  if (!item) throw new ApiError(404, PaymentErrorCode.PACKAGE_NOT_FOUND, 'No such package.');
  const method = paymentMethodsFor(body.country).find((candidate) => candidate.id === body.method);
  if (!method) throw new ApiError(400, PaymentErrorCode.METHOD_UNAVAILABLE, 'This payment method is not offered in your country.');
  if (body.payment_method_id && method.type !== 'card') {
    throw new ApiError(400, PaymentErrorCode.METHOD_UNAVAILABLE, 'A saved card can only pay with the card method.');
  }
  const returnUrl = returnUrlOf(deps, body.return_url);
  const requestHash = hashRequest(body, returnUrl);

  const existing = await findByKey(deps, userId, key);
  if (existing) return replay(deps, existing, requestHash);
  if (method.type === 'card') requireStripe(deps);
  if (method.type === 'gateway') requireGateway(deps);
  if (body.payment_method_id) await ownCard(deps, userId, body.payment_method_id);

  const price = method.type === 'tvs' ? { amount: item.price_tvs, currency: 'TVS', exponent: 2 } : item.price;
  const now = deps.clock();
  const values = {
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
  if (method.type === 'tvs') {
    const order = await convertWithTvs(deps, values);
    return order
      ? { order: orderView(order), client_secret: null, redirect_url: null, next_action: null }
      : replay(deps, (await findByKey(deps, userId, key))!, requestHash);
  }
  const created = await deps.db.transaction(async (tx) => {
    const [row] = await tx.insert(orders).values(values).onConflictDoNothing().returning();
    if (row) await recordEvent(tx, row.id, 'pending', 'checkout');
    return row;
  });
  if (!created) return replay(deps, (await findByKey(deps, userId, key))!, requestHash);
  return startPayment(deps, created, body.payment_method_id);
}

async function findByKey(deps: PaymentDeps, userId: string, key: string): Promise<OrderRow | undefined> {
  const [row] = await deps.db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
  return row;
}

async function replay(deps: PaymentDeps, order: OrderRow, requestHash: string): Promise<CheckoutResult> {
  if (order.requestHash !== requestHash) {
    throw new ApiError(409, PaymentErrorCode.IDEMPOTENCY_CONFLICT, 'This Idempotency-Key was already used with another request.');
  }
  // A first attempt that died before Stripe answered left no PaymentIntent: finish it now.
  if (order.methodType === 'card' && !order.providerRef && order.status === 'pending') return startPayment(deps, order, undefined);
  if (order.status === 'failed' && order.methodType === 'card' && order.nextActionUrl === null && order.clientSecret === null) {
    throw paymentFailed(order.failureMessage ?? 'The payment was not completed.');
  }
  return resultOf(deps, order);
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

/** Asks the provider to start the payment (outside any transaction), then records its reference. */
async function startPayment(deps: PaymentDeps, order: OrderRow, savedCard: string | undefined): Promise<CheckoutResult> {
  if (order.methodType === 'gateway') {
    const [row] = await deps.db
      .update(orders)
      .set({ providerRef: gatewayPaymentId(order.id) })
      .where(eq(orders.id, order.id))
      .returning();
    return resultOf(deps, row!);
  }
  const stripe = requireStripe(deps);
  const customer = savedCard ? await ensureCustomer(deps, order.userId) : undefined;
  let intent: Stripe.PaymentIntent;
  try {
    intent = await stripe.paymentIntents.create(
      {
        amount: order.priceAmount,
        currency: order.priceCurrency.toLowerCase(),
        metadata: { order_id: order.id, user_id: order.userId },
        description: `${order.stars + order.bonusStars} STAR`,
        ...(savedCard && { customer, payment_method: savedCard, confirm: true, return_url: order.returnUrl }),
      },
      { idempotencyKey: `order:${order.id}:payment-intent` },
    );
  } catch (error) {
    const failed = error instanceof Stripe.errors.StripeCardError ? error.payment_intent : undefined;
    if (!failed) {
      // The order stays pending without a PaymentIntent; the same Idempotency-Key finishes it later.
      if (error instanceof Stripe.errors.StripeError) {
        throw new ApiError(503, ErrorCode.SERVICE_UNAVAILABLE, 'The card processor did not answer; retry with the same Idempotency-Key.');
      }
      throw error;
    }
    intent = failed;
  }
  const [row] = await deps.db
    .update(orders)
    .set({
      providerRef: intent.id,
      clientSecret: savedCard ? null : intent.client_secret,
      nextActionUrl: intent.next_action?.redirect_to_url?.url ?? null,
    })
    .where(eq(orders.id, order.id))
    .returning();
  if (!savedCard) return resultOf(deps, row!);
  const settled =
    intent.status === 'succeeded'
      ? await settleOrder(deps, row!, 'checkout')
      : await applyOutcome(deps, row!, outcomeOfIntent(intent), 'checkout');
  if (settled.status === 'failed') throw paymentFailed(settled.failureMessage ?? 'The payment was not completed.');
  const result = resultOf(deps, settled);
  // Still processing: the secret lets the page ask for the outcome as it does after Stripe's redirect.
  return settled.status === 'pending' && !result.next_action ? { ...result, client_secret: intent.client_secret } : result;
}
