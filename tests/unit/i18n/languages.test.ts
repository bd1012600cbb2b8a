import { toSupportedLanguage } from '@/services/i18n/languages';
import { parseAcceptLanguage, resolveRequestLanguage } from '@/services/i18n/resolve-request-language';

describe('toSupportedLanguage', () => {
  it.each([
    ['en-US', 'en'],
    ['th-TH', 'th'],
    ['id', 'id'],
    ['in', 'id'],
    ['tl-PH', 'fil'],
    ['fil', 'fil'],
    ['zh-TW', 'tw'],
    ['zh-Hant-HK', 'tw'],
    ['tw', 'tw'],
  ])('maps %s to %s', (tag, language) => {
    expect(toSupportedLanguage(tag)).toBe(language);
  });

  it.each(['zh-CN', 'zh', 'de', '', 'tw-XX'])('does not match %s', (tag) => {
    expect(toSupportedLanguage(tag)).toBeUndefined();
  });
});

describe('server language resolution', () => {
  it('orders Accept-Language by weight', () => {
    expect(parseAcceptLanguage('de;q=0.5, th-TH, en;q=0.8, *;q=0.1')).toEqual(['th-TH', 'en', 'de']);
  });

  it('prefers the saved choice in the cookie', () => {
    expect(resolveRequestLanguage({ cookie: 'a=1; i18nextLng=fil', 'accept-language': 'th' })).toBe('fil');
  });

  it('uses the first supported Accept-Language without a usable cookie', () => {
    expect(resolveRequestLanguage({ cookie: 'i18nextLng=xx', 'accept-language': 'de-DE, zh-TW;q=0.9, en;q=0.8' })).toBe('tw');
  });

  it('falls back to English', () => {
    expect(resolveRequestLanguage({ 'accept-language': 'de, fr' })).toBe('en');
    expect(resolveRequestLanguage({})).toBe('en');
  });
});
