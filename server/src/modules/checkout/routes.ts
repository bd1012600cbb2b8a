import { createCheckout as createCheckoutEndpoint, getOrder, listOrders } from '@/contracts/checkout';
import { PaymentErrorCode } from '@/contracts/payments';
import { and, eq } from 'drizzle-orm';
import { orders } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { registerEndpoint } from '../../http/endpoint';
import type { Module } from '../module';
import { createPaymentDeps } from '../payments/deps';
import { createCheckout } from './service';
import { listOrdersOf, receiptOf } from './view';

export const checkoutModule: Module = async (app, { config, database, clock }) => {
  const deps = createPaymentDeps(app, config, database.db, clock);
  const { db } = database;

  registerEndpoint(app, createCheckoutEndpoint, async ({ principal, headers, body, request }) => ({
    status: 200,
    body: { data: await createCheckout(deps, { userId: principal.userId, ip: request.ip }, headers['idempotency-key'], body) },
  }));

  registerEndpoint(app, listOrders, async ({ principal, query }) => ({
    status: 200,
    body: await listOrdersOf(db, principal.userId, query.page, query.page_size),
  }));

  registerEndpoint(app, getOrder, async ({ principal, params }) => {
    const [row] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.id, params.id), eq(orders.userId, principal.userId)));
    if (!row) throw new ApiError(404, PaymentErrorCode.ORDER_NOT_FOUND, 'No order of yours has this id.');
    return { status: 200, body: { data: await receiptOf(db, row) } };
  });
};
