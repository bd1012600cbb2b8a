import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { LanguageProvider, useLanguage } from '@/contexts/language-context';
import { createTestI18n, resetBrowserState, setBrowserLanguage } from '../support/app-test-kit';

const pushes: { url: unknown; as: string; options: unknown; savedThen: string | null }[] = [];
const router = {
  pathname: '/[slug]',
  query: { slug: '@ana' },
  asPath: '/@ana?tab=about',
  events: { on: vi.fn(), off: vi.fn() },
  push: vi.fn(async (url: unknown, as: string, options: unknown) => {
    pushes.push({ url, as, options, savedThen: document.cookie });
    return true;
  }),
  replace: vi.fn(async () => true),
};
vi.mock('next/compat/router', () => ({ useRouter: () => router }));

async function renderLanguage(browserLanguage?: string) {
  const i18n = await createTestI18n('en', ['common', 'profile']);
  if (browserLanguage) setBrowserLanguage(browserLanguage);
  const wrapper = ({ children }: { children: ReactNode }) => <LanguageProvider i18n={i18n}>{children}</LanguageProvider>;
  return { i18n, ...renderHook(() => useLanguage(), { wrapper }) };
}

describe('language switch under the Next router', () => {
  afterEach(() => {
    resetBrowserState();
    pushes.length = 0;
    vi.clearAllMocks();
  });

  it('saves the choice, then navigates to the same page in the chosen language', async () => {
    const { result, i18n } = await renderLanguage();
    await act(async () => {
      expect(await result.current.changeLanguage('th')).toBe(true);
    });
    expect(pushes).toEqual([
      {
        url: { pathname: '/[slug]', query: { slug: '@ana' } },
        as: '/@ana?tab=about',
        options: { locale: 'th', scroll: false },
        // The cookie the redirects read was written before the request for the new page left.
        savedThen: expect.stringContaining('i18nextLng=th'),
      },
    ]);
    expect(window.localStorage.getItem('i18nextLng')).toBe('th');
    // The page's own language changes with the page that arrives, not in place.
    expect(i18n.language).toBe('en');
    expect(result.current.loading).toBe(false);
  });

  it('applies a choice only local storage kept by replacing the page, and mirrors the cookie again', async () => {
    window.localStorage.setItem('i18nextLng', 'fil');
    await renderLanguage();
    expect(router.replace).toHaveBeenCalledWith({ pathname: '/[slug]', query: { slug: '@ana' } }, '/@ana?tab=about', {
      locale: 'fil',
      scroll: false,
    });
    expect(document.cookie).toContain('i18nextLng=fil');
  });

  it('leaves a visitor without a saved choice whose browser speaks the page’s language on it, caching that language', async () => {
    await renderLanguage();
    expect(router.replace).not.toHaveBeenCalled();
    expect(router.push).not.toHaveBeenCalled();
    expect(window.localStorage.getItem('i18nextLng')).toBe('en');
    expect(document.cookie).toContain('i18nextLng=en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('sends a visitor without a saved choice to the same page in the browser’s language, and caches it', async () => {
    await renderLanguage('id-ID');
    expect(router.replace).toHaveBeenCalledWith({ pathname: '/[slug]', query: { slug: '@ana' } }, '/@ana?tab=about', {
      locale: 'id',
      scroll: false,
    });
    expect(window.localStorage.getItem('i18nextLng')).toBe('id');
  });
});
