import { detectClientLanguage, persistLanguage } from '@/services/i18n/detect-language';
import { resetBrowserState } from '../support/app-test-kit';

function browserLanguages(languages: string[]) {
  vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(languages);
}

describe('client language detection', () => {
  afterEach(() => {
    resetBrowserState();
    vi.restoreAllMocks();
  });

  it('takes the saved choice first', () => {
    window.localStorage.setItem('i18nextLng', 'th');
    browserLanguages(['id-ID']);
    document.documentElement.lang = 'fil';
    expect(detectClientLanguage()).toBe('th');
  });

  it('then the first supported browser language', () => {
    window.localStorage.setItem('i18nextLng', 'xx');
    browserLanguages(['de-DE', 'id-ID', 'th']);
    document.documentElement.lang = 'fil';
    expect(detectClientLanguage()).toBe('id');
  });

  it('then the html lang', () => {
    browserLanguages(['de-DE']);
    document.documentElement.lang = 'zh-Hant';
    expect(detectClientLanguage()).toBe('tw');
  });

  it('and English when nothing matches', () => {
    browserLanguages(['de-DE']);
    expect(detectClientLanguage()).toBe('en');
  });

  it('saves a choice in local storage and mirrors it in a cookie', () => {
    persistLanguage('fil');
    expect(window.localStorage.getItem('i18nextLng')).toBe('fil');
    expect(document.cookie).toContain('i18nextLng=fil');
  });
});
