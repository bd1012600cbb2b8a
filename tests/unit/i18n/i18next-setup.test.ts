import type { Resource } from 'i18next';
import { createBrowserI18n, createServerI18n } from '@/services/i18n/create-i18n';
import type { LocaleAnswer } from '@/services/i18n/locales-backend';

const resources: Resource = {
  en: {
    common: {
      nav: { signIn: 'Sign in' },
      greeting: 'Hello {{name}}, you have {{stars}} STAR',
      items_one: 'One item',
      items_other: '{{count}} items',
      onlyEnglish: 'Only in English',
      steps: ['First', 'Second'],
    },
    auth: { title: 'Sign in to Starlit' },
  },
  th: { common: { nav: { signIn: 'เข้าสู่ระบบ' }, items_other: '{{count}} รายการ' } },
  tw: { common: { items_other: '{{count}} 個項目' } },
};

describe('translating with i18next as the product sets it up', () => {
  const i18n = createServerI18n({ lng: 'en', resources });

  it('finds nested keys and interpolates values as given, without escaping (React escapes)', () => {
    expect(i18n.t('nav.signIn')).toBe('Sign in');
    expect(i18n.t('greeting', { name: '<b>Ana</b> & co', stars: 5 })).toBe('Hello <b>Ana</b> & co, you have 5 STAR');
  });

  it('reads another namespace through the ns option, an ns: prefix or a fixed t', () => {
    expect(i18n.t('title', { ns: 'auth' })).toBe('Sign in to Starlit');
    expect(i18n.t('auth:title')).toBe('Sign in to Starlit');
    expect(i18n.getFixedT(null, 'auth')('common:nav.signIn')).toBe('Sign in');
  });

  it('picks plural forms by the language: English one/other, Thai and Traditional Chinese other only', () => {
    expect(i18n.t('items', { count: 1 })).toBe('One item');
    expect(i18n.t('items', { count: 7 })).toBe('7 items');
    const thai = createServerI18n({ lng: 'th', resources });
    expect(thai.t('items', { count: 1 })).toBe('1 รายการ');
    expect(thai.t('items', { count: 3 })).toBe('3 รายการ');
    // To Intl, `tw` is Twi with English rules; without the mapping "1" would fall back to English `_one`.
    const chinese = createServerI18n({ lng: 'tw', resources });
    expect(chinese.t('items', { count: 1 })).toBe('1 個項目');
    expect(chinese.t('items', { count: 2 })).toBe('2 個項目');
  });

  it('returns lists only when asked to, and shows a key nobody has as itself', () => {
    expect(i18n.t('steps', { returnObjects: true })).toEqual(['First', 'Second']);
    expect(i18n.t('nav.nothing')).toBe('nav.nothing');
    expect(i18n.t('auth:nothing.here')).toBe('nothing.here');
  });

  it('falls back to English for what a language lacks', () => {
    const thai = createServerI18n({ lng: 'th', resources });
    expect(thai.t('nav.signIn')).toBe('เข้าสู่ระบบ');
    expect(thai.t('onlyEnglish')).toBe('Only in English');
  });
});

describe('the missing-key warning', () => {
  const noNetwork = async (): Promise<LocaleAnswer> => ({ status: 404, body: '' });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('names a key no language has, when turned on (development)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const i18n = createBrowserI18n({ lng: 'th', resources }, { request: noNetwork, warnMissingKeys: true });
    expect(i18n.t('onlyEnglish')).toBe('Only in English');
    expect(warn).not.toHaveBeenCalled();
    i18n.t('nav.typo');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('common:nav.typo'));
  });

  it('does not report the keys of a namespace still loading', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const pending = () => new Promise<LocaleAnswer>(() => undefined);
    const i18n = createBrowserI18n({ lng: 'en', resources }, { request: pending, warnMissingKeys: true });
    void i18n.loadNamespaces('wallet');
    expect(i18n.t('wallet:title')).toBe('title');
    expect(warn).not.toHaveBeenCalled();
  });

  it('is silent when off (tests, production)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    createBrowserI18n({ lng: 'en', resources }, { request: noNetwork }).t('nav.typo');
    expect(warn).not.toHaveBeenCalled();
  });
});
