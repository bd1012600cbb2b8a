import type { Order, OrderStatus, PaymentMethodType, Receipt } from '@/contracts/checkout';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { orderEvents, orders } from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function orderView(row: OrderRow): Order {
  return {
    id: row.id,
    status: row.status as OrderStatus,
    package: { id: row.packageId, stars: row.stars, bonus_stars: row.bonusStars },
    price: { amount: row.priceAmount, currency: row.priceCurrency, exponent: row.priceExponent },
    stars: row.stars + row.bonusStars,
    stars_credited: row.starsCredited,
    method: {
      type: row.methodType as PaymentMethodType,
      id: row.methodId,
      card: row.cardBrand && row.cardLast4 ? { brand: row.cardBrand, last4: row.cardLast4 } : null,
      gateway: row.gateway,
    },
    failure_message: row.failureMessage,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    completed_at: iso(row.completedAt),
    expires_at: row.expiresAt.toISOString(),
  };
}

export async function receiptOf(db: Db, row: OrderRow): Promise<Receipt> {
  const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, row.id)).orderBy(asc(orderEvents.id));
  return {
    ...orderView(row),
    provider_reference: row.providerRef,
    status_history: events.map((event) => ({
      status: event.status as OrderStatus,
      at: event.at.toISOString(),
      source: event.source,
      message: event.message,
    })),
  };
}

export async function listOrdersOf(db: Db, userId: string, page: number, pageSize: number) {
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.userId, userId)),
  ]);
  return { data: rows.map(orderView), meta: { page, page_size: pageSize, total: count?.total ?? 0 } };
}
