import { createBrowserI18n, createServerI18n } from '@/services/i18n/create-i18n';
import type { TranslationAnswer } from '@/services/i18n/translation-loader';
import type { Resource } from '@/services/i18n/translator';

const resources: Resource = {
  en: {
    common: {
      nav: { signIn: 'Sign in' },
      greeting: 'Hello {{name}}, you have {{stars}} STAR',
      seconds: '{{count}} seconds',
      items_zero: 'No items',
      items_one: 'One item',
      items_other: '{{count}} items',
      onlyEnglish: 'Only in English',
      steps: ['First', 'Second'],
    },
    auth: { title: 'Sign in to Starlit' },
  },
  th: {
    common: {
      nav: { signIn: 'เข้าสู่ระบบ' },
      items_other: '{{count}} รายการ',
    },
  },
};

describe('translating', () => {
  const i18n = createServerI18n({ lng: 'en', resources });

  it('finds nested keys and interpolates values as given, without escaping', () => {
    expect(i18n.t('nav.signIn')).toBe('Sign in');
    expect(i18n.t('greeting', { name: '<b>Ana</b> & co', stars: 5 })).toBe('Hello <b>Ana</b> & co, you have 5 STAR');
  });

  it('leaves a placeholder nobody filled in as written', () => {
    expect(i18n.t('greeting', { name: 'Ana' })).toBe('Hello Ana, you have {{stars}} STAR');
  });

  it('reads another namespace through the ns option or an ns: prefix', () => {
    expect(i18n.t('title', { ns: 'auth' })).toBe('Sign in to Starlit');
    expect(i18n.t('auth:title')).toBe('Sign in to Starlit');
    const authT = i18n.namespaceT('auth');
    expect(authT('title')).toBe('Sign in to Starlit');
    expect(authT('common:nav.signIn')).toBe('Sign in');
  });

  it('picks the plural form of the count in English', () => {
    expect(i18n.t('items', { count: 0 })).toBe('No items');
    expect(i18n.t('items', { count: 1 })).toBe('One item');
    expect(i18n.t('items', { count: 7 })).toBe('7 items');
    // Without plural forms the key itself is used, with the count interpolated.
    expect(i18n.t('seconds', { count: 1 })).toBe('1 seconds');
  });

  it('uses Thai plural rules (one form) and English forms for what Thai lacks', () => {
    const thai = createServerI18n({ lng: 'th', resources });
    expect(thai.t('items', { count: 1 })).toBe('1 รายการ');
    expect(thai.t('items', { count: 3 })).toBe('3 รายการ');
    const thaiWithoutForms = createServerI18n({ lng: 'th', resources: { en: resources.en!, th: { common: {} } } });
    expect(thaiWithoutForms.t('items', { count: 1 })).toBe('One item');
  });

  it('returns lists and groups only when asked to', () => {
    expect(i18n.t('steps', { returnObjects: true })).toEqual(['First', 'Second']);
    expect(i18n.t('nav', { returnObjects: true })).toEqual({ signIn: 'Sign in' });
    expect(i18n.t('nav')).toBe('nav');
  });

  it('shows a missing key as itself', () => {
    expect(i18n.t('nav.nothing')).toBe('nav.nothing');
    expect(i18n.t('auth:nothing.here')).toBe('nothing.here');
    expect(i18n.t('nothing', { ns: 'wallet' })).toBe('nothing');
  });

  it('falls back to English for what a language lacks, and honours the lng option', () => {
    const thai = createServerI18n({ lng: 'th', resources });
    expect(thai.t('nav.signIn')).toBe('เข้าสู่ระบบ');
    expect(thai.t('onlyEnglish')).toBe('Only in English');
    expect(thai.t('nav.signIn', { lng: 'en' })).toBe('Sign in');
    expect(i18n.t('nav.signIn', { lng: 'th' })).toBe('เข้าสู่ระบบ');
  });
});

/** A network whose answers the test gives one by one. */
function controlledNetwork() {
  const requests: { url: string; answer: (value: TranslationAnswer | Error) => void }[] = [];
  const request = (url: string) =>
    new Promise<TranslationAnswer>((resolve, reject) => {
      requests.push({ url, answer: (value) => (value instanceof Error ? reject(value) : resolve(value)) });
    });
  return { requests, request };
}

const json = (data: unknown): TranslationAnswer => ({ status: 200, body: JSON.stringify(data) });

