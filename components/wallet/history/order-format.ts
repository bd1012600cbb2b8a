import type { Order, OrderStatus } from '@/contracts/checkout';
import { cardName } from '@/components/wallet/card/card-name';
import type { TFunction } from 'i18next';
import { formatMoney } from '@/services/payments/money';
import { dateTimeFormat } from '@/services/i18n/intl';

export const STATUS_COLORS: Record<OrderStatus, 'default' | 'success' | 'error' | 'warning' | 'info'> = {
  pending: 'warning',
  succeeded: 'success',
  failed: 'error',
  cancelled: 'default',
  refunded: 'info',
  review: 'warning',
  disputed: 'error',
};

/** "Visa ending in 4242", "TVS balance", or the gateway channel. */
export function methodLabel(t: TFunction, method: Order['method']): string {
  if (method.type === 'card' && method.card) return cardName(t, method.card);
  if (method.type === 'gateway') return method.id.includes(':') ? method.id.split(':')[1]!.toUpperCase() : (method.gateway ?? method.id);
  return t(`methodTypes.${method.type}`);
}

export function orderPrice(order: Order, language: string): string {
  return formatMoney(order.price.amount, order.price.currency, language, order.price.exponent);
}

export function orderDate(iso: string, language: string): string {
  return dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
