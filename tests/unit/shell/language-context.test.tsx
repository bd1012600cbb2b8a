import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { LanguageProvider, useLanguage } from '@/contexts/language-context';
import { createTestI18n, resetBrowserState, setBrowserLanguage } from '../support/app-test-kit';

async function renderLanguage(browserLanguage?: string) {
  const i18n = await createTestI18n();
  if (browserLanguage) setBrowserLanguage(browserLanguage);
  const wrapper = ({ children }: { children: ReactNode }) => <LanguageProvider i18n={i18n}>{children}</LanguageProvider>;
  return { i18n, ...renderHook(() => useLanguage(), { wrapper }) };
}

describe('language state', () => {
  afterEach(resetBrowserState);

  it('exposes the current language, the supported ones and a loading flag', async () => {
    const { result } = await renderLanguage();
    expect(result.current.current).toBe('en');
    expect(result.current.supported).toEqual(['en', 'id', 'fil', 'th', 'tw']);
    expect(result.current.loading).toBe(false);
  });

  it('refuses a language the product does not support', async () => {
    const { result, i18n } = await renderLanguage();
    let accepted = true;
    await act(async () => {
      accepted = await result.current.changeLanguage('de');
    });
    expect(accepted).toBe(false);
    expect(result.current.current).toBe('en');
    expect(i18n.language).toBe('en');
    expect(window.localStorage.getItem('i18nextLng')).not.toBe('de');
  });

  it('loads and switches to a supported language, loading meanwhile', async () => {
    const { result, i18n } = await renderLanguage();
    let change: Promise<boolean> = Promise.resolve(false);
    act(() => {
      change = result.current.changeLanguage('id');
    });
    expect(result.current.loading).toBe(true);
    await act(async () => {
      expect(await change).toBe(true);
    });
    expect(result.current.loading).toBe(false);
    expect(result.current.current).toBe('id');
    expect(i18n.t('nav.signIn')).toBe('Masuk');
    expect(document.cookie).toContain('i18nextLng=id');
  });

  it('applies a saved choice the server did not know about after hydration', async () => {
    window.localStorage.setItem('i18nextLng', 'tw');
    const { result } = await renderLanguage();
    await waitFor(() => expect(result.current.current).toBe('tw'));
    expect(document.documentElement.lang).toBe('zh-Hant');
  });

  it('without a saved choice, goes to the browser language and caches it as the choice', async () => {
    const { result } = await renderLanguage('th-TH');
    await waitFor(() => expect(result.current.current).toBe('th'));
    expect(window.localStorage.getItem('i18nextLng')).toBe('th');
    expect(document.cookie).toContain('i18nextLng=th');
  });

  it('without a saved choice or a supported browser language, keeps and caches the page’s language', async () => {
    const { result } = await renderLanguage('de-DE');
    await waitFor(() => expect(window.localStorage.getItem('i18nextLng')).toBe('en'));
    expect(result.current.current).toBe('en');
  });

  it('lets a saved choice win over the browser language', async () => {
    window.localStorage.setItem('i18nextLng', 'fil');
    const { result } = await renderLanguage('th-TH');
    await waitFor(() => expect(result.current.current).toBe('fil'));
    expect(window.localStorage.getItem('i18nextLng')).toBe('fil');
  });
});