describe('loading namespaces', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('fetches a namespace in the language and in English once, however many ask', async () => {
    const { requests, request } = controlledNetwork();
    const i18n = createBrowserI18n({ lng: 'th', resources: { th: { common: {} }, en: { common: {} } } }, { request });
    expect(i18n.hasLoadedNamespace('wallet')).toBe(false);
    const first = i18n.loadNamespaces('wallet');
    const second = i18n.loadNamespaces(['wallet']);
    expect(requests.map((r) => r.url)).toEqual(['/locales/th/wallet.json', '/locales/en/wallet.json']);
    requests[0]!.answer(json({ title: 'กระเป๋า' }));
    requests[1]!.answer(json({ title: 'Wallet', extra: 'Extra' }));
    await Promise.all([first, second]);
    expect(i18n.hasLoadedNamespace('wallet')).toBe(true);
    expect(i18n.t('title', { ns: 'wallet' })).toBe('กระเป๋า');
    expect(i18n.t('extra', { ns: 'wallet' })).toBe('Extra');
  });

  it('retries after 500 ms, 1 s and 2 s, then gives up for good and shows the English text', async () => {
    const { requests, request } = controlledNetwork();
    const i18n = createBrowserI18n({ lng: 'id', resources: { en: { common: { hi: 'Hello' } } } }, { request });
    const loaded = vi.fn();
    i18n.on('loaded', loaded);
    const loading = i18n.loadNamespaces('common');
    for (const wait of [500, 1000, 2000]) {
      const asked = requests.length;
      requests.at(-1)!.answer({ status: 503, body: '' });
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(requests).toHaveLength(asked);
      await vi.advanceTimersByTimeAsync(1);
      expect(requests).toHaveLength(asked + 1);
    }
    requests.at(-1)!.answer(new TypeError('Failed to fetch'));
    await loading;
    expect(requests).toHaveLength(4);
    expect(loaded).toHaveBeenCalledWith('id', 'common');
    expect(i18n.hasLoadedNamespace('common')).toBe(true);
    expect(i18n.t('hi')).toBe('Hello');
    // A namespace that failed for good is not asked for again in this page life.
    await i18n.loadNamespaces('common');
    expect(requests).toHaveLength(4);
  });

  it('switches language after loading what is in use, then tells its subscribers', async () => {
    const { requests, request } = controlledNetwork();
    const i18n = createBrowserI18n({ lng: 'en', resources: { en: { common: { hi: 'Hello' }, home: { title: 'Home' } } } }, { request });
    const changed = vi.fn();
    i18n.on('languageChanged', changed);
    const change = i18n.changeLanguage('fil');
    expect(requests.map((r) => r.url).sort()).toEqual(['/locales/fil/common.json', '/locales/fil/home.json']);
    expect(i18n.language).toBe('en');
    requests[0]!.answer(json({ hi: 'Kumusta' }));
    requests[1]!.answer(json({ title: 'Tahanan' }));
    await change;
    expect(changed).toHaveBeenCalledExactlyOnceWith('fil', undefined);
    expect(i18n.language).toBe('fil');
    expect(i18n.t('hi')).toBe('Kumusta');
    expect(i18n.t('title', { ns: 'home' })).toBe('Tahanan');
    i18n.off('languageChanged', changed);
    await i18n.changeLanguage('en');
    expect(changed).toHaveBeenCalledTimes(1);
    expect(i18n.t('hi')).toBe('Hello');
  });

  it('keeps the last choice when an earlier one finishes loading later', async () => {
    const { requests, request } = controlledNetwork();
    const i18n = createBrowserI18n({ lng: 'en', resources: { en: { common: { hi: 'Hello' } } } }, { request });
    const slow = i18n.changeLanguage('th');
    const fast = i18n.changeLanguage('id');
    requests[1]!.answer(json({ hi: 'Halo' }));
    await fast;
    requests[0]!.answer(json({ hi: 'สวัสดี' }));
    await slow;
    expect(i18n.language).toBe('id');
    expect(i18n.t('hi')).toBe('Halo');
  });

  it('gives a new namespace-bound t when its texts arrive, and keeps it otherwise', async () => {
    const { requests, request } = controlledNetwork();
    const i18n = createBrowserI18n({ lng: 'en', resources: { en: { common: { hi: 'Hello' } } } }, { request });
    const commonT = i18n.namespaceT('common');
    const authT = i18n.namespaceT('auth');
    expect(authT('title')).toBe('title');
    const loading = i18n.loadNamespaces('auth');
    requests[0]!.answer(json({ title: 'Sign in' }));
    await loading;
    expect(i18n.namespaceT('common')).toBe(commonT);
    expect(i18n.namespaceT('auth')).not.toBe(authT);
    expect(i18n.namespaceT('auth')('title')).toBe('Sign in');
  });
});
