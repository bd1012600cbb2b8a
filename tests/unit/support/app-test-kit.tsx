import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { vi } from 'vitest';
import { createBrowserI18n } from '@/services/i18n/create-i18n';
import type { Language, Namespace } from '@/services/i18n/languages';
import { loadServerBootstrap } from '@/services/i18n/server-resources';
import type { RequestTranslation } from '@/services/i18n/translation-loader';
import type { Translator } from '@/services/i18n/translator';

/** The web server's part at the network edge: answers `/locales/...` from public/ as it would. */
export const servePublicFolder: RequestTranslation = (url) =>
  readFile(path.join(process.cwd(), 'public', url), 'utf8').then(
    (body) => ({ status: 200, body }),
    () => ({ status: 404, body: '' }),
  );

/** A browser i18n instance that starts like a server-rendered page in `lng`. */
export async function createTestI18n(lng: Language = 'en', namespaces: Namespace[] = ['common', 'home']): Promise<Translator> {
  // The auth provider loads its runtime on mount; loading it here first lets its start-up settle
  // inside the test instead of after the environment is torn down.
  await import('@/services/auth/runtime');
  return createBrowserI18n(await loadServerBootstrap(lng, namespaces), { request: servePublicFolder });
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

/** Forgets what a test saved: storage, the language cookie, the <html> attributes. */
export function resetBrowserState() {
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.cookie = 'i18nextLng=; Path=/; Max-Age=0';
  document.documentElement.removeAttribute('lang');
  document.documentElement.className = '';
  vi.unstubAllGlobals();
}
