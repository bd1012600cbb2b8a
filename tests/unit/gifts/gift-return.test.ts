import { giftValue } from '@/components/gifts/gift-value';
import { forgetReturn, rememberReturn } from '@/services/payments/get-star-return';

afterEach(() => window.sessionStorage.clear());

describe('/get-star return path', () => {
  it('keeps a path of this site for the tab, across a payment round trip without the query', () => {
    expect(rememberReturn('/ana')).toBe('/ana');
    expect(rememberReturn(null)).toBe('/ana');
    forgetReturn();
    expect(rememberReturn(null)).toBeNull();
  });

  it.each(['https://evil.example/', '//evil.example', '/\\evil.example', '/login?redirect=/x', 'ana'])('refuses %s', (target) => {
    expect(rememberReturn(target)).toBeNull();
  });
});

describe('gift value', () => {
  it('takes the fee in whole minor units, rounded down, as the API does', () => {
    expect(giftValue(55, { tvs_per_star: 10, fee_bps: 2000 })).toEqual({ gross: 550, fee: 110, net: 440 });
    expect(giftValue(7, { tvs_per_star: 10, fee_bps: 1250 })).toEqual({ gross: 70, fee: 8, net: 62 });
  });
});
