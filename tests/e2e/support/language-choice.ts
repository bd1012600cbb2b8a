import type { BrowserContext } from '@playwright/test';
import type { Language } from '../../../services/i18n/languages';

const SITE = 'http://localhost:3000';

/**
 * The reader's saved language, as the product keeps it: local storage and its cookie mirror
 * (services/i18n/detect-language.ts). Without one, the first page a context opens goes to the
 * browser's language (Playwright's is en-US) and that language is cached as the choice; a test
 * that reads pages in another language, or in several, chooses before each.
 */
export async function chooseLanguage(context: BrowserContext, lang: Language, { cookie = true } = {}) {
  if (cookie) await context.addCookies([{ name: 'i18nextLng', value: lang, url: SITE }]);
  // Init scripts run in the order they were added: the last choice wins.
  await context.addInitScript((chosen) => window.localStorage.setItem('i18nextLng', chosen), lang);
}
