import { eghlAmount, minorUnitsOf } from '@/server/src/providers/gateway-eghl';

describe("the gateway's two-decimal amounts read back into minor units", () => {
  it('reads what eghlAmount writes, in every exponent', () => {
    for (const [amount, exponent] of [
      [1_499_000, 0],
      [15_000, 0],
      [4_999, 2],
      [1, 2],
      // Three-decimal currencies only round-trip in whole cents (the gateway writes two decimals).
      [123_450, 3],
    ] as const) {
      expect(minorUnitsOf(eghlAmount({ amount, currency: 'X', exponent }), exponent)).toBe(amount);
    }
    expect(minorUnitsOf('1.00', 0)).toBe(1);
    expect(minorUnitsOf('0.5', 2)).toBe(50);
  });

  it('refuses what is malformed or finer than the currency', () => {
    for (const text of ['', 'abc', '1e3', '-1.00', '1.005', ' 1.00', '1,00', '12345678901234.00', undefined]) {
      expect(minorUnitsOf(text, 2), String(text)).toBeUndefined();
    }
    expect(minorUnitsOf('1.50', 0)).toBeUndefined();
  });
});
