import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { HTML_LANG } from '../../services/i18n/languages';
import { expect, test } from './fixtures';
import { apiAs, apiSignIn, signInAs } from './support/api-session';
import { type Language, text } from './support/ui-sign-in';

/**
 * The key screens as a person sees them on a phone, compared with committed baselines
 * (tests/e2e/__screenshots__/; the README says how to update them). Fixed people and a fixed
 * channel, animations off, system fonts only.
 */

const CREATOR = { email: 'screens.creator@e2e.test', name: 'Aurora Sky', slug: 'aurora-sky' };
const BIO = 'Acoustic covers every Friday night. Requests welcome!';
const NEWCOMER = { email: 'screens.newcomer@e2e.test', name: 'Luna Park' };

interface Screen {
  name: string;
  path: string;
  signedInAs?: typeof NEWCOMER;
  ready: (page: Page, lang: Language) => Locator;
}

const SCREENS: Screen[] = [
  { name: 'home', path: '/', ready: (page, lang) => page.getByRole('heading', { level: 1, name: text(lang, 'home', 'hero.title') }) },
  {
    name: 'sign-in',
    path: '/login',
    ready: (page, lang) => page.getByRole('heading', { level: 1, name: text(lang, 'auth', 'signInTitle') }),
  },
  {
    name: 'channel-creation',
    path: '/',
    signedInAs: NEWCOMER,
    ready: (page, lang) => page.getByText(text(lang, 'profile', 'channel.create.available', { slug: 'luna-park' })),
  },
  // The supporters list loads after the page: the shot waits for it to settle.
  { name: 'channel-page', path: `/@${CREATOR.slug}`, ready: (page, lang) => page.getByText(text(lang, 'gifts', 'supporters.empty')) },
  // The wallet, as the creator (no stars yet): the packages and methods arrive after the heading.
  { name: 'get-star', path: '/get-star', signedInAs: CREATOR, ready: (page) => page.getByRole('radiogroup').nth(1) },
  {
    name: 'transaction-history',
    path: '/wallet/history',
    signedInAs: CREATOR,
    ready: (page, lang) => page.getByText(text(lang, 'wallet', 'history.empty')),
  },
];

test.describe('key screens on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test.beforeAll(async () => {
    const { tokens } = await apiSignIn(CREATOR, randomUUID());
    const api = apiAs(tokens);
    if ((await api.get('/core/v3/channel/my-channel/')).status === 200) return;
    const created = await api.post('/core/v3/channel/my-channel/', { slug: CREATOR.slug, display_name: CREATOR.name, bio: BIO });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
  });

  for (const lang of ['en', 'th'] as const) {
    for (const theme of ['light', 'dark'] as const) {
      test.describe(`${lang}, ${theme}`, () => {
        test.use({ colorScheme: theme });

        for (const screen of SCREENS) {
          test(`${screen.name} (${lang}, ${theme})`, async ({ page, context }) => {
            await context.addCookies([{ name: 'i18nextLng', value: lang, url: 'http://localhost:3000' }]);
            await context.addInitScript((chosen) => window.localStorage.setItem('i18nextLng', chosen), lang);
            if (screen.signedInAs) await signInAs(page, screen.signedInAs, { path: screen.path });
            else await page.goto(screen.path);
            await expect(screen.ready(page, lang)).toBeVisible();
            await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[lang]);
            await page.evaluate(() => document.fonts.ready);
            await expect(page).toHaveScreenshot(`${screen.name}-${lang}-${theme}.png`);
          });
        }
      });
    }
  }
});
