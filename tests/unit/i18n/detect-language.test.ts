import { detectLanguage, persistLanguage, readSavedLanguage, settleLanguage } from '@/services/i18n/detect-language';
import { resetBrowserState, setBrowserLanguage } from '../support/app-test-kit';

describe('the saved language choice', () => {
  afterEach(resetBrowserState);

  it('reads a saved supported language, in any tag form', () => {
    window.localStorage.setItem('i18nextLng', 'th');
    expect(readSavedLanguage()).toBe('th');
    window.localStorage.setItem('i18nextLng', 'zh-Hant-TW');
    expect(readSavedLanguage()).toBe('tw');
  });

  it('answers nothing without a choice or for an unsupported one', () => {
    expect(readSavedLanguage()).toBeUndefined();
    window.localStorage.setItem('i18nextLng', 'xx');
    expect(readSavedLanguage()).toBeUndefined();
  });

  it('saves a choice in local storage and mirrors it in a cookie', () => {
    persistLanguage('fil');
    expect(window.localStorage.getItem('i18nextLng')).toBe('fil');
    expect(document.cookie).toContain('i18nextLng=fil');
    expect(readSavedLanguage()).toBe('fil');
  });
});

describe('detecting the language', () => {
  afterEach(resetBrowserState);

  it('follows the saved choice, then the browser language, then the page’s', () => {
    setBrowserLanguage('id-ID');
    expect(detectLanguage('th')).toBe('id');
    window.localStorage.setItem('i18nextLng', 'tw');
    expect(detectLanguage('th')).toBe('tw');
    window.localStorage.clear();
    setBrowserLanguage('de-DE');
    expect(detectLanguage('th')).toBe('th');
  });
});

describe('the language a page load settles on', () => {
  afterEach(() => {
    resetBrowserState();
    vi.restoreAllMocks();
  });

  it('keeps the language of a prefixed address and the saved choice for the others', () => {
    window.localStorage.setItem('i18nextLng', 'en');
    setBrowserLanguage('en-US');
    expect(settleLanguage('th')).toBe('th');
    expect(settleLanguage('tw')).toBe('tw');
    expect(readSavedLanguage()).toBe('en');
    window.localStorage.setItem('i18nextLng', 'id');
    expect(settleLanguage('en')).toBe('id');
  });

  it('saves the prefixed language as the first choice when none was saved', () => {
    setBrowserLanguage('en-US');
    expect(settleLanguage('fil')).toBe('fil');
    expect(readSavedLanguage()).toBe('fil');
  });

  it('detects the language of a prefixed address the server redirected to, as of one without a prefix', () => {
    window.localStorage.setItem('i18nextLng', 'tw');
    setBrowserLanguage('th-TH');
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ redirectCount: 1 } as PerformanceNavigationTiming]);
    expect(settleLanguage('th')).toBe('tw');
    expect(readSavedLanguage()).toBe('tw');
  });

  it('detects and saves the language of an address without a prefix', () => {
    setBrowserLanguage('th-TH');
    expect(settleLanguage('en')).toBe('th');
    expect(readSavedLanguage()).toBe('th');
  });
});
