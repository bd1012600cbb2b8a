import type { SavedCard } from '@/contracts/payments';
import type { TFunction } from 'i18next';

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  diners: 'Diners Club',
};

/** "Visa ending in 4242" in the reader's language. */
export function cardName(t: TFunction, card: Pick<SavedCard, 'brand' | 'last4'>): string {
  return t('card.cardName', { brand: BRANDS[card.brand] ?? card.brand, last4: card.last4 });
}

export function cardExpiry(t: TFunction, card: Pick<SavedCard, 'exp_month' | 'exp_year'>): string {
  return t('card.expires', { month: String(card.exp_month).padStart(2, '0'), year: String(card.exp_year % 100).padStart(2, '0') });
}
