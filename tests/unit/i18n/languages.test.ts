import { toSupportedLanguage } from '@/services/i18n/languages';

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
