import { formatCount, formatDuration, formatMoney, minorToDecimal } from '@/services/payments/money';

describe('minorToDecimal', () => {
  it('places the decimal point from the exponent without floats', () => {
    expect(minorToDecimal(12345, 2)).toBe('123.45');
    expect(minorToDecimal(5, 2)).toBe('0.05');
    expect(minorToDecimal(-5, 2)).toBe('-0.05');
    expect(minorToDecimal(700, 0)).toBe('700');
    expect(minorToDecimal(BigInt('900719925474099312'), 2)).toBe('9007199254740993.12');
  });
});

describe('formatMoney in every language', () => {
  const cases: [string, string, string, string][] = [
    // language, TVS 1234567 (12,345.67), STAR 1500, USD 499
    ['en', 'TVS 12,345.67', '1,500 STAR', '$4.99'],
    ['id', 'TVS 12.345,67', '1.500 STAR', 'US$4,99'],
    ['fil', 'TVS 12,345.67', '1,500 STAR', '$4.99'],
    ['th', 'TVS 12,345.67', '1,500 STAR', 'US$4.99'],
    ['tw', 'TVS 12,345.67', '1,500 STAR', 'US$4.99'],
  ];
  it.each(cases)('%s', (language, tvs, star, usd) => {
    const normal = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
    expect(normal(formatMoney(1234567, 'TVS', language))).toBe(tvs);
    expect(normal(formatMoney(1500, 'STAR', language))).toBe(star);
    expect(normal(formatMoney(499, 'USD', language, 2))).toBe(usd);
  });

  it('keeps every digit of amounts past the float range', () => {
    expect(formatMoney(BigInt('900719925474099312'), 'TVS', 'en')).toBe('TVS\u00a09,007,199,254,740,993.12');
  });

  it('uses the currency exponent for zero-decimal local currencies', () => {
    expect(formatMoney(15000, 'IDR', 'id', 0).replace(/\u00a0/g, ' ')).toBe('Rp 15.000');
  });

  it('falls back to English conventions for an unknown language', () => {
    expect(formatCount(12000, 'xx')).toBe('12,000');
    expect(formatCount(12000, 'id')).toBe('12.000');
  });
});

describe('formatDuration', () => {
  it('says a wait in whole minutes from a minute up, in seconds below, in each language', () => {
    expect(formatDuration(200, 'en')).toBe('4 minutes');
    expect(formatDuration(60, 'en')).toBe('1 minute');
    expect(formatDuration(0.2, 'en')).toBe('1 second');
    expect(formatDuration(600, 'id')).toBe('10 menit');
    expect(formatDuration(45, 'fil')).toBe('45 segundo');
    expect(formatDuration(120, 'th')).toBe('2 นาที');
    expect(formatDuration(120, 'tw')).toBe('2 分鐘');
  });
});
