/** What a test card does when charged, after Stripe's test cards (stripe.com/docs/testing). */
export type CardBehaviour = 'succeed' | 'decline' | 'insufficient_funds' | 'authenticate' | 'processing' | 'dispute';

/** Sandbox-only: the payment stays `processing` for `PROCESSING_SECONDS`, then succeeds. */
export const PROCESSING_CARD = '4000000000007775';
export const PROCESSING_SECONDS = 4;
/** As at Stripe: the payment succeeds, then the cardholder disputes it as fraudulent. */
export const DISPUTED_CARD = '4000000000000259';

const TEST_CARDS: Record<string, { behaviour: CardBehaviour; brand: string }> = {
  '4242424242424242': { behaviour: 'succeed', brand: 'visa' },
  '5555555555554444': { behaviour: 'succeed', brand: 'mastercard' },
  '4000000000000002': { behaviour: 'decline', brand: 'visa' },
  '4000000000009995': { behaviour: 'insufficient_funds', brand: 'visa' },
  '4000000000003220': { behaviour: 'authenticate', brand: 'visa' },
  [PROCESSING_CARD]: { behaviour: 'processing', brand: 'visa' },
  [DISPUTED_CARD]: { behaviour: 'dispute', brand: 'visa' },
};

export interface CardError {
  code: string;
  decline_code?: string;
  message: string;
}

export const DECLINES: Partial<Record<CardBehaviour, CardError>> = {
  decline: { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
  insufficient_funds: { code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
};

export const AUTHENTICATION_FAILED: CardError = {
  code: 'payment_intent_authentication_failure',
  message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
};

function luhnValid(digits: string): boolean {
  let sum = 0;
  [...digits].reverse().forEach((char, index) => {
    let digit = Number(char);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  });
  return sum % 10 === 0;
}

/** A test card's behaviour, or the error Stripe answers for a number it cannot charge. */
export function classifyCard(number: string): { behaviour: CardBehaviour; brand: string } | CardError {
  const digits = number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) {
    return { code: 'incorrect_number', message: 'Your card number is incorrect.' };
  }
  return TEST_CARDS[digits] ?? { behaviour: 'succeed', brand: digits.startsWith('4') ? 'visa' : 'unknown' };
}
