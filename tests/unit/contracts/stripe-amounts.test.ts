import { fromStripeAmount, stripeExponent, toStripeAmount } from '@/contracts/stripe-amounts';

describe("amounts in Stripe's minor units", () => {
  it('counts IDR and TWD, which we price in whole units, in hundredths as Stripe documents them', () => {
    expect(toStripeAmount(1_499_000, 'IDR')).toBe(149_900_000);
    expect(toStripeAmount(2_990, 'TWD')).toBe(299_000);
    expect(fromStripeAmount(149_900_000, 'idr')).toBe(1_499_000);
  });

  it('leaves two-decimal currencies as they are, and knows zero- and three-decimal ones', () => {
    expect(toStripeAmount(9_999, 'USD')).toBe(9_999);
    expect(toStripeAmount(559_900, 'PHP')).toBe(559_900);
    expect(fromStripeAmount(99, 'EUR')).toBe(99);
    expect([stripeExponent('jpy'), stripeExponent('KWD'), stripeExponent('IDR')]).toEqual([0, 3, 2]);
  });

  it('answers null for a Stripe amount that is not a whole number of our units', () => {
    expect(fromStripeAmount(1_499_050, 'IDR')).toBeNull();
  });
});
