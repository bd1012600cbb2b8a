import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type MockInstance, vi } from 'vitest';
import { createBrowserI18n } from '@/services/i18n/create-i18n';
import { HTML_LANG, type Language, type Namespace } from '@/services/i18n/languages';
import { loadServerBootstrap } from '@/services/i18n/server-resources';
import type { RequestLocale } from '@/services/i18n/locales-backend';
import type { i18n as I18n } from 'i18next';

/** The web server's part at the network edge: answers `/locales/...` from public/ as it would. */
export const servePublicFolder: RequestLocale = (url) =>
  readFile(path.join(process.cwd(), 'public', url), 'utf8').then(
    (body) => ({ status: 200, body }),
    () => ({ status: 404, body: '' }),
  );

/**
 * A browser i18n instance that starts like a server-rendered page in `lng`, seen by a visitor
 * whose browser speaks `lng` (the server's redirects would have brought any other one to it).
 */
export async function createTestI18n(lng: Language = 'en', namespaces: Namespace[] = ['common', 'home']): Promise<I18n> {
  setBrowserLanguage(HTML_LANG[lng]);
  // The auth provider loads its runtime on mount; loading it here first lets its start-up settle
  // inside the test instead of after the environment is torn down.
  await import('@/services/auth/runtime');
  return createBrowserI18n(await loadServerBootstrap(lng, namespaces), { request: servePublicFolder });
}

let browserLanguage: MockInstance<() => string> | undefined;

/** What `navigator.language` answers (jsdom's is `en-US`), until resetBrowserState. */
export function setBrowserLanguage(tag: string) {
  browserLanguage ??= vi.spyOn(window.navigator, 'language', 'get');
  browserLanguage.mockReturnValue(tag);
}

/** jsdom has no matchMedia; the colour-scheme code asks it for the OS preference. */
export function stubMatchMedia(prefersDark = false) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: prefersDark && query.includes('dark'),
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  );
}

/**
 * Forgets what a test saved: storage, the language cookie, the <html> attributes. The page's
 * session store outlives the test, so it is told as another tab's clear would tell it: a start-up
 * sign-in still waiting for its user then drops the answer instead of writing it back
 * (tests/unit/auth/reset-between-tests.test.tsx).
 */
export function resetBrowserState() {
  window.localStorage.clear();
  window.dispatchEvent(new StorageEvent('storage', { key: null }));
  window.sessionStorage.clear();
  document.cookie = 'i18nextLng=; Path=/; Max-Age=0';
  document.documentElement.removeAttribute('lang');
  document.documentElement.className = '';
  vi.unstubAllGlobals();
  browserLanguage?.mockRestore();
  browserLanguage = undefined;
}
